import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineBaseLayers } from '../../fixtures/mapFixtures';
import { MapLayerPanel } from './MapLayerPanel';

function renderPanel(overrides: Partial<Parameters<typeof MapLayerPanel>[0]> = {}) {
  const props = {
    baseLayers: offlineBaseLayers,
    selectedBaseLayer: 'terrain' as const,
    onBaseLayerChange: vi.fn(),
    activeOverlays: ['things' as const, 'rainfallStations' as const],
    onOverlaysChange: vi.fn(),
    ...overrides,
  };
  render(<MapLayerPanel {...props} />);
  return props;
}

describe('MapLayerPanel', () => {
  it('offers the base maps as a radio group with the selected one checked', () => {
    renderPanel();
    const group = screen.getByRole('radiogroup', { name: 'Base map' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Terrain' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Satellite' })).toHaveProperty('checked', false);
  });

  it('calls back with the chosen base map', async () => {
    const { onBaseLayerChange } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: 'Satellite' }));
    expect(onBaseLayerChange).toHaveBeenCalledWith('satellite');
  });

  it('groups the overlay switches under headings', () => {
    renderPanel();
    const environment = screen.getByRole('group', { name: 'Environment' });
    expect(environment.querySelectorAll('[role="switch"], input').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Things and devices', level: 3 })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'All things' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Soilscapes' })).toHaveProperty('checked', false);
  });

  it('switching an overlay on calls back with every overlay on, in panel order', async () => {
    const { onOverlaysChange } = renderPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Soilscapes' }));
    expect(onOverlaysChange).toHaveBeenCalledWith(['things', 'soilscapes', 'rainfallStations']);
  });

  it('switching an overlay off leaves the others on', async () => {
    const { onOverlaysChange } = renderPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'All things' }));
    expect(onOverlaysChange).toHaveBeenCalledWith(['rainfallStations']);
  });

  it('offers only the overlays it is given', () => {
    renderPanel({ overlays: [{ id: 'things', label: 'All things', group: 'things' }] });
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Environment' })).toBeNull();
  });
});
