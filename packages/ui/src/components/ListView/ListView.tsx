import { LayoutGrid, List } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { GridList } from '../GridList/GridList';
import * as styles from './ListView.css';

/** Spec §9: thing lists default to `list`; groups and devices default to `tiles`. */
export type ListViewLayout = 'tiles' | 'list';

export interface ListViewProps<Item extends { id: string }> {
  'aria-label': string;
  items: Item[];
  renderItem: (item: Item, layout: ListViewLayout) => ReactNode;
  getTextValue?: (item: Item) => string;
  /** Controlled layout. */
  layout?: ListViewLayout;
  defaultLayout?: ListViewLayout;
  onLayoutChange?: (layout: ListViewLayout) => void;
  onAction?: (id: string) => void;
  renderEmptyState?: () => ReactNode;
  /** Shows placeholder tiles or rows (with aria-busy) instead of items. */
  isLoading?: boolean;
}

/** A collection with a "Layout" switch between tiles and a one-column list. */
export function ListView<Item extends { id: string }>({
  'aria-label': ariaLabel,
  items,
  renderItem,
  getTextValue,
  layout: controlledLayout,
  defaultLayout = 'list',
  onLayoutChange,
  onAction,
  renderEmptyState,
  isLoading = false,
}: ListViewProps<Item>) {
  const [uncontrolledLayout, setLayout] = useState<ListViewLayout>(defaultLayout);
  const layout = controlledLayout ?? uncontrolledLayout;
  const change = (keys: Set<Key>) => {
    const next = [...keys][0] as ListViewLayout | undefined;
    if (!next) return;
    setLayout(next);
    onLayoutChange?.(next);
  };
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="Layout"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[layout]}
          onSelectionChange={change}
          className={styles.switcher}
        >
          <ToggleButton id="tiles" className={styles.option}>
            <LayoutGrid size={16} aria-hidden="true" />
            Tiles
          </ToggleButton>
          <ToggleButton id="list" className={styles.option}>
            <List size={16} aria-hidden="true" />
            List
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {isLoading ? (
        <div
          aria-busy="true"
          aria-label={ariaLabel}
          role="status"
          className={layout === 'tiles' ? styles.skeletonGrid : styles.skeletonStack}
        >
          {Array.from({ length: layout === 'tiles' ? 4 : 3 }, (_, index) => (
            <div
              key={index}
              className={layout === 'tiles' ? styles.skeletonTile : styles.skeletonRow}
            />
          ))}
        </div>
      ) : (
        <GridList
          aria-label={ariaLabel}
          items={items}
          layout={layout === 'tiles' ? 'grid' : 'stack'}
          getTextValue={getTextValue}
          onAction={onAction}
          renderEmptyState={renderEmptyState}
          dependencies={[layout, renderItem]}
        >
          {(item) => renderItem(item, layout)}
        </GridList>
      )}
    </div>
  );
}
