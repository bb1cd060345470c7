// "My location" for the kit's maps: asks the browser once for a precise position (the spec's
// time-out), and says why when it cannot have one: the spec's denial text, or that it took
// too long. Shared by ThingMap (moves the camera) and LocationPicker (chooses the point).
import { CLIENT_ERRORS, GEOLOCATION_TIMEOUT_MS } from '@bloomkeep/schema';
import { useState } from 'react';
import type { MapPoint } from './useMaplibreMap';

export const locationTimeoutMessage =
  'Your location could not be found in time. Try again, or enter the coordinates.';

export interface LocateMe {
  locate: () => void;
  isLocating: boolean;
  /** Why the last attempt found no position, or null. */
  locationError: string | null;
}

export function useLocateMe(onLocated: (point: MapPoint) => void): LocateMe {
  const [isLocating, setIsLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocationError(CLIENT_ERRORS.locationDenied);
      return;
    }
    setIsLocating(true);
    setLocationError(null);
    geolocation.getCurrentPosition(
      (position) => {
        setIsLocating(false);
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        setIsLocating(false);
        setLocationError(
          error.code === error.TIMEOUT ? locationTimeoutMessage : CLIENT_ERRORS.locationDenied,
        );
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };
  return { locate, isLocating, locationError };
}
