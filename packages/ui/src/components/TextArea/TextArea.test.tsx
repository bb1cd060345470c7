import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('renders a multi-line textbox named by its label', () => {
    render(<TextArea label="Comment" />);
    expect(screen.getByRole('textbox', { name: 'Comment' }).tagName).toBe('TEXTAREA');
  });

  it('calls onChange and counts characters against maxLength', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Comment" maxLength={140} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Wet');
    expect(onChange).toHaveBeenLastCalledWith('Wet');
    expect(screen.getByText('3/140')).toBeTruthy();
  });

  it('shows errorMessage with aria-invalid', () => {
    render(<TextArea label="Comment" errorMessage="Too long" />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long')).toBeTruthy();
  });

  it('is disabled with isDisabled and shows the required asterisk', () => {
    render(<TextArea label="Comment" isDisabled isRequired description="Be kind" />);
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Be kind')).toBeTruthy();
  });

  it('validates on leaving with validate', async () => {
    const user = userEvent.setup();
    render(
      <TextArea label="Comment" validate={(v) => (v.length < 5 ? 'Write a bit more' : null)} />,
    );
    await user.type(screen.getByRole('textbox'), 'Hi');
    await user.tab();
    expect(screen.getByText('Write a bit more')).toBeTruthy();
  });
});
