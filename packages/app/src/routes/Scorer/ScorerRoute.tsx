// /scorer: the leaderboard of points over a period (tabs; ?period= in the URL so
// a period can be linked), and how points are earned. Changing the period is a
// navigation that runs the loader again; the router renders it in a transition,
// so the current board stays (dimmed) until the next one has loaded.
import { useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Heading, Tabs } from '@bloomkeep/ui';
import { useAuth } from '../../auth/AuthProvider';
import { PageTitle } from '../../system/PageTitle';
import type { ScorerRouteQuery } from '../../__generated__/ScorerRouteQuery.graphql';
import { Leaderboard } from './Leaderboard';
import { GroupLeaderboard } from './GroupLeaderboard';
import { PointsExplanation } from './PointsExplanation';
import {
  SCORE_PERIODS,
  isScorePeriod,
  periodFromSearchParams,
  scorePeriodLabel,
  searchParamsFromPeriod,
} from './scoring';
import { UpdatingNotice } from '../../system/UpdatingNotice';
import * as styles from './ScorerRoute.css';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

export const scorerRouteQuery = graphql`
  query ScorerRouteQuery($period: ScorePeriod!, $signedIn: Boolean!) {
    scores(period: $period, maxRows: 50) {
      ...Leaderboard_scores
    }
    groupScores(period: $period, maxRows: 20) {
      ...GroupLeaderboard_scores
    }
    currentUser @include(if: $signedIn) {
      groupMemberships(first: 200) {
        nodes {
          groupId
        }
      }
    }
  }
`;

export function ScorerRoute() {
  const queryRef = useRequiredRouteQuery<ScorerRouteQuery>();
  const data = usePreloadedQuery<ScorerRouteQuery>(scorerRouteQuery, queryRef);
  const { isLoggedIn, username } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();

  // `shown`: the period on screen; `requested`: the tab chosen, ahead of it while loading.
  const shown = periodFromSearchParams(searchParams);
  const [requested, setRequested] = useState(shown);
  const [syncedPeriod, setSyncedPeriod] = useState(shown);
  if (shown !== syncedPeriod) {
    setSyncedPeriod(shown);
    setRequested(shown);
  }
  const isUpdating = requested !== shown;
  const myGroupIds = useMemo(
    () => new Set((data.currentUser?.groupMemberships.nodes ?? []).map((node) => node.groupId)),
    [data.currentUser],
  );

  const choose = (id: string) => {
    if (!isScorePeriod(id) || id === requested) return;
    setRequested(id);
    void setSearchParams(searchParamsFromPeriod(id), { replace: true, preventScrollReset: true });
  };

  const board = (
    <div className={styles.board} aria-busy={isUpdating || undefined}>
      <p className={styles.note}>{scorePeriodLabel[shown].description}</p>
      <UpdatingNotice isUpdating={isUpdating} label="Updating scores" />
      <div>
        {data.scores ? (
          <Leaderboard scores={data.scores} currentUsername={isLoggedIn ? username : null} />
        ) : (
          <EmptyState title="No points scored in this period yet" />
        )}
      </div>
      <section className={styles.board} aria-labelledby="group-scores">
        <Heading level={2} id="group-scores">
          Groups
        </Heading>
        <p className={styles.note}>Each public group scores the points of its members.</p>
        {data.groupScores ? (
          <GroupLeaderboard scores={data.groupScores} myGroupIds={myGroupIds} />
        ) : (
          <EmptyState title="No group has points in this period yet" />
        )}
      </section>
    </div>
  );

  return (
    <PageTitle title="Scores">
      <div className={styles.layout}>
        <Tabs
          aria-label="Period"
          selectedKey={requested}
          onSelectionChange={choose}
          items={SCORE_PERIODS.map((period) => ({
            id: period,
            label: scorePeriodLabel[period].tab,
            content: period === requested ? board : null,
          }))}
        />
        <PointsExplanation />
      </div>
    </PageTitle>
  );
}
