// The /devices list settings and what they show (decision 0123): views all, own and
// recent, a search over name and device id, a model filter and a sort, applied to the
// devices the visitor may see. Kept per user in local state like the things list.
import type { DeviceModel } from '@bloomkeep/schema';
import { DEFAULT_DEVICE_LAYOUT, DEFAULT_SORT } from '../../local/defaults';
import type { ListSettings } from '../../local/localState';

/** The local-state key of the list's settings. */
export const DEVICE_LIST = 'devices';

export type DeviceView = 'all' | 'own' | 'recent';
export const DEVICE_VIEWS: DeviceView[] = ['all', 'own', 'recent'];
export const DEVICE_VIEW_LABELS: Record<DeviceView, string> = {
  all: 'All',
  own: 'Mine',
  recent: 'Recent',
};

export type DeviceSort = 'NAME_ASC' | 'NAME_DESC' | 'CREATED_AT_DESC' | 'CREATED_AT_ASC';
export const DEVICE_SORTS: { id: DeviceSort; label: string }[] = [
  { id: 'NAME_ASC', label: 'Name, A to Z' },
  { id: 'NAME_DESC', label: 'Name, Z to A' },
  { id: 'CREATED_AT_DESC', label: 'Newest first' },
  { id: 'CREATED_AT_ASC', label: 'Oldest first' },
];

/** Spec §9: devices show as tiles, sorted by name ascending. */
export const DEFAULT_DEVICE_LIST: ListSettings = {
  view: 'all',
  search: '',
  layout: DEFAULT_DEVICE_LAYOUT,
  sort: DEFAULT_SORT,
  filter: null,
};

/** "Recent": devices that sent an uplink within this many hours. */
export const RECENT_HOURS = 24;

export interface ListedDevice {
  readonly id: string;
  readonly name: string;
  readonly deviceId: string;
  readonly model: DeviceModel;
  readonly createdAt: string;
  /** When the device last sent an uplink. */
  readonly updated?: string | null;
  readonly isOwner?: boolean | null;
}

export function isDeviceView(value: unknown): value is DeviceView {
  return DEVICE_VIEWS.includes(value as DeviceView);
}

/** The view to show: a guest has no devices of their own, and a stale value falls back. */
export function visibleDeviceView(view: unknown, signedIn: boolean): DeviceView {
  if (!isDeviceView(view)) return 'all';
  return view === 'own' && !signedIn ? 'all' : view;
}

export function deviceViewsFor(signedIn: boolean): DeviceView[] {
  return DEVICE_VIEWS.filter((view) => signedIn || view !== 'own');
}

const byName = (a: ListedDevice, b: ListedDevice) =>
  a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/**
 * The devices a view, search, model filter and sort leave, in order. "Recent" lists the
 * devices heard from in the last 24 hours, newest uplink first, whatever the sort.
 */
export function visibleDevices<D extends ListedDevice>(
  devices: readonly D[],
  settings: Pick<ListSettings, 'view' | 'search' | 'sort' | 'filter'>,
  now: Date,
): D[] {
  const words = settings.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const since = now.getTime() - RECENT_HOURS * 3_600_000;
  const shown = devices.filter((device) => {
    if (settings.view === 'own' && !device.isOwner) return false;
    if (settings.view === 'recent' && !(time(device.updated) >= since)) return false;
    if (settings.filter && device.model !== settings.filter) return false;
    const text = `${device.name} ${device.deviceId}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  if (settings.view === 'recent') {
    return shown.sort((a, b) => time(b.updated) - time(a.updated) || byName(a, b));
  }
  const sorts: Record<string, (a: D, b: D) => number> = {
    NAME_ASC: byName,
    NAME_DESC: (a, b) => byName(b, a),
    CREATED_AT_DESC: (a, b) => time(b.createdAt) - time(a.createdAt) || byName(a, b),
    CREATED_AT_ASC: (a, b) => time(a.createdAt) - time(b.createdAt) || byName(a, b),
  };
  return shown.sort(sorts[settings.sort] ?? byName);
}
