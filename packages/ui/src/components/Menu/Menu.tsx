import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover as AriaPopover,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { surface } from '../Popover/Popover.css';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './Menu.css';

export interface MenuItemSpec {
  id: string;
  label: string;
  /** Makes the item a link that navigates (e.g. "Profile"). */
  href?: string;
  isDisabled?: boolean;
  /** `critical` for destructive actions ("Delete thing", "Sign out"). */
  tone?: 'neutral' | 'critical';
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

export interface MenuProps {
  /** The accessible name of the trigger button. */
  label: string;
  /** Visible trigger content; defaults to `label`. */
  trigger?: ReactNode;
  items: MenuItemSpec[];
  /** Called with the item's id when an action item is chosen. */
  onAction?: (id: string) => void;
}

/** A button that opens a list of actions or links (react-aria's MenuTrigger + Menu). */
export function Menu({ label, trigger, items, onAction }: MenuProps) {
  const themed = usePortalThemeClass();
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger>
      <Button tone="neutral" aria-label={label}>
        <span className={styles.triggerContent}>
          {trigger ?? label}
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDown size={16} />
          </span>
        </span>
      </Button>
      <AriaPopover placement="bottom end" className={`${themed} ${surface} ${styles.popover}`}>
        <AriaMenu
          className={styles.menu}
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => onAction?.(String(key))}
        >
          {(item) => (
            <AriaMenuItem
              id={item.id}
              href={item.href}
              textValue={item.label}
              className={styles.item({ tone: item.tone ?? 'neutral' })}
            >
              {item.icon ? (
                <span className={styles.itemIcon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.label}</span>
            </AriaMenuItem>
          )}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
