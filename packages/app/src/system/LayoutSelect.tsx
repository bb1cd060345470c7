// The "Layout" choice of every list page (things, devices, groups): tiles or a list, the
// page's default first (spec §9: things default to a list, devices and groups to tiles).
import { Select } from '@bloomkeep/ui';
import type { ListSettings } from '../local/localState';

type Layout = ListSettings['layout'];

const LABELS: Record<Layout, string> = { list: 'List', tiles: 'Tiles' };

export function LayoutSelect({
  value,
  onChange,
  defaultLayout,
}: {
  value: Layout;
  onChange: (layout: Layout) => void;
  /** Listed first: the layout the page starts with. */
  defaultLayout: Layout;
}) {
  const order: Layout[] = defaultLayout === 'list' ? ['list', 'tiles'] : ['tiles', 'list'];
  return (
    <Select
      label="Layout"
      items={order.map((id) => ({ id, label: LABELS[id] }))}
      selectedKey={value}
      onSelectionChange={(id) => id && onChange(id as Layout)}
    />
  );
}
