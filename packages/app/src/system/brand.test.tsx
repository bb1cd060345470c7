import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandProvider, useBrand } from './brand';

function Words() {
  const brand = useBrand();
  return <p>{`${brand.name}: ${brand.tagline} (${brand.lookAfter})`}</p>;
}

afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

describe('BrandProvider', () => {
  it("gives the bee cafe host the bee cafe brand's words, with no Bloomkeep green in them", () => {
    const { container } = render(
      <BrandProvider theme="beeCafe">
        <Words />
      </BrandProvider>,
    );
    expect(container.textContent).toBe(
      'Bee Cafe Club: Keep your street’s bee cafes blooming, together. (your street’s bee cafes)',
    );
    expect(container.textContent).not.toMatch(/Bloomkeep|green/);
  });

  it("puts the brand's tagline in the page description", () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Look after shared green things with your community.';
    document.head.append(meta);
    render(
      <BrandProvider theme="beeCafe">
        <Words />
      </BrandProvider>,
    );
    expect(meta.content).toBe('Keep your street’s bee cafes blooming, together.');
  });
});
