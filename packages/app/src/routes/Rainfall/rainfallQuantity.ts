// The kit's SensorChart knows soil readings only: its quantities (water, temperature,
// conductivity, pH, battery) have no rain. Until the kit has a rainfall quantity (decision
// 0134 asks for it), the rainfall page adds one to the kit's table of quantities, so the
// readout, the table and the axis say "0.4 mm rain" rather than a soil reading's words.
// Remove this file once `SensorQuantity` includes 'rainfall'.
import { sensorQuantities, type SensorQuantity } from '@bloomkeep/ui';

/** The chart's quantity for 15-minute rain totals. */
export const RAINFALL_QUANTITY = 'rainfall' as SensorQuantity;

const quantities = sensorQuantities as Record<string, (typeof sensorQuantities)[SensorQuantity]>;
quantities[RAINFALL_QUANTITY] ??= {
  label: 'Rain',
  unit: 'mm',
  noun: 'of rain',
  digits: 1,
};
