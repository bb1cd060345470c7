import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton />);
    expect(screen.getByTestId('skeleton').getAttribute('aria-hidden')).toBe('true');
  });

  it('takes width and height in pixels or CSS lengths', () => {
    render(<Skeleton width={120} height="2rem" />);
    const element = screen.getByTestId('skeleton');
    expect(element.style.width).toBe('120px');
    expect(element.style.height).toBe('2rem');
  });

  it('makes circles square by default and styles each shape differently', () => {
    render(
      <>
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="rect" />
        <Skeleton shape="text" />
      </>,
    );
    const [circle, rect, text] = screen.getAllByTestId('skeleton');
    expect(circle!.style.height).toBe('48px');
    expect(rect!.style.height).toBe('80px');
    expect(new Set([circle!.className, rect!.className, text!.className]).size).toBe(3);
  });
});
