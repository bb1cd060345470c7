// A partner's page from the npm packages: a badge, a thing card, badges and gauges from the main
// entry, with the partner's brand, and a slot for the map (App.tsx fills it from
// `@bloomkeep/ui/map`; a partner without maplibre-gl leaves it empty, mainWithoutMap.tsx).
import { version, type ReactNode } from 'react';
import {
  BadgeCard,
  BadgeList,
  HydrationGauge,
  PhScale,
  ThemeProvider,
  ThingCard,
  createTheme,
  type IndicatorLevel,
} from '@bloomkeep/ui';
import { WIDGET_ELEMENTS, parseWidgetBbox } from '@bloomkeep/schema';

// The types are real, not `any`: a wrong prop must fail the type check.
// @ts-expect-error `level` is an IndicatorLevel, not any string
const wrong: IndicatorLevel = 'soggy';
void wrong;

const partnerTheme = createTheme({ colour: { brand: '#5b2a86', onBrand: '#ffffff' } });
const bbox = parseWidgetBbox('-3.70,50.42,-3.67,50.44');

export function PartnerPage({ map }: { map?: ReactNode }) {
  return (
    <ThemeProvider theme="default" customTheme={partnerTheme}>
      <p data-react-version={version} data-element={WIDGET_ELEMENTS.thingMap}>
        {bbox ? `${bbox.west},${bbox.north}` : 'no bbox'}
      </p>
      {map}
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
