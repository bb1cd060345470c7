// Where /community measures "near you" from: the location saved on the account (the
// client auth state, spec §3), else the maps' starting point, Totnes. Never the browser's
// position unasked: the page should not open with a permission prompt.
import { lngLatFromAuthLocation, type LngLat, type XYPoint } from '@bloomkeep/schema';
import { defaultMapCenter } from '../../config';

export interface CommunityOrigin {
  position: LngLat;
  /** True when it is the viewer's saved location, false for the default (Totnes). */
  isSaved: boolean;
}

export function communityOrigin(saved: XYPoint | null | undefined): CommunityOrigin {
  return saved
    ? { position: lngLatFromAuthLocation(saved), isSaved: true }
    : { position: defaultMapCenter, isSaved: false };
}
