import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button named by its label', () => {
    render(<Button>Water now</Button>);
    expect(screen.getByRole('button', { name: 'Water now' })).toBeTruthy();
  });

  it('calls onPress on click', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Water now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Water now' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('calls onPress on Enter and on Space', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Water now</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Water now' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses and is disabled when isDisabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Water now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Water now' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('sets aria-busy and aria-disabled, shows a spinner and ignores presses when isPending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('leaves no announcement naming it once it is gone (axe role-img-alt)', async () => {
    // A form's submit button: focused, pending while it saves, then unmounted by navigation.
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button>Create account</Button>);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    rerender(<Button isPending>Create account</Button>);
    rerender(<Button>Create account</Button>);
    const dangling = () =>
      document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]').length;
    expect(dangling()).toBeGreaterThan(0);
    unmount();
    expect(dangling()).toBe(0);
  });

  it('keeps the label as the accessible name when an icon is given', () => {
    render(<Button icon={<svg data-testid="icon" />}>Add thing</Button>);
    expect(screen.getByRole('button', { name: 'Add thing' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('applies different styles per tone and size', () => {
    render(
      <>
        <Button tone="brand">One</Button>
        <Button tone="critical">Two</Button>
        <Button tone="critical" size="large">
          Three
        </Button>
      </>,
    );
    const one = screen.getByRole('button', { name: 'One' }).className;
    const two = screen.getByRole('button', { name: 'Two' }).className;
    const three = screen.getByRole('button', { name: 'Three' }).className;
    expect(one).not.toBe(two);
    expect(two).not.toBe(three);
  });

  it('submits forms when type is submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
