import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeeklyBarChart } from './WeeklyBarChart';

/** 12 weeks from Monday 2026-09-07. */
function weeks(values: readonly number[]) {
  return values.map((value, index) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
    value,
  }));
}

const meta = {
  title: 'App/Admin/WeeklyBarChart',
  component: WeeklyBarChart,
  tags: ['autodocs'],
  args: {
    title: 'Sign-ups',
    unit: { one: 'sign-up', other: 'sign-ups' },
    weeks: weeks([2, 5, 3, 8, 1, 0, 4, 9, 6, 3, 7, 2]),
  },
} satisfies Meta<typeof WeeklyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Sign-ups' });
    await expect(figure).toHaveTextContent(
      '50 sign-ups in 12 weeks; most in the week of Oct 26 (9).',
    );
  },
};

/** Distinct people per week cannot be added up: the summary gives the busiest week instead. */
export const Peak: Story = {
  args: {
    title: 'Active users',
    unit: { one: 'active user', other: 'active users' },
    summary: 'peak',
    weeks: weeks([12, 15, 14, 20, 18, 11, 9, 16, 22, 19, 17, 6]),
  },
};

export const Empty: Story = {
  args: { weeks: weeks(Array.from({ length: 12 }, () => 0)) },
};

export const LargeCounts: Story = {
  args: {
    title: 'Actions',
    unit: { one: 'action', other: 'actions' },
    weeks: weeks([1200, 980, 1430, 1610, 1720, 1280, 1990, 2310, 2050, 1870, 2200, 640]),
  },
};
