import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const items = [
  { id: 'PLANTER', label: 'Planter' },
  { id: 'TREE', label: 'Tree' },
  { id: 'BEECAFE', label: 'Bee cafe' },
];

describe('ComboBox', () => {
  it('renders a combobox named by its label', () => {
    render(<ComboBox label="Category" items={items} />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
  });

  it('filters options as you type and selects with the keyboard', async () => {
    const onSelectionChange = vi.fn();
    const onInputChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ComboBox
        label="Category"
        items={items}
        onSelectionChange={onSelectionChange}
        onInputChange={onInputChange}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('tr');
    expect(onInputChange).toHaveBeenLastCalledWith('tr');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tree']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('TREE');
  });

  it('shows "No matches" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="Category" items={items} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('zzz');
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('selects with the pointer', async () => {
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Category" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('option', { name: 'Bee cafe' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('BEECAFE');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Bee cafe');
  });

  it('shows errorMessage, asterisk and disabled state', () => {
    render(
      <ComboBox label="Category" items={items} errorMessage="Pick one" isRequired isDisabled />,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('combobox').hasAttribute('disabled')).toBe(true);
  });

  it('uses defaultSelectedKey', () => {
    render(<ComboBox label="Category" items={items} defaultSelectedKey="TREE" />);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Tree');
  });
});
