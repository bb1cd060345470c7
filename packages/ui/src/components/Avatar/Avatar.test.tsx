import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.jpg" />);
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/ada.jpg');
  });

  it('shows initials named by the full name when src is missing', () => {
    render(<Avatar name="Ada Lovelace" src={null} />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('AL');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar name="Grace Hopper" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Grace Hopper' }));
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('GH');
  });

  it('uses a different size per size prop', () => {
    render(
      <>
        <Avatar name="Small One" size="small" />
        <Avatar name="Large One" size="large" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Small One' }).className).not.toBe(
      screen.getByRole('img', { name: 'Large One' }).className,
    );
  });

  it('takes the first and last initials, one for single names', () => {
    expect(initialsOf('Siân Mary O’Neil')).toBe('SO');
    expect(initialsOf('émile')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });
});
