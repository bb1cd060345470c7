import { signalQuality as linkQuality } from '@bloomkeep/schema';
import {
  formatNumber,
  signalBars,
  signalQuality,
  signalQualityLabel,
  type SignalQuality,
} from '../../domain/readings';
import * as styles from './SignalIndicator.css';

export interface SignalIndicatorProps {
  /** Received signal strength in dBm (LoRaWAN gateways report about -30 to -125). */
  rssi?: number | null;
  /** Signal-to-noise ratio in dB. */
  snr?: number | null;
}

const barIndexes = [0, 1, 2, 3] as const;

/**
 * A poor SNR drags the word down to the shared health rule (@bloomkeep/schema signalQuality,
 * decision 0121), so the indicator never says "Excellent" next to a "Weak signal" problem.
 */
function withSnr(
  byRssi: SignalQuality,
  rssi: number,
  snr: number | null | undefined,
): SignalQuality {
  const shared = linkQuality(rssi, snr);
  const capped: SignalQuality = shared === 'poor' ? 'weak' : (shared ?? byRssi);
  return signalBars[capped] < signalBars[byRssi] ? capped : byRssi;
}

/** A device's radio link: bars (0–4) from the RSSI (a poor SNR lowers them), a quality word and the RSSI/SNR values. */
export function SignalIndicator({ rssi, snr }: SignalIndicatorProps) {
  const hasRssi = rssi != null && !Number.isNaN(rssi);
  const quality = hasRssi ? withSnr(signalQuality(rssi), rssi, snr) : null;
  const lit = quality ? signalBars[quality] : 0;
  const values = [
    hasRssi ? `RSSI ${formatNumber(rssi, 0)} dBm` : null,
    snr != null && !Number.isNaN(snr) ? `SNR ${formatNumber(snr, 1)} dB` : null,
  ].filter(Boolean);
  const word = quality ? `${signalQualityLabel[quality]} signal` : 'No signal data';
  return (
    <span className={styles.root} data-bars={lit}>
      <span className={styles.bars} aria-hidden="true">
        {barIndexes.map((index) => (
          <span key={index} className={styles.bar({ index, isLit: index < lit })} />
        ))}
      </span>
      <span>
        <span className={styles.quality}>{word}</span>
        {values.length > 0 ? (
          <span className={styles.detail}>
            {' · '}
            {values.join(', ')}
          </span>
        ) : null}
      </span>
    </span>
  );
}
