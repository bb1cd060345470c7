import type { ReactNode } from 'react';
import {
  GridList as AriaGridList,
  GridListItem,
  type Key,
  type Selection,
} from 'react-aria-components';
import * as styles from './GridList.css';

export type GridListLayout = 'grid' | 'stack';

export interface GridListProps<Item extends { id: string }> {
  'aria-label': string;
  items: Item[];
  /** Renders an item's tile; it should not contain other interactive elements besides links. */
  children: (item: Item) => ReactNode;
  /** The item's plain text for type-ahead (defaults to its `name` or `label` field). */
  getTextValue?: (item: Item) => string;
  /** `grid` lays tiles out in columns (arrow keys move in 2D); `stack` is one column. */
  layout?: GridListLayout;
  /** Called with the item id when a tile is activated (click or Enter). */
  onAction?: (id: string) => void;
  renderEmptyState?: () => ReactNode;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<string> | 'all';
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<string>;
  /** Values the rendered tiles depend on besides the items (re-renders them when they change). */
  dependencies?: ReadonlyArray<unknown>;
}

function defaultTextValue(item: object): string | undefined {
  const { name, label } = item as { name?: unknown; label?: unknown };
  return typeof name === 'string' ? name : typeof label === 'string' ? label : undefined;
}

/** Tiles of things, groups or devices (react-aria's GridList with `layout="grid"` navigation). */
export function GridList<Item extends { id: string }>({
  'aria-label': ariaLabel,
  items,
  children,
  getTextValue,
  layout = 'grid',
  onAction,
  renderEmptyState,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  disabledKeys,
  dependencies,
}: GridListProps<Item>) {
  return (
    <AriaGridList
      aria-label={ariaLabel}
      items={items}
      layout={layout}
      className={styles.list({ layout })}
      onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
      renderEmptyState={
        renderEmptyState
          ? () => <div className={styles.empty}>{renderEmptyState()}</div>
          : undefined
      }
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabledKeys}
      dependencies={dependencies}
    >
      {(item) => (
        <GridListItem
          id={item.id}
          textValue={getTextValue ? getTextValue(item) : defaultTextValue(item)}
          className={styles.item}
        >
          {children(item)}
        </GridListItem>
      )}
    </AriaGridList>
  );
}
