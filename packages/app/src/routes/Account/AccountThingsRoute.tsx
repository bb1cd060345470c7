// /account/things: the things the user owns or collaborates on, each with the
// role they have and a link to its page.
import { useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import {
  Card,
  CategoryIcon,
  EmptyState,
  Heading,
  Link,
  Tag,
  thingCategoryLabel,
  type ThingCategory,
} from '@bloomkeep/ui';

import type { AccountThingsRouteQuery } from '../../__generated__/AccountThingsRouteQuery.graphql';
import { AccountPage } from './AccountPage';
import * as styles from './AccountThingsRoute.css';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query AccountThingsRouteQuery {
    currentUser {
      thingAccesses(orderBy: [CREATED_AT_DESC], first: 200) {
        nodes {
          isOwner
          isCollaborator
          thing {
            id
            name
            category
            description
            isPublic
          }
        }
      }
    }
  }
`;

export type ThingRole = 'Owner' | 'Collaborator';

export interface AccountThing {
  id: string;
  name: string;
  category: ThingCategory;
  description: string | null;
  isPublic: boolean;
  role: ThingRole;
}

type AccessNode = {
  readonly isOwner: boolean;
  readonly isCollaborator: boolean;
  readonly thing:
    | (Omit<AccountThing, 'role' | 'description'> & { readonly description?: string | null })
    | null
    | undefined;
};

/**
 * The user's things from their accesses: owned ones first, then those they
 * collaborate on, each by name. Accesses with neither role, or whose thing is
 * gone, are left out; a thing appears once, with its strongest role.
 */
export function accountThings(accesses: readonly AccessNode[]): AccountThing[] {
  const byId = new Map<string, AccountThing>();
  for (const access of accesses) {
    const { thing } = access;
    if (!thing || !(access.isOwner || access.isCollaborator)) continue;
    const role: ThingRole = access.isOwner ? 'Owner' : 'Collaborator';
    if (byId.get(thing.id)?.role === 'Owner') continue;
    byId.set(thing.id, { ...thing, description: thing.description ?? null, role });
  }
  return [...byId.values()].sort(
    (a, b) =>
      Number(b.role === 'Owner') - Number(a.role === 'Owner') ||
      a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }),
  );
}

function AccountThingCard({ thing }: { thing: AccountThing }) {
  const headingId = useId();
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.card}>
        <div className={styles.header}>
          <Heading level={2} id={headingId}>
            <Link href={`/things/${thing.id}`}>{thing.name}</Link>
          </Heading>
          <Tag tone={thing.role === 'Owner' ? 'accent' : 'info'}>{thing.role}</Tag>
        </div>
        <p className={styles.meta}>
          <span className={styles.category}>
            <CategoryIcon category={thing.category} size="small" />
            {thingCategoryLabel[thing.category]}
          </span>
          {thing.isPublic ? null : <Tag>Private</Tag>}
        </p>
        {thing.description ? <p className={styles.description}>{thing.description}</p> : null}
      </div>
    </Card>
  );
}

function summary(things: readonly AccountThing[]): string {
  const owned = things.filter((thing) => thing.role === 'Owner').length;
  const collaborating = things.length - owned;
  const count = (n: number) => `${n} ${n === 1 ? 'thing' : 'things'}`;
  if (owned && collaborating) {
    return `You own ${count(owned)} and collaborate on ${count(collaborating)}.`;
  }
  return owned ? `You own ${count(owned)}.` : `You collaborate on ${count(collaborating)}.`;
}

export function AccountThingsRoute() {
  const queryRef = useRequiredRouteQuery<AccountThingsRouteQuery>();
  const data = usePreloadedQuery<AccountThingsRouteQuery>(query, queryRef);
  const things = accountThings(data.currentUser?.thingAccesses.nodes ?? []);
  return (
    <AccountPage
      title="Things"
      href="/account/things"
      description={things.length > 0 ? summary(things) : 'The things you look after.'}
    >
      {things.length > 0 ? (
        <ul className={styles.list} aria-label="Your things">
          {things.map((thing) => (
            <li key={thing.id}>
              <AccountThingCard thing={thing} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="You have no things yet"
          description="Register a thing to look after it, or ask its owner to invite you as a collaborator."
          action={<Link href="/things/new">Register a thing</Link>}
        />
      )}
    </AccountPage>
  );
}
