// A partner's page: the kit's map and a badge (plus a card and a gauge), from the npm packages.
import { useState, version } from 'react';
import {
  BadgeCard,
  BadgeList,
  HydrationGauge,
  PhScale,
  ThemeProvider,
  ThingCard,
  ThingMap,
  createTheme,
  type IndicatorLevel,
  type MapBaseLayer,
  type MapOverlayId,
} from '@bloomkeep/ui';
import { WIDGET_ELEMENTS, parseWidgetBbox } from '@bloomkeep/schema';

// The types are real, not `any`: a wrong prop must fail the type check.
// @ts-expect-error `level` is an IndicatorLevel, not any string
const wrong: IndicatorLevel = 'soggy';
void wrong;

// As in the README (not passed to the map: the test runs without network).
export const baseLayers: MapBaseLayer[] = [
  {
    id: 'topographic',
    label: 'Map',
    style: 'https://tiles.example.org/style.json',
    attribution: '© OpenStreetMap contributors',
  },
];

const partnerTheme = createTheme({ colour: { brand: '#5b2a86', onBrand: '#ffffff' } });
const bbox = parseWidgetBbox('-3.70,50.42,-3.67,50.44');

export function App() {
  const [overlays, setOverlays] = useState<MapOverlayId[]>(['things']);
  return (
    <ThemeProvider theme="default" customTheme={partnerTheme}>
      <p data-react-version={version} data-element={WIDGET_ELEMENTS.thingMap}>
        {bbox ? `${bbox.west},${bbox.north}` : 'no bbox'}
      </p>
      <ThingMap
        label="Map of things in Totnes"
        activeOverlays={overlays}
        onOverlaysChange={setOverlays}
        initialViewport={{ center: { longitude: -3.686, latitude: 50.431 }, zoom: 14 }}
        points={[
          {
            kind: 'thing',
            id: 'castle-street',
            position: { longitude: -3.686, latitude: 50.431 },
            name: 'Castle Street bee cafe',
            category: 'BEECAFE',
            level: 'needsWater',
          },
        ]}
        height={300}
      />
      <BadgeCard badgeType="watering" title="Waterer" level={2} awardedAt="2026-05-01T10:00:00Z" />
      <ThingCard
        name="Castle Street bee cafe"
        category="BEECAFE"
        description="Wildflowers for bees by the castle steps."
        isPublic
        createdAt="2026-04-01T09:00:00Z"
        indicatorColour="moist"
        href="https://bloomkeep.example/things/castle-street"
      />
      <BadgeList
        aria-label="Sam's badges"
        badges={[
          { badgeType: 'watering', title: 'Waterer', level: 3, awardedAt: '2026-05-01T10:00:00Z' },
          {
            badgeType: 'created',
            title: 'Founder',
            progress: { value: 2, target: 5, unit: 'things' },
          },
        ]}
      />
      <HydrationGauge value={34} />
      <PhScale value={6.4} label="Soil pH" />
    </ThemeProvider>
  );
}
