// Shared by the dashboard's stories (not itself a story): the brand decorator,
// illustrated photos as inline SVG (stories load nothing remote), sample things
// and mock resolvers for the Relay mock environment.
import type { Decorator } from '@storybook/react-vite';

export { withBrand } from '../../testing/withBrand';

/** Narrows a story to a phone's width. */
export const smallViewport: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

function scene(sky: string, ground: string, bloom: string): string {
  const flowers = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${34 + i * 80}" y="230" width="6" height="60" fill="#3f6e2a"/><circle cx="${37 + i * 80}" cy="${226 - (i % 3) * 10}" r="18" fill="${bloom}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><circle cx="540" cy="70" r="38" fill="#ffe08a"/><rect y="270" width="640" height="90" fill="${ground}"/>${flowers}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const photos = {
  lavender: scene('#cfe8f7', '#6d8f3c', '#9b6ee8'),
  marigold: scene('#fde2c8', '#7a6a2f', '#f29e4c'),
  poppy: scene('#e4f1e8', '#5b7f3a', '#e5484d'),
};

export interface SampleThing {
  id: string;
  name: string;
  category: 'BEECAFE' | 'PLANTER' | 'FLOWERBED' | 'TREE' | 'MEADOW' | 'BENCH';
  isPublic: boolean;
  indicatorColour: 'BLUE' | 'GREEN' | 'GREY' | 'ORANGE' | 'RED';
  indicatorParameter: 'WATER' | 'PH';
  /** x longitude, y latitude. */
  location: { x: number; y: number };
  image: string | null;
  canRecordAction: boolean;
  /** The newest watering (the need-water list shows it); none by default. */
  lastWatering?: { createdAt: string; creator: { username: string } | null } | null;
}

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Things around Totnes, Devon. */
export const sampleThings: SampleThing[] = [
  {
    id: uuid(1),
    name: 'Castle Street bee cafe',
    category: 'BEECAFE',
    isPublic: true,
    indicatorColour: 'RED',
    indicatorParameter: 'WATER',
    location: { x: -3.6905, y: 50.4329 },
    image: photos.lavender,
    canRecordAction: true,
  },
  {
    id: uuid(2),
    name: 'Vire Island planter',
    category: 'PLANTER',
    isPublic: true,
    indicatorColour: 'ORANGE',
    indicatorParameter: 'WATER',
    location: { x: -3.6838, y: 50.4287 },
    image: photos.marigold,
    canRecordAction: false,
  },
  {
    id: uuid(3),
    name: 'Leechwell Garden flower bed with a rather long name that has to wrap',
    category: 'FLOWERBED',
    isPublic: false,
    indicatorColour: 'ORANGE',
    indicatorParameter: 'WATER',
    location: { x: -3.6879, y: 50.4313 },
    image: null,
    canRecordAction: true,
  },
  {
    id: uuid(4),
    name: 'Rotherfold oak',
    category: 'TREE',
    isPublic: true,
    indicatorColour: 'GREEN',
    indicatorParameter: 'WATER',
    location: { x: -3.6871, y: 50.4317 },
    image: photos.poppy,
    canRecordAction: false,
  },
  {
    id: uuid(5),
    name: 'Dartington meadow',
    category: 'MEADOW',
    isPublic: true,
    indicatorColour: 'GREY',
    indicatorParameter: 'PH',
    location: { x: -3.7017, y: 50.4496 },
    image: null,
    canRecordAction: false,
  },
  {
    id: uuid(6),
    name: 'Station Road bench',
    category: 'BENCH',
    isPublic: true,
    indicatorColour: 'BLUE',
    indicatorParameter: 'WATER',
    location: { x: -3.6916, y: 50.4365 },
    image: null,
    canRecordAction: false,
  },
];

/** The Totnes market square, a point to measure "near you" from. */
export const totnes = { latitude: 50.4313, longitude: -3.6862 };

/**
 * Resolvers answering a story query with `things` (in order): a connection holding that many
 * nodes, the node at index i filled from `things[i]`. Every node gets its own `nodeId`, since
 * Relay keys records by it.
 */
export function thingResolvers(things: readonly SampleThing[]) {
  return {
    ThingsConnection: () => ({
      totalCount: things.length,
      nodes: things.map(() => ({})),
      edges: [],
    }),
    Thing: (context: { path?: readonly string[] | null }) => {
      const index = Number(context.path?.[context.path.length - 1] ?? 0) || 0;
      const thing = things[index % Math.max(things.length, 1)] ?? sampleThings[0]!;
      return {
        ...thing,
        nodeId: `thing-${thing.id}`,
        lastWatering: thing.lastWatering ?? null,
        thumbnail: thing.image,
        hasImage: thing.image !== null,
        createdAt: '2026-05-14T09:30:00Z',
      };
    },
  };
}
