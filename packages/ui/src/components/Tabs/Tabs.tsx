import { useRef, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList,
  TabPanel,
  TabPanels,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { ScrollCue } from '../ScrollCue/ScrollCue';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /**
   * The panel. A panel with nothing focusable in it is a tab stop of its own (so keyboard users
   * can read it): give every tab real content, such as the view it selects.
   */
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
  const listRef = useRef<HTMLDivElement>(null);
  const list = (
    <TabList
      ref={listRef}
      aria-label={ariaLabel}
      className={styles.tabList({ orientation })}
      items={items}
    >
      {(item) => (
        <AriaTab id={item.id} className={styles.tab({ orientation })}>
          {item.label}
        </AriaTab>
      )}
    </TabList>
  );
  return (
    <AriaTabs
      className={styles.tabs({ orientation })}
      orientation={orientation}
      defaultSelectedKey={defaultSelectedKey}
      selectedKey={selectedKey}
      disabledKeys={disabledKeys}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      {/* A row of tabs wider than its space scrolls by itself, with a cue at the cut edge. */}
      {orientation === 'horizontal' ? <ScrollCue scrollRef={listRef}>{list}</ScrollCue> : list}
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
