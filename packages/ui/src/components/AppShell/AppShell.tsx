import { Menu as MenuIcon, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading as AriaHeading,
  Link,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { themeRoot } from '../../themes/global.css';
import { initialsOf } from '../Avatar/Avatar';
import * as avatarStyles from '../Avatar/Avatar.css';
import { Button } from '../Button/Button';
import { Menu, type MenuItemSpec } from '../Menu/Menu';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './AppShell.css';

export interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

export interface AppShellUser {
  name: string;
  imageSrc?: string | null;
}

export interface AppShellProps {
  /** The product or brand name in the header (a link to `homeHref`). */
  brandName: string;
  /** A decorative logo before the brand name. */
  logo?: ReactNode;
  /** Where the brand links to (default `/`). */
  homeHref?: string;
  /** The primary navigation. */
  navItems: AppShellNavItem[];
  /** The current page's href: its nav item gets `aria-current="page"`. */
  currentHref?: string;
  /** The signed-in person; `null`/absent shows the "Sign in" link instead of the user menu. */
  user?: AppShellUser | null;
  /** The user menu's items (profile, settings, sign out…). */
  userMenuItems?: MenuItemSpec[];
  /** Called with the id of the user menu item chosen. */
  onUserMenuAction?: (id: string) => void;
  /** Where "Sign in" links to (default `/sign-in`). */
  signInHref?: string;
  footer?: ReactNode;
  /** The page: rendered in `<main>`, the target of the "Skip to content" link. */
  children: ReactNode;
}

/**
 * The user's picture in the menu button, in the Avatar's look. It is decorative (the button is
 * named by the user's name), and the initials are drawn by CSS so they don't count as visible
 * text that the accessible name would have to contain (WCAG 2.5.3, axe label-content-name-mismatch).
 */
function UserPicture({ name, src }: { name: string; src?: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={avatarStyles.avatar({ size: 'small' })} aria-hidden="true">
      {showImage ? (
        <img
          className={avatarStyles.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span className={styles.initials} data-initials={initialsOf(name)} />
      )}
    </span>
  );
}

function NavLinks({
  items,
  currentHref,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  items: AppShellNavItem[];
  currentHref?: string;
  listClassName: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className={linkClassName}
            aria-current={item.href === currentHref ? 'page' : undefined}
            onPress={onNavigate}
          >
            {item.icon ? (
              <span className={styles.navIcon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of every page: a skip link, a header with the brand, the main navigation and the
 * user menu (or "Sign in"), `<main>` and a footer. Narrower than 600 px, the navigation moves
 * into a drawer opened by a "Menu" button.
 */
export function AppShell({
  brandName,
  logo,
  homeHref = '/',
  navItems,
  currentHref,
  user,
  userMenuItems = [],
  onUserMenuAction,
  signInHref = '/sign-in',
  footer,
  children,
}: AppShellProps) {
  const mainId = useId();
  const drawerTitleId = useId();
  const themed = usePortalThemeClass();

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {navItems.length > 0 ? (
            <div className={styles.menuButtonSlot}>
              <DialogTrigger>
                {/* Icon-only on narrow screens to leave room for the brand; named "Menu". */}
                <Button tone="neutral" size="small" icon={<MenuIcon size={20} />}>
                  <span className={styles.visuallyHidden}>Menu</span>
                </Button>
                <ModalOverlay
                  isDismissable
                  className={`${themed} ${themeRoot} ${styles.drawerOverlay}`}
                >
                  <Modal className={styles.drawer}>
                    <Dialog className={styles.drawerDialog} aria-labelledby={drawerTitleId}>
                      {({ close }) => (
                        <>
                          <div className={styles.drawerHeader}>
                            <AriaHeading
                              slot="title"
                              id={drawerTitleId}
                              className={styles.drawerTitle}
                            >
                              Navigation
                            </AriaHeading>
                            <Button
                              tone="neutral"
                              size="small"
                              icon={<X size={18} />}
                              onPress={close}
                            >
                              Close
                            </Button>
                          </div>
                          <nav aria-label="Main">
                            <NavLinks
                              items={navItems}
                              currentHref={currentHref}
                              listClassName={styles.drawerNavList}
                              linkClassName={styles.drawerLink}
                              onNavigate={close}
                            />
                          </nav>
                        </>
                      )}
                    </Dialog>
                  </Modal>
                </ModalOverlay>
              </DialogTrigger>
            </div>
          ) : null}
          <Link href={homeHref} className={styles.brand}>
            {logo ? (
              <span className={styles.brandLogo} aria-hidden="true">
                {logo}
              </span>
            ) : null}
            <span className={styles.brandName}>{brandName}</span>
          </Link>
          {navItems.length > 0 ? (
            <nav aria-label="Main" className={styles.desktopNav}>
              <NavLinks
                items={navItems}
                currentHref={currentHref}
                listClassName={styles.navList}
                linkClassName={styles.navLink}
              />
            </nav>
          ) : null}
          <div className={styles.userArea}>
            {user ? (
              <Menu
                label={user.name}
                trigger={
                  <span className={styles.userTrigger}>
                    <UserPicture name={user.name} src={user.imageSrc} />
                    <span className={styles.userName}>{user.name}</span>
                  </span>
                }
                items={userMenuItems}
                onAction={onUserMenuAction}
              />
            ) : (
              <Link href={signInHref} className={styles.signIn}>
                Sign in
              </Link>
            )}
          </div>
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
