// A stand-in for deck.gl in unit tests (happy-dom has no WebGL), used as the value of a mocked
// `loadDeck`: layers record their props, the overlay records what it draws, and a test decides
// what picking finds under the pointer.
import type { Deck } from './loadDeck';

export class FakeLayer {
  constructor(public props: Record<string, unknown> & { id: string; data: unknown[] }) {}
  get id() {
    return this.props.id;
  }
}

export class FakeMapboxOverlay {
  static instances: FakeMapboxOverlay[] = [];
  /** What pickObject answers: set by a test before it clicks or hovers. */
  static picked: { layerId: string; object: unknown } | null = null;
  props: { interleaved?: boolean; layers: FakeLayer[] };
  constructor(props: { interleaved?: boolean; layers: FakeLayer[] }) {
    this.props = props;
    FakeMapboxOverlay.instances.push(this);
  }
  onAdd() {
    return document.createElement('div');
  }
  onRemove() {}
  setProps(props: Partial<FakeMapboxOverlay['props']>) {
    this.props = { ...this.props, ...props };
  }
  pickObject() {
    const picked = FakeMapboxOverlay.picked;
    return picked ? { layer: { id: picked.layerId }, object: picked.object } : null;
  }
  /** The data of the layer with this id, as last drawn. */
  layerData(id: string): unknown[] {
    return this.props.layers.find((layer) => layer.id === id)?.props.data ?? [];
  }
}

const layerClass = () => class extends FakeLayer {} as unknown as Deck['ScatterplotLayer'];

export const fakeDeck = {
  MapboxOverlay: FakeMapboxOverlay,
  ScatterplotLayer: layerClass(),
  TextLayer: layerClass(),
  PolygonLayer: layerClass(),
  PathLayer: layerClass(),
} as unknown as Deck;

export function resetFakeDeck(): void {
  FakeMapboxOverlay.instances = [];
  FakeMapboxOverlay.picked = null;
}
