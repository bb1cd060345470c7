import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('shows the picture with its alt text', () => {
    render(<Image src="/planter.jpg" alt="Planter on Mill Road" />);
    const image = screen.getByRole('img', { name: 'Planter on Mill Road' });
    expect(image.tagName).toBe('IMG');
  });

  it('shows a placeholder named by alt when src is missing', () => {
    render(<Image src={null} alt="Planter on Mill Road" />);
    const placeholder = screen.getByRole('img', { name: 'Planter on Mill Road' });
    expect(placeholder.tagName).toBe('SPAN');
  });

  it('falls back to the placeholder on load error', () => {
    render(<Image src="/broken.jpg" alt="Planter" />);
    fireEvent.error(screen.getByRole('img', { name: 'Planter' }));
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });

  it('renders a custom fallback', () => {
    render(<Image alt="Planter" fallback={<span>No photo yet</span>} />);
    expect(screen.getByText('No photo yet')).toBeTruthy();
  });

  it('hides a decorative placeholder (empty alt)', () => {
    render(<Image alt="" />);
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-hidden')).toBe('true');
  });

  it('applies the aspect ratio to the frame', () => {
    render(<Image alt="Planter" aspectRatio="16 / 9" />);
    const frame = screen.getByTestId('image-placeholder').parentElement!;
    expect(frame.style.aspectRatio).toBe('16 / 9');
  });
});
