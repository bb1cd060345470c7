import { Grid, Link } from '@bloomkeep/ui';
import { signInPath } from '../../auth/nextPath';
import { useBrand } from '../../system/brand';
import * as styles from './QuickActions.css';

/** Where "Record an action" goes: the steward's own things, to pick one. */
const RECORD_AN_ACTION = '/things/search?view=own';

export interface QuickActionsProps {
  /** Guests are sent to sign in first for actions that need an account. */
  isSignedIn: boolean;
}

/** The dashboard's shortcuts to the things people come to do, in balanced rows (2 by 2). */
export function QuickActions({ isSignedIn }: QuickActionsProps) {
  const brand = useBrand();
  const registerHref = brand.theme === 'beeCafe' ? '/things/new?category=BEECAFE' : '/things/new';
  const actions = [
    {
      href: registerHref,
      label: `Register a ${brand.thingSingular}`,
      description: `Add a ${brand.thingSingular} you look after to the map.`,
    },
    {
      href: isSignedIn ? RECORD_AN_ACTION : signInPath(RECORD_AN_ACTION),
      label: 'Record an action',
      description: isSignedIn
        ? `Log watering, upkeep or a clean-up on one of your ${brand.thingPlural}.`
        : `Sign in, then log watering, upkeep or a clean-up on one of your ${brand.thingPlural}.`,
    },
    { href: '/activity', label: 'Activity', description: 'See what neighbours have been doing.' },
    { href: '/scorer', label: 'Scores', description: 'See how the community is doing.' },
  ];
  return (
    <Grid as="ul" columns={{ small: 1, tablet: 2 }} gap="medium" aria-label="Quick actions">
      {actions.map((action) => (
        <li key={action.label} className={styles.item}>
          <Link href={action.href}>{action.label}</Link>
          <span className={styles.description}>{action.description}</span>
        </li>
      ))}
    </Grid>
  );
}
