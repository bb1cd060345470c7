// The rain gauge's facts as the EA gives them (town, river, catchment, grid reference,
// status, what it measures) and where it is on a small map, with its coordinates.
import { graphql, useFragment } from 'react-relay';
import { Card, Heading, Stack } from '@bloomkeep/ui';
import { LocationMap } from '@bloomkeep/ui/map';
import { lngLatFromPoint } from '@bloomkeep/schema';
import type { RainfallStationDetails_station$key } from '../../__generated__/RainfallStationDetails_station.graphql';
import { mapStyleUrl } from '../../config';
import { rainGaugeName } from './rainGaugeName';
import * as styles from './Rainfall.css';

const fragment = graphql`
  fragment RainfallStationDetails_station on RainfallStation {
    id
    label
    reference
    town
    riverName
    catchmentName
    gridReference
    status
    location {
      x
      y
    }
    measures(first: 5) {
      nodes {
        qualifier
        periodSeconds
        unit
      }
    }
  }
`;

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  closed: 'Closed',
  suspended: 'Suspended',
  ukcmf: 'Under review (UKCMF)',
  unknown: 'Unknown',
};

/** "every 15 minutes", "every hour", "every day". */
function everyPeriod(seconds: number): string {
  if (seconds % 86_400 === 0)
    return seconds === 86_400 ? 'every day' : `every ${seconds / 86_400} days`;
  if (seconds % 3600 === 0)
    return seconds === 3600 ? 'every hour' : `every ${seconds / 3600} hours`;
  return `every ${Math.round(seconds / 60)} minutes`;
}

export function RainfallStationDetails({
  station,
}: {
  station: RainfallStationDetails_station$key;
}) {
  const data = useFragment(fragment, station);
  const at = lngLatFromPoint({ x: data.location.x, y: data.location.y });
  const facts: [string, string][] = [
    ['Station', data.reference],
    ['Town', data.town ?? ''],
    ['River', data.riverName ?? ''],
    ['Catchment', data.catchmentName ?? ''],
    ['Grid reference', data.gridReference ?? ''],
    ['Status', STATUS_WORDS[data.status] ?? data.status],
    ...data.measures.nodes.map((measure): [string, string] => [
      'Measures',
      [
        `Rain in ${measure.unit}`,
        measure.periodSeconds ? everyPeriod(measure.periodSeconds) : null,
        measure.qualifier ? `(${measure.qualifier})` : null,
      ]
        .filter(Boolean)
        .join(' '),
    ]),
  ];
  return (
    <div className={styles.details}>
      <Card aria-labelledby="rainfall-about">
        <Stack space="small">
          <Heading level={2} id="rainfall-about">
            About this rain gauge
          </Heading>
          <dl className={styles.facts}>
            {facts
              .filter(([, value]) => value !== '')
              .map(([label, value], index) => (
                <div key={`${label}-${index}`} className={styles.fact}>
                  <dt className={styles.factLabel}>{label}</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
          </dl>
        </Stack>
      </Card>
      <Card aria-labelledby="rainfall-where">
        <Stack space="small">
          <Heading level={2} id="rainfall-where">
            Where it is
          </Heading>
          <LocationMap
            longitude={at.longitude}
            latitude={at.latitude}
            label={`Map showing ${rainGaugeName({ id: data.id, label: data.label })}`}
            styleUrl={mapStyleUrl}
            zoom={13}
            height={200}
          />
        </Stack>
      </Card>
    </div>
  );
}
