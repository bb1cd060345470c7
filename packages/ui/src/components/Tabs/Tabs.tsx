import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList,
  TabPanel,
  TabPanels,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list, e.g. "Thing sections". */
  'aria-label': string;
  defaultSelectedKey?: string;
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /** Vertical tabs suit wide settings pages; arrow keys follow the orientation. */
  orientation?: 'horizontal' | 'vertical';
}

/** Sections of one view switched in place (react-aria's Tabs: arrow keys move between tabs). */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  orientation = 'horizontal',
}: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      className={styles.tabs({ orientation })}
      orientation={orientation}
      defaultSelectedKey={defaultSelectedKey}
      selectedKey={selectedKey}
      disabledKeys={disabledKeys}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={ariaLabel} className={styles.tabList({ orientation })} items={items}>
        {(item) => (
          <AriaTab id={item.id} className={styles.tab({ orientation })}>
            {item.label}
          </AriaTab>
        )}
      </TabList>
      <TabPanels>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </AriaTabs>
  );
}
