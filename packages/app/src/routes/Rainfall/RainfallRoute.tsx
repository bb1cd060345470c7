// /rainfall/{id} (spec §2, issue 12): an Environment Agency rain gauge as the server has
// cached it (decision 0127): its details and place, the rain of the last 24 hours, 7 and 30
// days, the data's age with the EA's attribution, and the things nearest to it. Requests
// never reach the EA: a station not cached yet is asked for (RainfallFetching), and an EA
// outage only changes the age note, never the page.
import { useCallback } from 'react';
import {
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { Heading } from '@bloomkeep/ui';
import type { RainfallRouteQuery } from '../../__generated__/RainfallRouteQuery.graphql';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { RainfallChart } from './RainfallChart';
import { RainfallDataAge } from './RainfallDataAge';
import { RainfallFetching, type RainfallFetchingProps } from './RainfallFetching';
import { RainfallNearestThings } from './RainfallNearestThings';
import { RainfallNotFound } from './RainfallNotFound';
import { RainfallStationDetails } from './RainfallStationDetails';
import { RainfallTotals } from './RainfallTotals';
import { rainGaugeName } from './rainGaugeName';
import * as styles from './Rainfall.css';

const query = graphql`
  query RainfallRouteQuery($id: String!, $startdate: Date!, $enddate: Date!) {
    rainfallStationById(id: $id) {
      id
      label
      ...RainfallDataAge_station
      ...RainfallStationDetails_station
      ...RainfallChart_station
      ...RainfallNearestThings_station
    }
    # The last 30 days (whole UTC days) of the station's main measure: the chart's presets
    # and the totals all come from this one answer.
    rainfallReadings(stationId: $id, startdate: $startdate, enddate: $enddate) {
      ...RainfallChart_readings
      ...RainfallTotals_readings
    }
  }
`;

export interface RainfallRouteProps {
  /** How long to wait before each look for a station being fetched (tests shorten them). */
  refetchDelaysMs?: RainfallFetchingProps['delaysMs'];
}

export function RainfallRoute({ refetchDelaysMs }: RainfallRouteProps) {
  const queryRef = useRouteQuery<RainfallRouteQuery>();
  if (!queryRef) return <RainfallNotFound />;
  return <RainfallPage queryRef={queryRef} refetchDelaysMs={refetchDelaysMs} />;
}

function RainfallPage({
  queryRef,
  refetchDelaysMs,
}: {
  queryRef: PreloadedQuery<RainfallRouteQuery>;
} & RainfallRouteProps) {
  const { rainfallStationById: station, rainfallReadings: readings } =
    usePreloadedQuery<RainfallRouteQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const { variables } = queryRef;
  // A look for a station being fetched: the answer lands in the store, and this page renders
  // again with it (no suspense, so no skeleton flashes between looks).
  const refetch = useCallback(
    () =>
      fetchQuery<RainfallRouteQuery>(environment, query, variables, {
        fetchPolicy: 'network-only',
      }).toPromise(),
    [environment, variables],
  );
  if (!station) {
    return (
      <RainfallFetching
        key={variables.id}
        stationId={variables.id}
        refetch={refetch}
        delaysMs={refetchDelaysMs}
      />
    );
  }
  return (
    <PageTitle title={rainGaugeName({ id: station.id, label: station.label })}>
      <div className={styles.page}>
        <RainfallDataAge station={station} />
        <div className={styles.layout}>
          <div className={styles.mainColumn}>
            <section aria-labelledby="rainfall-rain" className={styles.section}>
              <Heading level={2} id="rainfall-rain">
                Rain
              </Heading>
              {readings ? <RainfallTotals readings={readings} /> : null}
              <RainfallChart station={station} readings={readings ?? null} />
            </section>
          </div>
          <div className={styles.sideColumn}>
            <RainfallStationDetails station={station} />
          </div>
        </div>
        <RainfallNearestThings station={station} />
      </div>
    </PageTitle>
  );
}
