// /groups (spec §2): the groups the visitor may see (guests: the public ones), as tiles
// by default (spec §9), with views all / owned / memberships, a search over name and
// description, a sort and the layout, kept per user like the devices list (0123).
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  Heading,
  Link,
  SearchField,
  Select,
  Tabs,
  Tag,
} from '@bloomkeep/ui';
import type { GroupsRouteQuery } from '../../__generated__/GroupsRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useListSettings, type ListSettings } from '../../local/localState';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { GroupTile, memberCountText } from './GroupTile';
import { groupPath } from './groupRef';
import {
  DEFAULT_GROUP_LIST,
  GROUP_LIST,
  GROUP_SORTS,
  GROUP_VIEW_LABELS,
  groupCountText,
  groupViewsFor,
  visibleGroupView,
  visibleGroups,
  type GroupView,
} from './groupList';
import * as styles from './Groups.css';
import { LayoutSelect } from '../../system/LayoutSelect';

/** At most this many groups are listed: the API's page size; the list filters in the browser. */
export const GROUPS_LISTED = 200;

const query = graphql`
  query GroupsRouteQuery {
    allGroups(first: 200, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        slug
        name
        description
        isPublic
        memberCount
        thumbnail
        createdAt
        myMembership {
          id
          isOwner
        }
      }
    }
  }
`;

const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "March 2026": when the group was started. */
export function startedText(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date);
}

export function GroupsRoute() {
  const queryRef = useRequiredRouteQuery<GroupsRouteQuery>();
  const data = usePreloadedQuery<GroupsRouteQuery>(query, queryRef);
  const { isLoggedIn } = useAuth();
  const [stored, change] = useListSettings(GROUP_LIST, DEFAULT_GROUP_LIST);
  const settings = useMemo(
    () => ({ ...stored, view: visibleGroupView(stored.view, isLoggedIn) }),
    [stored, isLoggedIn],
  );
  const [, setSearchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(settings.search);
  const groups = visibleGroups(data.allGroups?.nodes ?? [], settings);

  useEffect(() => {
    if (searchText === settings.search) return;
    const timer = setTimeout(() => change({ search: searchText }), 300);
    return () => clearTimeout(timer);
  }, [searchText, settings.search, change]);

  const searched = settings.search.trim() !== '';
  const clearSearch = () => {
    setSearchText('');
    change({ search: '' });
  };
  const createLink = isLoggedIn ? (
    <Link href="/groups/new">Create a group</Link>
  ) : (
    <Link href="/signin?next=%2Fgroups%2Fnew">Sign in to create a group</Link>
  );

  const empty = (
    <EmptyState
      title={
        searched
          ? 'No groups match'
          : settings.view === 'owned'
            ? 'You own no groups yet'
            : settings.view === 'memberships'
              ? 'You belong to no groups yet'
              : 'No groups yet'
      }
      description={
        searched
          ? 'Try other words, or show all groups.'
          : 'A group looks after things together: a street, a school class, the friends of a park. Start one and invite your neighbours.'
      }
      action={
        searched ? (
          <Button tone="neutral" onPress={clearSearch}>
            Show all groups
          </Button>
        ) : (
          createLink
        )
      }
    />
  );

  const roleOf = (group: (typeof groups)[number]) =>
    group.myMembership ? (group.myMembership.isOwner ? 'owner' : 'member') : null;

  const panel = (
    <>
      <div className={styles.controls}>
        <SearchField
          label="Search groups"
          value={searchText}
          onChange={setSearchText}
          placeholder="Name or description"
        />
        <Select
          label="Sort by"
          items={GROUP_SORTS}
          selectedKey={settings.sort}
          onSelectionChange={(id) => id && change({ sort: id as ListSettings['sort'] })}
        />
        <LayoutSelect
          value={settings.layout}
          onChange={(layout) => change({ layout })}
          defaultLayout="tiles"
        />
      </div>
      <div className={styles.results}>
        <p role="status" className={styles.meta}>
          {groupCountText(groups.length, searched)}
        </p>
        {groups.length === 0 ? (
          empty
        ) : settings.layout === 'tiles' ? (
          <Grid as="ul" minItemWidth={220} gap="medium" aria-label="Groups">
            {groups.map((group) => (
              <li key={group.id} className={styles.gridItem}>
                <GroupTile
                  name={group.name}
                  href={groupPath(group.slug)}
                  description={group.description}
                  isPublic={group.isPublic}
                  memberCount={group.memberCount}
                  imageSrc={group.thumbnail}
                  myRole={roleOf(group)}
                  headingLevel={2}
                />
              </li>
            ))}
          </Grid>
        ) : (
          <ul className={styles.rows} aria-label="Groups">
            {groups.map((group) => (
              <li key={group.id}>
                <Card>
                  <div className={styles.row}>
                    <Heading level={2}>
                      <Link href={groupPath(group.slug)}>{group.name}</Link>
                    </Heading>
                    <p className={styles.meta}>
                      <span>{memberCountText(group.memberCount)}</span>
                      <span>Started {startedText(group.createdAt)}</span>
                      {group.isPublic ? null : <Tag>Private</Tag>}
                      {roleOf(group) === 'owner' ? <Tag tone="accent">Owner</Tag> : null}
                      {roleOf(group) === 'member' ? <Tag tone="info">Member</Tag> : null}
                    </p>
                  </div>
                  {group.description ? <p className={styles.meta}>{group.description}</p> : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );

  return (
    <PageTitle title="Groups">
      <p>{createLink}</p>
      <Tabs
        aria-label="Which groups"
        selectedKey={settings.view}
        onSelectionChange={(id) => {
          change({ view: id as ListSettings['view'] });
          setSearchParams({}, { replace: true });
        }}
        items={groupViewsFor(isLoggedIn).map((view: GroupView) => ({
          id: view,
          label: GROUP_VIEW_LABELS[view],
          content: panel,
        }))}
      />
    </PageTitle>
  );
}
