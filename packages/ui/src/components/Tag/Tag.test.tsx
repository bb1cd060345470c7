import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('renders its text', () => {
    render(<Tag>Private</Tag>);
    expect(screen.getByText('Private').tagName).toBe('SPAN');
  });

  it('styles each tone differently', () => {
    render(
      <>
        <Tag tone="positive">Moist</Tag>
        <Tag tone="critical">Too dry</Tag>
        <Tag tone="accent">You</Tag>
        <Tag>Unknown</Tag>
      </>,
    );
    const positive = screen.getByText('Moist').className;
    const critical = screen.getByText('Too dry').className;
    const accent = screen.getByText('You').className;
    const neutral = screen.getByText('Unknown').className;
    expect(new Set([positive, critical, accent, neutral]).size).toBe(4);
  });
});
