import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'overview', label: 'Overview', content: 'Planted in 2024.' },
  { id: 'actions', label: 'Actions', content: '24 waterings.' },
  { id: 'devices', label: 'Devices', content: 'No devices.', isDisabled: true },
  { id: 'photos', label: 'Photos', content: '6 photos.' },
];

describe('Tabs', () => {
  it('renders a named tablist with tabs and the first panel selected', () => {
    render(<Tabs aria-label="Thing sections" items={items} />);
    const list = screen.getByRole('tablist', { name: 'Thing sections' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Actions',
      'Devices',
      'Photos',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel.textContent).toBe('Planted in 2024.');
  });

  it('selects defaultSelectedKey', () => {
    render(<Tabs aria-label="Thing sections" items={items} defaultSelectedKey="actions" />);
    expect(screen.getByRole('tab', { name: 'Actions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('24 waterings.');
  });

  it('switches on click and calls onSelectionChange', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs aria-label="Thing sections" items={items} onSelectionChange={onSelectionChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('photos');
    expect(screen.getByRole('tabpanel').textContent).toBe('6 photos.');
  });

  it('moves with arrow keys, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Thing sections" items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Photos' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('6 photos.');
    expect(screen.getByRole('tab', { name: 'Devices' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('is controlled by selectedKey', () => {
    render(<Tabs aria-label="Thing sections" items={items} selectedKey="photos" />);
    expect(screen.getByRole('tab', { name: 'Photos' }).getAttribute('aria-selected')).toBe('true');
  });

  it('supports vertical orientation with up/down arrows', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Settings" items={items} orientation="vertical" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Actions' }));
  });
});
