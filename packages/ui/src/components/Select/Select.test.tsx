import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const items = [
  { id: 'PLANTER', label: 'Planter' },
  { id: 'TREE', label: 'Tree' },
  { id: 'BEECAFE', label: 'Bee cafe', isDisabled: true },
];

describe('Select', () => {
  it('renders a button named by the label showing the placeholder', () => {
    render(<Select label="Category" items={items} />);
    const trigger = screen.getByRole('button', { name: /Category/ });
    expect(trigger.textContent).toContain('Select an option');
  });

  it('opens a listbox and calls onSelectionChange with the chosen id', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="Category" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    const listbox = screen.getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tree' }));
    expect(onSelectionChange).toHaveBeenCalledWith('TREE');
    expect(screen.getByRole('button', { name: /Category/ }).textContent).toContain('Tree');
  });

  it('opens with the keyboard and marks disabled items', async () => {
    const user = userEvent.setup();
    render(<Select label="Category" items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Bee cafe' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows defaultSelectedKey and the controlled selectedKey', () => {
    const { rerender } = render(
      <Select label="Category" items={items} defaultSelectedKey="TREE" />,
    );
    expect(screen.getByRole('button', { name: /Category/ }).textContent).toContain('Tree');
    rerender(<Select label="Category" items={items} selectedKey="PLANTER" />);
  });

  it('shows errorMessage and is disabled with isDisabled', () => {
    render(<Select label="Category" items={items} errorMessage="Pick a category" isDisabled />);
    expect(screen.getByText('Pick a category')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Category/ }).hasAttribute('disabled')).toBe(true);
  });

  it('requires a choice on submit with isRequired', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <Select label="Category" name="category" items={items} isRequired />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is mandatory')).toBeTruthy();
  });
});
