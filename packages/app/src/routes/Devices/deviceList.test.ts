import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVICE_LIST,
  deviceViewsFor,
  visibleDeviceView,
  visibleDevices,
  type ListedDevice,
} from './deviceList';

const now = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const devices: ListedDevice[] = [
  {
    id: '1',
    name: 'castle bed sensor',
    deviceId: 'eui-a840410001',
    model: 'LSE01',
    createdAt: '2026-01-03T00:00:00Z',
    updated: hoursAgo(2),
    isOwner: true,
  },
  {
    id: '2',
    name: 'Allotment pH',
    deviceId: 'eui-a840410002',
    model: 'LSPH01',
    createdAt: '2026-01-01T00:00:00Z',
    updated: hoursAgo(30),
    isOwner: false,
  },
  {
    id: '3',
    name: 'Bee cafe pump',
    deviceId: 'eui-70b3d57ed0001',
    model: 'THE_THINGS_UNO',
    createdAt: '2026-01-02T00:00:00Z',
    updated: hoursAgo(1),
    isOwner: false,
  },
  {
    id: '4',
    name: 'Quiet sensor',
    deviceId: 'eui-a840410004',
    model: 'LSE01',
    createdAt: '2026-01-04T00:00:00Z',
    updated: null,
    isOwner: true,
  },
];

const names = (list: readonly ListedDevice[]) => list.map((device) => device.name);
const show = (settings: Partial<typeof DEFAULT_DEVICE_LIST>) =>
  names(visibleDevices(devices, { ...DEFAULT_DEVICE_LIST, ...settings }, now));

describe('the /devices list', () => {
  it('lists every device by name, A to Z, by default (spec §9), ignoring case', () => {
    expect(DEFAULT_DEVICE_LIST).toMatchObject({ layout: 'tiles', sort: 'NAME_ASC', view: 'all' });
    expect(show({})).toEqual([
      'Allotment pH',
      'Bee cafe pump',
      'castle bed sensor',
      'Quiet sensor',
    ]);
  });

  it('shows only the devices the user owns under "Mine"', () => {
    expect(show({ view: 'own' })).toEqual(['castle bed sensor', 'Quiet sensor']);
  });

  it('shows devices heard from in the last 24 hours under "Recent", newest first, whatever the sort', () => {
    expect(show({ view: 'recent', sort: 'NAME_DESC' })).toEqual([
      'Bee cafe pump',
      'castle bed sensor',
    ]);
  });

  it('searches names and device ids, and filters by model', () => {
    expect(show({ search: 'PUMP' })).toEqual(['Bee cafe pump']);
    expect(show({ search: 'eui-a8404100' })).toEqual([
      'Allotment pH',
      'castle bed sensor',
      'Quiet sensor',
    ]);
    expect(show({ search: 'sensor', filter: 'LSE01' })).toEqual([
      'castle bed sensor',
      'Quiet sensor',
    ]);
    expect(show({ filter: 'LSPH01' })).toEqual(['Allotment pH']);
    expect(show({ search: 'nothing like it' })).toEqual([]);
  });

  it('sorts by name or by when the device was added', () => {
    expect(show({ sort: 'NAME_DESC' })).toEqual([
      'Quiet sensor',
      'castle bed sensor',
      'Bee cafe pump',
      'Allotment pH',
    ]);
    expect(show({ sort: 'CREATED_AT_DESC' })).toEqual([
      'Quiet sensor',
      'castle bed sensor',
      'Bee cafe pump',
      'Allotment pH',
    ]);
    expect(show({ sort: 'CREATED_AT_ASC' })).toEqual([
      'Allotment pH',
      'Bee cafe pump',
      'castle bed sensor',
      'Quiet sensor',
    ]);
  });

  it('offers a guest no "Mine", and shows "All" for a stored "Mine" or an unknown view', () => {
    expect(deviceViewsFor(false)).toEqual(['all', 'recent']);
    expect(deviceViewsFor(true)).toEqual(['all', 'own', 'recent']);
    expect(visibleDeviceView('own', false)).toBe('all');
    expect(visibleDeviceView('own', true)).toBe('own');
    expect(visibleDeviceView('collaborating', true)).toBe('all');
  });
});
