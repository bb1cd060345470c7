import { Link } from '@bloomkeep/ui';
import { useBrand } from '../../system/brand';
import * as styles from './QuickActions.css';

/** The dashboard's shortcuts to the things people come to do. */
export function QuickActions() {
  const brand = useBrand();
  const actions = [
    {
      href: '/things/new',
      label: `Register a ${brand.thingSingular}`,
      description: `Add a ${brand.thingSingular} you look after to the map.`,
    },
    {
      href: '/things/search?view=own',
      label: 'Record an action',
      description: `Log watering, upkeep or a clean-up on one of your ${brand.thingPlural}.`,
    },
    { href: '/activity', label: 'Activity', description: 'See what neighbours have been doing.' },
    { href: '/scorer', label: 'Scores', description: 'See how the community is doing.' },
  ];
  return (
    <ul className={styles.list}>
      {actions.map((action) => (
        <li key={action.href} className={styles.item}>
          <Link href={action.href}>{action.label}</Link>
          <span className={styles.description}>{action.description}</span>
        </li>
      ))}
    </ul>
  );
}
