// What guests get where people would be: people are seen by signed-in neighbours only
// (decision 0140, after 0100). The same for every address under /users, so a guest
// cannot tell a hidden person from a missing one.
import { useLocation } from 'react-router-dom';
import { EmptyState, Link } from '@bloomkeep/ui';
import { signInPath } from '../../auth/nextPath';

export function SignInToSeePeople({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const location = useLocation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title="Sign in to meet your neighbours"
      description="People’s profiles, badges and what they look after are shown to signed-in members only."
      action={<Link href={signInPath(`${location.pathname}${location.search}`)}>Sign in</Link>}
    />
  );
}
