import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThingCard, type ThingCardProps } from './ThingCard';

const base: ThingCardProps = {
  name: 'Corner bee cafe',
  category: 'BEECAFE',
  description: 'Wildflowers and a water bowl by the bus stop.',
  isPublic: true,
  createdAt: '2025-03-04T23:30:00Z',
};

describe('ThingCard', () => {
  it('is an article named by the thing', () => {
    render(<ThingCard {...base} />);
    expect(screen.getByRole('article', { name: 'Corner bee cafe' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Corner bee cafe' })).toBeTruthy();
  });

  it.each([
    ['BEECAFE', 'Bee cafe'],
    ['FLOWERBED', 'Flower bed'],
    ['VEGETABLEBED', 'Vegetable bed'],
    ['NOTICEBOARD', 'Notice board'],
    ['BOOKSHARE', 'Book share'],
  ] as const)('labels category %s as "%s"', (category, label) => {
    render(<ThingCard {...base} category={category} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows a Private tag only when the thing is not public', () => {
    const { rerender } = render(<ThingCard {...base} />);
    expect(screen.queryByText('Private')).toBeNull();
    rerender(<ThingCard {...base} isPublic={false} />);
    expect(screen.getByText('Private')).toBeTruthy();
  });

  it('shows the UTC creation date in en-US with a machine-readable datetime', () => {
    render(<ThingCard {...base} />);
    const time = screen.getByText('Mar 4, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-03-04');
  });

  it('shows the photo as a decorative thumbnail, else the category icon in its place', () => {
    const { container, rerender } = render(<ThingCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    // The placeholder's icon, and the small one beside the category name.
    expect(container.querySelectorAll('svg').length).toBe(2);
    rerender(<ThingCard {...base} imageSrc="/bee.jpg" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('svg').length).toBe(1);
  });

  it('shows the description when given', () => {
    render(<ThingCard {...base} />);
    expect(screen.getByText(base.description as string)).toBeTruthy();
  });

  it('makes the name a link when given an href', () => {
    render(<ThingCard {...base} href="/things/42" />);
    const link = screen.getByRole('link', { name: 'Corner bee cafe' });
    expect(link.getAttribute('href')).toBe('/things/42');
    expect(within(screen.getByRole('heading')).getByRole('link')).toBe(link);
  });

  it('calls onPress when the name link is pressed by pointer or keyboard', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<ThingCard {...base} onPress={onPress} />);
    const link = screen.getByRole('link', { name: 'Corner bee cafe' });
    await user.click(link);
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('has no link without href or onPress', () => {
    render(<ThingCard {...base} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('states the indicator level in text, not colour alone', () => {
    render(<ThingCard {...base} indicatorColour="needsWater" />);
    expect(screen.getByText('Needs water')).toBeTruthy();
  });

  it('uses the requested heading level', () => {
    render(<ThingCard {...base} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Corner bee cafe' })).toBeTruthy();
  });

  it('shows the category icon beside the category label, hidden from assistive technology', () => {
    const { container } = render(<ThingCard {...base} />);
    const label = screen.getByText('Bee cafe');
    expect(label.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(0);
  });

  it('shows a decorative photo when given imageSrc', () => {
    const { container, rerender } = render(<ThingCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ThingCard {...base} imageSrc="/images/bee-cafe.jpg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/bee-cafe.jpg');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows the last action relative to now, with a datetime', () => {
    render(
      <ThingCard
        {...base}
        lastAction={{ type: 'WATERING', createdAt: '2025-06-07T09:00:00Z' }}
        now={new Date('2025-06-10T09:00:00Z')}
      />,
    );
    expect(screen.getByText('Watered', { exact: false }).textContent).toBe('Watered 3 days ago');
    expect(screen.getByText('3 days ago').getAttribute('datetime')).toBe(
      '2025-06-07T09:00:00.000Z',
    );
  });

  it.each([
    ['LITTER_CLEANUP', 'Litter cleared yesterday'],
    ['CREATED', 'Created yesterday'],
  ] as const)('words last action %s as "%s"', (type, text) => {
    const { container } = render(
      <ThingCard
        {...base}
        lastAction={{ type, createdAt: '2025-06-09T09:00:00Z' }}
        now={new Date('2025-06-10T09:00:00Z')}
      />,
    );
    expect(container.textContent).toContain(text);
  });
});
