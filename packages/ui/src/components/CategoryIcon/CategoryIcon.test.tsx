import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from '../../domain/icons';
import { thingCategories, thingCategoryLabel } from '../../domain/thingCategory';
import { CategoryIcon } from './CategoryIcon';

describe('CategoryIcon', () => {
  it('has an icon for each of the 19 categories, no two alike', () => {
    expect(thingCategories).toHaveLength(19);
    const icons = new Set(thingCategories.map((category) => categoryIcon[category]));
    expect(icons.size).toBe(19);
  });

  it.each(thingCategories.map((c) => [c]))('renders %s as a named image with a label', (c) => {
    render(<CategoryIcon category={c} label={thingCategoryLabel[c]} />);
    const img = screen.getByRole('img', { name: thingCategoryLabel[c] });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<CategoryIcon category="TREE" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sizes the icon', () => {
    const { container } = render(
      <>
        <CategoryIcon category="TREE" size="small" />
        <CategoryIcon category="TREE" size="large" />
      </>,
    );
    const [small, large] = container.querySelectorAll('svg');
    expect(small?.getAttribute('class')).not.toBe(large?.getAttribute('class'));
  });
});
