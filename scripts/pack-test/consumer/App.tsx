// A partner's page with the kit's map, from `@bloomkeep/ui/map` (needs the maplibre-gl peer).
import { useState } from 'react';
import { ThingMap, type MapBaseLayer, type MapOverlayId } from '@bloomkeep/ui/map';
import { PartnerPage } from './Page';

// As in the README (not passed to the map: the test runs without network, so the map draws the
// kit's offline style, which fetches nothing).
export const baseLayers: MapBaseLayer[] = [
  {
    id: 'topographic',
    label: 'Map',
    style: 'https://tiles.example.org/style.json',
    attribution: '© OpenStreetMap contributors',
  },
];

function PartnerMap() {
  const [overlays, setOverlays] = useState<MapOverlayId[]>(['things']);
  return (
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
  );
}

export function App() {
  return <PartnerPage map={<PartnerMap />} />;
}
