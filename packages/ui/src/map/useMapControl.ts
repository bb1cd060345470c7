// Adds an imperative maplibre control (an IControl: deck.gl's overlay, a scale bar…) to a loaded
// map for as long as the component wants it, and removes it on change or unmount.
import type { IControl, Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';

/**
 * Adds the control `create` makes to `map` and returns it, so the caller can drive it (e.g.
 * deck.gl's `setProps`). Pass a memoised `create` (useCallback): a new one replaces the control;
 * null removes it.
 */
export function useMapControl<Control extends IControl>(
  map: MaplibreMap | null,
  create: (() => Control) | null,
): Control | null {
  const [control, setControl] = useState<Control | null>(null);
  useEffect(() => {
    if (!map || !create) return undefined;
    const created = create();
    map.addControl(created);
    setControl(created);
    return () => {
      map.removeControl(created);
      setControl(null);
    };
  }, [map, create]);
  return control;
}
