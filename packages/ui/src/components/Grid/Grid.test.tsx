import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Grid.css';
import { Grid, balancedColumns } from './Grid';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => <div key={index}>Item {index + 1}</div>);

function cssVar(ref: string): string {
  // createVar() returns `var(--name)`; the inline style is set on `--name`.
  return ref.replace(/^var\((.*)\)$/, '$1');
}

describe('Grid', () => {
  it('renders its children', () => {
    render(
      <Grid gap="medium">
        <div>One</div>
        <div>Two</div>
      </Grid>,
    );
    expect(screen.getByText('One')).toBeTruthy();
  });

  it('sets column counts per breakpoint, inheriting missing ones from smaller breakpoints', () => {
    const { container } = render(
      <Grid gap="medium" columns={{ small: 1, tablet: 2, wide: 4 }}>
        {items(8)}
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue(cssVar(styles.columnsSmall))).toBe('1');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsTablet))).toBe('2');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsDesktop))).toBe('2');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsWide))).toBe('4');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsUltraWide))).toBe('4');
  });

  it('defaults to one column', () => {
    const { container } = render(<Grid gap="small">x</Grid>);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue(cssVar(styles.columnsSmall))).toBe('1');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsWide))).toBe('1');
  });

  it('auto-fills columns of minItemWidth', () => {
    const { container } = render(
      <Grid gap="small" minItemWidth={240} columns={{ tablet: 3 }}>
        x
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toContain(styles.autoFill);
    expect(grid.style.getPropertyValue(cssVar(styles.minItemWidth))).toBe('240px');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsTablet))).toBe('');
  });

  it('uses a different class per gap', () => {
    const { container } = render(
      <>
        <Grid gap="small">a</Grid>
        <Grid gap="large">b</Grid>
      </>,
    );
    const [small, large] = Array.from(container.children);
    expect(small?.className).not.toBe(large?.className);
  });

  it('renders as a named list', () => {
    render(
      <Grid gap="small" as="ul" aria-label="Things">
        <li>Oak</li>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Things' }).tagName).toBe('UL');
  });

  it('balances rows: 3 stat tiles in a 4-column grid make one row of 3', () => {
    const { container } = render(
      <Grid gap="medium" columns={{ small: 1, tablet: 3, desktop: 4 }}>
        {items(3)}
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue(cssVar(styles.columnsSmall))).toBe('1');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsTablet))).toBe('3');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsDesktop))).toBe('3');
  });

  it('balances rows: 4 items in at most 3 columns make 2 by 2, not 3 and an orphan', () => {
    const { container } = render(
      <Grid gap="medium" columns={{ small: 1, tablet: 3, desktop: 4 }}>
        {items(4)}
        {null}
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue(cssVar(styles.columnsTablet))).toBe('2');
    expect(grid.style.getPropertyValue(cssVar(styles.columnsDesktop))).toBe('4');
  });

  it('keeps the given counts when asked to', () => {
    const { container } = render(
      <Grid gap="medium" columns={{ desktop: 4 }} isUnbalanced>
        {items(3)}
      </Grid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue(cssVar(styles.columnsDesktop))).toBe('4');
  });
});

describe('balancedColumns', () => {
  it.each([
    [4, 3, 3],
    [3, 4, 2],
    [4, 6, 4],
    [3, 8, 3],
    [4, 7, 4],
    [3, 5, 3],
    [2, 3, 2],
    [2, 4, 2],
    [4, 8, 4],
    [1, 5, 1],
    [3, 7, 3],
    [4, 0, 4],
  ])('at most %i columns for %i items: %i', (max, count, expected) => {
    expect(balancedColumns(max, count)).toBe(expected);
  });
});
