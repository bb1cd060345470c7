import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { vars } from '../../themes/contract.css';
import { ThemeProvider } from './ThemeProvider';

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app (once) in `ThemeProvider`; pick the theme with `themeForHost(location.hostname, beeCafeHosts)`. Stories are wrapped by the toolbar theme.',
      },
    },
  },
  args: { theme: 'default', children: null },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sample of type, surface and action in the toolbar's theme. */
export const Sample: Story = {
  render: () => (
    <Card aria-label="Sample">
      <div style={{ display: 'grid', gap: vars.space.medium, justifyItems: 'start' }}>
        <Heading level={2}>Look after the things you share</Heading>
        <p style={{ margin: 0 }}>
          Bee cafes, flower beds and trees, with sensors that tell you when to water.
        </p>
        <Button>Get started</Button>
      </div>
    </Card>
  ),
};
