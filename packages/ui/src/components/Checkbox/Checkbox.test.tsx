import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('renders an unchecked checkbox named by its label', () => {
    render(<Checkbox>Email me a weekly digest</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly digest' });
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('starts ticked with defaultSelected and follows isSelected', () => {
    const { rerender } = render(<Checkbox defaultSelected>Digest</Checkbox>);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    rerender(<Checkbox isSelected={false}>Digest</Checkbox>);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('calls onChange on click and Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onChange={onChange}>Digest</Checkbox>);
    await user.click(screen.getByRole('checkbox', { name: 'Digest' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is mixed when isIndeterminate', () => {
    render(<Checkbox isIndeterminate>All things</Checkbox>);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });

  it('is disabled with isDisabled', () => {
    render(<Checkbox isDisabled>Digest</Checkbox>);
    expect(screen.getByRole('checkbox').hasAttribute('disabled')).toBe(true);
  });

  it('links the description', () => {
    render(<Checkbox description="Sent on Mondays">Digest</Checkbox>);
    const id = screen.getByRole('checkbox').getAttribute('aria-describedby')!;
    expect(id.split(' ').map((part) => document.getElementById(part)?.textContent)).toContain(
      'Sent on Mondays',
    );
  });

  it('shows errorMessage with aria-invalid', () => {
    render(<Checkbox errorMessage="Accept the terms to continue">Terms</Checkbox>);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Accept the terms to continue')).toBeTruthy();
  });

  it('blocks submit with the required message when isRequired and unticked', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <Checkbox isRequired name="terms" requiredMessage="Accept the terms to continue">
          I accept the terms
        </Checkbox>
        <button type="submit">Join</button>
      </Form>,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Accept the terms to continue')).toBeTruthy();
  });
});
