import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider } from '@bloomkeep/ui';
import type { SoilPanelTestQuery } from '../../__generated__/SoilPanelTestQuery.graphql';
import { SAMPLE_SOIL_NOTE, SoilPanel } from './SoilPanel';

const testQuery = graphql`
  query SoilPanelTestQuery @relay_test_operation {
    thingById(id: "00000000-0000-0000-0000-000000000001") {
      ...SoilPanel_thing
    }
  }
`;

vi.stubGlobal('jest', vi);
afterEach(cleanup);

const SOIL = {
  soilTexture: 'Clayey',
  soilDrainage: 'Impeded drainage',
  soilFertility: 'Moderate',
  carbon: 'Medium',
  landcover: 'Grassland with some woodland',
  habitats: null,
  drainsTo: 'Stream network',
  waterProtection: null,
  generalCropping: null,
  soilscapeUnit: 18,
};

function Subject() {
  const data = useLazyLoadQuery<SoilPanelTestQuery>(testQuery, {});
  return data.thingById ? <SoilPanel thing={data.thingById} /> : null;
}

function renderPanel(thing: Record<string, unknown>, soilscape: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Thing: () => thing,
      Soilscape: () => soilscape,
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme="default">
        <Suspense fallback="Loading">
          <Subject />
        </Suspense>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('SoilPanel', () => {
  it('explains each field it has for the steward, and leaves out the empty ones', async () => {
    renderPanel(SOIL, {
      isSample: false,
      source: 'cranfield-2024',
      importedAt: '2026-05-01T09:00:00Z',
    });
    const panel = await screen.findByRole('region', { name: 'Soil' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Texture',
      'Drainage',
      'Fertility',
      'Carbon',
      'Land cover',
      'Drains to',
    ]);
    const drainage = within(panel).getAllByRole('definition')[1]!;
    expect(drainage.textContent).toBe(
      'Impeded drainageWater sits after rain. Water less often, more deeply, and feel the soil first.',
    );
    expect(within(panel).queryByText(SAMPLE_SOIL_NOTE)).toBeNull();
    expect(
      within(panel).getByText(
        /Soilscapes \(Cranfield University\), source “cranfield-2024”, soilscape unit 18/,
      ),
    ).toBeTruthy();
  });

  it('marks the demo sample as sample data, not the national map', async () => {
    renderPanel(SOIL, { isSample: true, source: 'sample', importedAt: '2026-05-01T09:00:00Z' });
    const panel = await screen.findByRole('region', { name: 'Soil' });
    expect(within(panel).getByText('Sample data')).toBeTruthy();
    expect(within(panel).getByText(SAMPLE_SOIL_NOTE)).toBeTruthy();
  });

  it('says plainly when the spot lies outside the soil map', async () => {
    renderPanel(Object.fromEntries(Object.keys(SOIL).map((key) => [key, null])), null);
    const panel = await screen.findByRole('region', { name: 'Soil' });
    expect(within(panel).getByText(/No soil data for this spot/)).toBeTruthy();
    expect(within(panel).queryByRole('term')).toBeNull();
  });
});
