// A stand-in for maplibre-gl in unit tests (happy-dom has no WebGL): records what components ask
// of the map and marker, and lets a test play maplibre's events. Use it as the value of a mocked
// `loadMaplibre`; the real map is exercised by the Storybook tests in Chromium.
import { act } from '@testing-library/react';
import type { Maplibre } from './loadMaplibre';

type Handler = (event?: unknown) => void;

class FakeEvented {
  handlers = new Map<string, Set<Handler>>();
  on(type: string, handler: Handler) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)!.add(handler);
    return this;
  }
  once(type: string, handler: Handler) {
    const wrapped: Handler = (event) => {
      this.off(type, wrapped);
      handler(event);
    };
    return this.on(type, wrapped);
  }
  off(type: string, handler: Handler) {
    this.handlers.get(type)?.delete(handler);
    return this;
  }
  fire(type: string, event?: unknown) {
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(event);
  }
}

export class FakeMap extends FakeEvented {
  static instances: FakeMap[] = [];
  options: Record<string, unknown>;
  center: { lng: number; lat: number };
  zoom: number;
  canvas = document.createElement('canvas');
  canvasContainer = document.createElement('div');
  removed = false;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    const [lng, lat] = options.center as [number, number];
    this.center = { lng, lat };
    this.zoom = options.zoom as number;
    this.canvasContainer.append(this.canvas);
    (options.container as HTMLElement).append(this.canvasContainer);
    FakeMap.instances.push(this);
  }
  getCanvas() {
    return this.canvas;
  }
  getCanvasContainer() {
    return this.canvasContainer;
  }
  getCenter() {
    return this.center;
  }
  getZoom() {
    return this.zoom;
  }
  /** A fake view about a kilometre across around the centre. */
  getBounds() {
    const { lng, lat } = this.center;
    return {
      contains: ([x, y]: [number, number]) =>
        Math.abs(x - lng) <= 0.01 && Math.abs(y - lat) <= 0.01,
      getWest: () => lng - 0.01,
      getSouth: () => lat - 0.01,
      getEast: () => lng + 0.01,
      getNorth: () => lat + 0.01,
    };
  }
  /** Screen pixels in a fake 400 × 400 view of getBounds(). */
  project([lng, lat]: [number, number]) {
    return { x: 200 + (lng - this.center.lng) * 20_000, y: 200 - (lat - this.center.lat) * 20_000 };
  }
  controls: unknown[] = [];
  addControl(control: { onAdd?: (map: FakeMap) => unknown }) {
    this.controls.push(control);
    control.onAdd?.(this);
    return this;
  }
  removeControl(control: unknown) {
    this.controls = this.controls.filter((each) => each !== control);
    return this;
  }
  styles: unknown[] = [];
  setStyle(style: unknown) {
    this.styles.push(style);
    return this;
  }
  easeTo(options: { center?: [number, number]; zoom?: number }) {
    this.jumpTo(options);
    this.fire('moveend');
  }
  zoomIn() {
    this.jumpTo({ zoom: this.zoom + 1 });
    this.fire('moveend');
  }
  zoomOut() {
    this.jumpTo({ zoom: this.zoom - 1 });
    this.fire('moveend');
  }
  /** A click with a screen position, as deck.gl's picking needs. */
  clickAt(lng: number, lat: number) {
    const point = this.project([lng, lat]);
    act(() => this.fire('click', { point, lngLat: { lng, lat, wrap: () => ({ lng, lat }) } }));
  }
  /** The pointer moves over the map. */
  hoverAt(lng: number, lat: number) {
    const point = this.project([lng, lat]);
    act(() => this.fire('mousemove', { point, lngLat: { lng, lat, wrap: () => ({ lng, lat }) } }));
  }
  /** A click or tap on the map at a position. */
  click(lng: number, lat: number) {
    act(() => this.fire('click', { lngLat: { lng, lat, wrap: () => ({ lng, lat }) } }));
  }
  jumpTo({ center, zoom }: { center?: [number, number]; zoom?: number }) {
    this.fire('movestart');
    if (center) this.center = { lng: center[0], lat: center[1] };
    this.zoom = zoom ?? this.zoom;
  }
  getMinZoom() {
    return 0;
  }
  getMaxZoom() {
    return 22;
  }
  remove() {
    this.removed = true;
    this.canvasContainer.remove();
  }
  /** What maplibre does once the style is in and the first frame is drawn. */
  finishLoading() {
    act(() => {
      this.fire('load');
      this.fire('idle');
    });
  }
}

export class FakeMarker extends FakeEvented {
  static instances: FakeMarker[] = [];
  element: HTMLElement;
  lngLat: [number, number] = [0, 0];
  options: { element: HTMLElement; draggable?: boolean };
  constructor(options: { element: HTMLElement; draggable?: boolean }) {
    super();
    this.options = options;
    this.element = options.element;
    FakeMarker.instances.push(this);
  }
  setLngLat(lngLat: [number, number]) {
    this.lngLat = lngLat;
    return this;
  }
  addTo(map: FakeMap) {
    map.getCanvasContainer().append(this.element);
    return this;
  }
  remove() {
    this.element.remove();
    return this;
  }
  getLngLat() {
    const [lng, lat] = this.lngLat;
    return { lng, lat, wrap: () => ({ lng, lat }) };
  }
  getElement() {
    return this.element;
  }
  /** The user drops the marker at a position. */
  dragTo(lng: number, lat: number) {
    this.lngLat = [lng, lat];
    act(() => this.fire('dragend'));
  }
}

export const fakeMaplibre = { Map: FakeMap, Marker: FakeMarker } as unknown as Maplibre;

/** Forgets the maps and markers of earlier tests. */
export function resetFakeMaplibre(): void {
  FakeMap.instances = [];
  FakeMarker.instances = [];
}
