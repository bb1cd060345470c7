import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@bloomkeep/ui';
import { ThingCollaborators, removalFor, type ThingHelper } from './ThingCollaborators';

afterEach(cleanup);

const person = (overrides: Partial<ThingHelper>): ThingHelper => ({
  accessId: 'x',
  name: 'Someone',
  username: 'someone',
  isOwner: false,
  isCollaborator: true,
  isYou: false,
  ...overrides,
});

describe('removalFor', () => {
  it('lets you stop helping as a collaborator, never as an owner', () => {
    expect(removalFor(person({ isYou: true }), false)).toBe('stopHelping');
    expect(removalFor(person({ isYou: true, isOwner: true }), true)).toBeNull();
  });
  it('lets owners remove collaborators, not other owners; others remove nobody', () => {
    expect(removalFor(person({}), true)).toBe('remove');
    expect(removalFor(person({ isOwner: true }), true)).toBeNull();
    expect(removalFor(person({}), false)).toBeNull();
  });
  it('removes nobody who helps through a group: they leave the group instead', () => {
    const viaGroup = { name: 'Park friends', href: '/groups/park-friends', isGroupOwner: false };
    expect(removalFor(person({ isCollaborator: false, viaGroup }), true)).toBeNull();
    expect(removalFor(person({ isCollaborator: false, isYou: true, viaGroup }), false)).toBeNull();
  });
});

describe('ThingCollaborators', () => {
  it('asks before removing, then removes that person', async () => {
    const onRemove = vi.fn(async () => {});
    const hal = person({ accessId: 'hal', name: 'Hal Helper', username: 'hal' });
    render(
      <ThemeProvider theme="default">
        <ThingCollaborators
          thingName="Castle Street bee cafe"
          thingWord="bee cafe"
          canManage
          people={[person({ accessId: 'me', name: 'Olive', isOwner: true, isYou: true }), hal]}
          onRemove={onRemove}
        />
      </ThemeProvider>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Olive (you)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hal Helper' }));
    expect(onRemove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Hal Helper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(hal);
  });
});
