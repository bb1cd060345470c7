// Device models (spec §3): what each is called and what it is, in the words of
// the spec. The kit's DeviceCard and every device form use these.
import type { DeviceModel } from './enums';

/** The model's own name. */
export const DEVICE_MODEL_NAMES: Record<DeviceModel, string> = {
  LSE01: 'LSE01',
  LSPH01: 'LSPH01',
  THE_THINGS_UNO: 'The Things Uno',
};

/** What the device is (spec §3). */
export const DEVICE_MODEL_DESCRIPTIONS: Record<DeviceModel, string> = {
  LSE01: 'soil moisture and EC sensor',
  LSPH01: 'soil pH sensor',
  THE_THINGS_UNO: 'development board and pump controller',
};

/** Name and description, as one label: "LSE01 soil moisture and EC sensor". */
export const DEVICE_MODEL_LABELS: Record<DeviceModel, string> = {
  LSE01: `${DEVICE_MODEL_NAMES.LSE01} ${DEVICE_MODEL_DESCRIPTIONS.LSE01}`,
  LSPH01: `${DEVICE_MODEL_NAMES.LSPH01} ${DEVICE_MODEL_DESCRIPTIONS.LSPH01}`,
  THE_THINGS_UNO: `${DEVICE_MODEL_NAMES.THE_THINGS_UNO} ${DEVICE_MODEL_DESCRIPTIONS.THE_THINGS_UNO}`,
};

/** Dragino LSE01/LSPH01 default uplink interval (integrations.md). */
export const UPLINK_INTERVAL_MINUTES = 20;
