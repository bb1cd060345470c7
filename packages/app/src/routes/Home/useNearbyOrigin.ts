// Where "things near you" are measured from: the user's saved location when
// there is one, else the browser's position when the visitor has already
// allowed it, else nothing until they press "Show things near me".
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CLIENT_ERRORS,
  GEOLOCATION_TIMEOUT_MS,
  lngLatFromAuthLocation,
  type LngLat,
} from '@bloomkeep/schema';
import { useAuth } from '../../auth/AuthProvider';

export interface NearbyOrigin {
  /** The position to measure from; null until known. */
  origin: LngLat | null;
  /** True while the browser looks up the position. */
  isLocating: boolean;
  /** The message to show when the position could not be had. */
  locationError: string | null;
  /** Asks the browser for the position (prompting for permission if needed). */
  onLocate: () => void;
}

/** A position worth keeping for a few minutes: people rarely move far while browsing. */
const MAXIMUM_AGE_MS = 5 * 60 * 1000;

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

export function useNearbyOrigin(): NearbyOrigin {
  const savedLocation = useAuth().location;
  const saved = useMemo<LngLat | null>(
    () => (savedLocation ? lngLatFromAuthLocation(savedLocation) : null),
    [savedLocation],
  );
  const [position, setPosition] = useState<LngLat | null>(null);
  const [isLocating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback((quiet: boolean) => {
    const geolocation = browserGeolocation();
    if (!geolocation) {
      if (!quiet) setLocationError(CLIENT_ERRORS.locationDenied);
      return;
    }
    setLocating(true);
    setLocationError(null);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setLocating(false);
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        if (!mounted.current) return;
        setLocating(false);
        if (!quiet) setLocationError(CLIENT_ERRORS.locationDenied);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  }, []);

  // Use the browser position without asking only when permission was already granted.
  const hasSaved = saved !== null;
  useEffect(() => {
    if (hasSaved || typeof navigator === 'undefined' || !navigator.permissions?.query) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') locate(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hasSaved, locate]);

  const onLocate = useCallback(() => locate(false), [locate]);
  return { origin: saved ?? position, isLocating, locationError, onLocate };
}
