// The frame of the /account pages: a sub-navigation beside (or, on small
// screens, above) the page.
import { NavLink, Outlet } from 'react-router-dom';
import * as styles from './AccountLayout.css';

const PAGES = [
  { href: '/account/profile', label: 'Profile' },
  { href: '/account/passphrase', label: 'Passphrase' },
  { href: '/account/emails', label: 'E-mail addresses' },
  { href: '/account/badges', label: 'Badges' },
  { href: '/account/things', label: 'Things' },
  { href: '/account/delete-account', label: 'Delete account' },
];

export function AccountLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Account" className={styles.nav}>
        <ul className={styles.list}>
          {PAGES.map((page) => (
            <li key={page.href}>
              <NavLink to={page.href} className={styles.link}>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
