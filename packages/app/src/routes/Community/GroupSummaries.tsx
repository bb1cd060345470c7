// The Relay side of GroupSummaryList: groups from any list (near you, yours, a person's)
// as summary cards, tagged "Owner" or "Member" when the viewer belongs to them.
import { graphql, useFragment } from 'react-relay';
import type { GroupSummaries_groups$key } from '../../__generated__/GroupSummaries_groups.graphql';
import { GroupSummaryList } from './GroupSummaryList';

const fragment = graphql`
  fragment GroupSummaries_groups on Group @relay(plural: true) {
    id
    name
    slug
    isPublic
    memberCount
    description
    myMembership {
      isOwner
    }
  }
`;

export function GroupSummaries({
  groups,
  'aria-label': label,
  showMyRole = true,
}: {
  groups: GroupSummaries_groups$key;
  'aria-label': string;
  /** Tag the viewer's own role; off on someone else's profile, where it would read as theirs. */
  showMyRole?: boolean;
}) {
  const data = useFragment(fragment, groups);
  return (
    <GroupSummaryList
      aria-label={label}
      groups={data.map((group) => ({
        id: group.id,
        name: group.name,
        slug: group.slug,
        isPublic: group.isPublic,
        memberCount: group.memberCount,
        description: group.description,
        role:
          showMyRole && group.myMembership
            ? group.myMembership.isOwner
              ? 'Owner'
              : 'Member'
            : null,
      }))}
    />
  );
}
