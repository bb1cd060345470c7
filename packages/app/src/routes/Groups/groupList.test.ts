import { describe, expect, it } from 'vitest';
import { groupCountText, visibleGroupView, visibleGroups } from './groupList';

const groups = [
  {
    name: 'Year 5 Bee Club',
    description: 'School bees',
    createdAt: '2026-03-01T00:00:00Z',
    myMembership: null,
  },
  {
    name: 'allotment friends',
    description: null,
    createdAt: '2026-01-01T00:00:00Z',
    myMembership: { isOwner: false },
  },
  {
    name: 'Castle Street gardeners',
    description: 'Beds by the castle',
    createdAt: '2026-02-01T00:00:00Z',
    myMembership: { isOwner: true },
  },
];
const names = (list: readonly { name: string }[]) => list.map((group) => group.name);

describe('visibleGroups', () => {
  it('sorts by name ascending by default, ignoring case and reading numbers as numbers', () => {
    expect(names(visibleGroups(groups, { view: 'all', search: '', sort: 'NAME_ASC' }))).toEqual([
      'allotment friends',
      'Castle Street gardeners',
      'Year 5 Bee Club',
    ]);
  });

  it('keeps owned groups for "owned" and any membership for "memberships"', () => {
    expect(names(visibleGroups(groups, { view: 'owned', search: '', sort: 'NAME_ASC' }))).toEqual([
      'Castle Street gardeners',
    ]);
    expect(
      names(visibleGroups(groups, { view: 'memberships', search: '', sort: 'NAME_ASC' })),
    ).toEqual(['allotment friends', 'Castle Street gardeners']);
  });

  it('searches every word in the name and description, and sorts by age both ways', () => {
    expect(
      names(visibleGroups(groups, { view: 'all', search: 'CASTLE beds', sort: 'NAME_ASC' })),
    ).toEqual(['Castle Street gardeners']);
    expect(
      names(visibleGroups(groups, { view: 'all', search: '', sort: 'CREATED_AT_DESC' })),
    ).toEqual(['Year 5 Bee Club', 'Castle Street gardeners', 'allotment friends']);
    expect(
      names(visibleGroups(groups, { view: 'all', search: '', sort: 'CREATED_AT_ASC' })),
    ).toEqual(['allotment friends', 'Castle Street gardeners', 'Year 5 Bee Club']);
  });
});

describe('visibleGroupView', () => {
  it('shows guests all groups, whatever was stored', () => {
    expect(visibleGroupView('owned', false)).toBe('all');
    expect(visibleGroupView('owned', true)).toBe('owned');
    expect(visibleGroupView('recent', true)).toBe('all');
  });
});

describe('groupCountText', () => {
  it('counts, and says when a search narrowed the list', () => {
    expect(groupCountText(1, false)).toBe('1 group');
    expect(groupCountText(2, true)).toBe('2 groups match the search');
  });
});
