// The weekly analytics of /admin (last 12 UTC weeks): sign-ups, active users (people who
// recorded an action that week) and actions, all or of one type, as bar charts, with every
// number in a table for readers who cannot see the bars.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ACTION_TYPES, type ActionType } from '@bloomkeep/schema';
import { Disclosure, EmptyState, Grid, Select, Stack, Table, actionTypeLabel } from '@bloomkeep/ui';
import type {
  AdminAnalytics_query$data,
  AdminAnalytics_query$key,
} from '../../__generated__/AdminAnalytics_query.graphql';
import { WeeklyBarChart, formatWeek } from './WeeklyBarChart';

const fragment = graphql`
  fragment AdminAnalytics_query on Query {
    adminWeeklyAnalytics(weeks: 12, first: 12) {
      nodes {
        weekStart
        signUps
        activeUsers
        actions
        created
        share
        education
        measurement
        watering
        litterCleanup
        upkeep
      }
    }
  }
`;

type Week = NonNullable<AdminAnalytics_query$data['adminWeeklyAnalytics']>['nodes'][number];

/** Each weekly figure, read field by field (the table's columns and the charts' series). */
const FIGURES = {
  signUps: (week: Week) => week.signUps ?? 0,
  activeUsers: (week: Week) => week.activeUsers ?? 0,
  actions: (week: Week) => week.actions ?? 0,
} as const;

const ACTIONS_OF_TYPE: Record<ActionType, (week: Week) => number> = {
  CREATED: (week) => week.created ?? 0,
  SHARE: (week) => week.share ?? 0,
  EDUCATION: (week) => week.education ?? 0,
  MEASUREMENT: (week) => week.measurement ?? 0,
  WATERING: (week) => week.watering ?? 0,
  LITTER_CLEANUP: (week) => week.litterCleanup ?? 0,
  UPKEEP: (week) => week.upkeep ?? 0,
};

const ALL = 'ALL';
const ACTION_ITEMS = [
  { id: ALL, label: 'All types' },
  ...ACTION_TYPES.map((type) => ({ id: type, label: actionTypeLabel[type] })),
];

export function AdminAnalytics({ query }: { query: AdminAnalytics_query$key }) {
  const weeks = useFragment(fragment, query).adminWeeklyAnalytics?.nodes ?? [];
  const [type, setType] = useState<string>(ALL);
  if (weeks.length === 0) {
    return (
      <EmptyState
        title="No analytics yet"
        description="Weekly figures appear here once the server has any."
        headingLevel={3}
      />
    );
  }
  const series = (figure: (week: Week) => number) =>
    weeks.map((week) => ({ weekStart: String(week.weekStart), value: figure(week) }));
  const actionFigure = type === ALL ? FIGURES.actions : ACTIONS_OF_TYPE[type as ActionType];
  const actionName = type === ALL ? 'Actions' : `${actionTypeLabel[type as ActionType]} actions`;
  const columns = [
    { id: 'week', name: 'Week of', isRowHeader: true },
    { id: 'signUps', name: 'Sign-ups', align: 'end' as const },
    { id: 'activeUsers', name: 'Active users', align: 'end' as const },
    { id: 'actions', name: 'Actions', align: 'end' as const },
    ...ACTION_TYPES.map((actionType) => ({
      id: actionType,
      name: actionTypeLabel[actionType],
      align: 'end' as const,
    })),
  ];
  return (
    <Stack space="large">
      <Grid columns={{ small: 1, desktop: 3 }} gap="medium">
        <WeeklyBarChart
          title="Sign-ups"
          weeks={series(FIGURES.signUps)}
          unit={{ one: 'sign-up', other: 'sign-ups' }}
        />
        <WeeklyBarChart
          title="Active users"
          weeks={series(FIGURES.activeUsers)}
          unit={{ one: 'active user', other: 'active users' }}
          summary="peak"
        />
        <WeeklyBarChart
          title={actionName}
          weeks={series(actionFigure)}
          unit={{ one: 'action', other: 'actions' }}
          controls={
            <Select
              label="Action type"
              items={ACTION_ITEMS}
              selectedKey={type}
              onSelectionChange={(id) => setType(id ?? ALL)}
            />
          }
        />
      </Grid>
      <Disclosure label="Show the figures as a table">
        <Table
          aria-label="Weekly figures"
          columns={columns}
          rows={weeks.map((week) => ({ ...week, id: String(week.weekStart) }))}
          renderCell={(row, columnId) =>
            columnId === 'week'
              ? formatWeek(String(row.weekStart))
              : columnId in FIGURES
                ? FIGURES[columnId as keyof typeof FIGURES](row)
                : ACTIONS_OF_TYPE[columnId as ActionType](row)
          }
        />
      </Disclosure>
    </Stack>
  );
}
