// The frame of the /account pages: a sub-navigation beside (or, on small
// screens, above) the page.
import { useRef } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { ScrollCue } from '@bloomkeep/ui';
import * as styles from './AccountLayout.css';

const PAGES = [
  { href: '/account/profile', label: 'Profile' },
  { href: '/account/passphrase', label: 'Passphrase' },
  { href: '/account/emails', label: 'E-mail addresses' },
  { href: '/account/badges', label: 'Badges' },
  { href: '/account/things', label: 'Things' },
  { href: '/account/devices', label: 'Devices' },
  { href: '/account/delete-account', label: 'Delete account' },
];

export function AccountLayout() {
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <div className={styles.layout}>
      <nav aria-label="Account" className={styles.nav}>
        {/* On a phone the pages form one row that scrolls by itself, with a cue at the cut edge. */}
        <ScrollCue scrollRef={listRef}>
          <ul ref={listRef} className={styles.list}>
            {PAGES.map((page) => (
              <li key={page.href}>
                <NavLink to={page.href} className={styles.link}>
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </ScrollCue>
      </nav>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
