import { describe, expect, it } from 'vitest';
import { accountThings } from './AccountThingsRoute';

function thing(id: string, name: string) {
  return { id, name, category: 'TREE' as const, description: null, isPublic: true };
}

describe('accountThings', () => {
  it('lists owned things first, then collaborations, each by name', () => {
    const things = accountThings([
      { isOwner: false, isCollaborator: true, thing: thing('a', 'Apple tree') },
      { isOwner: true, isCollaborator: false, thing: thing('b', 'Yew hedge') },
      { isOwner: true, isCollaborator: true, thing: thing('c', 'bee cafe') },
    ]);
    expect(things.map((item) => [item.name, item.role])).toEqual([
      ['bee cafe', 'Owner'],
      ['Yew hedge', 'Owner'],
      ['Apple tree', 'Collaborator'],
    ]);
  });

  it('leaves out accesses without a role or without a readable thing', () => {
    expect(
      accountThings([
        { isOwner: false, isCollaborator: false, thing: thing('a', 'Apple tree') },
        { isOwner: true, isCollaborator: false, thing: null },
      ]),
    ).toEqual([]);
  });

  it('shows a thing once, with its strongest role', () => {
    const things = accountThings([
      { isOwner: true, isCollaborator: false, thing: thing('a', 'Apple tree') },
      { isOwner: false, isCollaborator: true, thing: thing('a', 'Apple tree') },
    ]);
    expect(things).toEqual([{ ...thing('a', 'Apple tree'), role: 'Owner' }]);
  });
});
