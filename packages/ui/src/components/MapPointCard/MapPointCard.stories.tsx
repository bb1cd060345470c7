import type { Meta, StoryObj } from '@storybook/react-vite';
import { mapPoints } from '../../fixtures/mapFixtures';
import { MapPointCard } from './MapPointCard';

const [beeCafe, , greenhouse, , sensor, station, gateway] = mapPoints;

const meta = {
  title: 'Domain/Maps/MapPointCard',
  component: MapPointCard,
  args: { point: beeCafe! },
  parameters: {
    docs: {
      description: {
        component:
          'The small card a map shows for the point under the pointer or keyboard focus: name, what it is, its water indicator and last action. It has no position of its own: ThingMap places it above the point.',
      },
    },
  },
} satisfies Meta<typeof MapPointCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thing: Story = {};
export const NoReading: Story = { args: { point: { ...greenhouse!, level: undefined } } };
export const Device: Story = { args: { point: sensor! } };
export const RainfallStation: Story = { args: { point: station! } };
export const Gateway: Story = { args: { point: gateway! } };
export const LongName: Story = {
  args: {
    point: {
      ...beeCafe!,
      name: 'The community orchard and wildflower meadow behind the old railway station on Willow Lane',
      lastAction: 'Watered 3 days ago by Samantha Featherstonehaugh-Montgomery',
    },
  },
};
