import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'public', label: 'Public', description: 'Anyone can see it on the map' },
  { value: 'group', label: 'Group only' },
  { value: 'private', label: 'Private', isDisabled: true },
];

describe('RadioGroup', () => {
  it('renders a radiogroup named by its label with one radio per option', () => {
    render(<RadioGroup label="Visibility" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Visibility' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Public/ })).toBeTruthy();
  });

  it('calls onChange on click and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RadioGroup label="Visibility" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Public/ }));
    expect(onChange).toHaveBeenLastCalledWith('public');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('group');
  });

  it('uses defaultValue, disables options and the whole group', () => {
    const { rerender } = render(
      <RadioGroup label="Visibility" options={options} defaultValue="group" />,
    );
    expect((screen.getByRole('radio', { name: 'Group only' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('radio', { name: 'Private' }).hasAttribute('disabled')).toBe(true);
    rerender(<RadioGroup label="Visibility" options={options} isDisabled />);
    expect(screen.getByRole('radio', { name: /Public/ }).hasAttribute('disabled')).toBe(true);
  });

  it('sets aria-orientation', () => {
    render(<RadioGroup label="Visibility" options={options} orientation="horizontal" />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('shows errorMessage with aria-invalid and the description', () => {
    render(
      <RadioGroup
        label="Visibility"
        options={options}
        description="Change it later in settings."
        errorMessage="Choose who can see it"
      />,
    );
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose who can see it')).toBeTruthy();
    expect(screen.getByText('Change it later in settings.')).toBeTruthy();
  });

  it('requires a choice on submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <RadioGroup label="Visibility" name="visibility" options={options} isRequired />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is mandatory')).toBeTruthy();
  });
});
