// The partner widget script (issue 14, decision 0142), served at /widgets/v1/bloomkeep.js:
//
//   <script type="module" src="https://bloomkeep.example/widgets/v1/bloomkeep.js"></script>
//   <bloomkeep-thing-card thing="…"></bloomkeep-thing-card>
//
// It defines the three custom elements and nothing else: the card and badges are drawn from
// server-rendered fragments (no framework here), and the map's code loads only when a map is
// on the page.
import { WIDGET_ELEMENTS } from '@bloomkeep/schema';
import { BadgesElement } from './badges/BadgesElement';
import { ThingCardElement } from './thingCard/ThingCardElement';
import { ThingMapElement } from './thingMap/ThingMapElement';

export { BadgesElement, ThingCardElement, ThingMapElement };
export type { WidgetErrorDetail, WidgetReadyDetail } from './shared/WidgetElement';

declare global {
  interface HTMLElementTagNameMap {
    'bloomkeep-thing-card': ThingCardElement;
    'bloomkeep-badges': BadgesElement;
    'bloomkeep-thing-map': ThingMapElement;
  }
}

function define(name: string, element: CustomElementConstructor): void {
  // The script may be on the page twice (the module and the classic loader, or two snippets).
  if (!customElements.get(name)) customElements.define(name, element);
}

define(WIDGET_ELEMENTS.thingCard, ThingCardElement);
define(WIDGET_ELEMENTS.badges, BadgesElement);
define(WIDGET_ELEMENTS.thingMap, ThingMapElement);
