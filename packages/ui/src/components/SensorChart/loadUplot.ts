/// <reference types="vite/client" />
// The only place that imports uPlot at run time. A dynamic import, so an app that never shows a
// chart never downloads it (~23 KB gz): the app's first paint stays without it.
import type uPlot from 'uplot';

export type UplotConstructor = typeof uPlot;

let loading: Promise<UplotConstructor> | undefined;

/**
 * uPlot builds an `Intl.NumberFormat(navigator.language)` when its module runs. Some browsers
 * report a tag Intl refuses (headless Chromium under LANG=C says "en-US@posix"), and the import
 * throws. For the moment of the import such a browser reads as en-US; the chart formats its
 * own numbers, so nothing else changes.
 */
function withValidLanguage<T>(load: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined') return load();
  try {
    new Intl.NumberFormat(navigator.language);
    return load();
  } catch {
    Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
    return load().finally(() => {
      delete (navigator as { language?: string }).language;
    });
  }
}

/** Loads uPlot and its stylesheet once. A failed load is forgotten, so the next chart can retry. */
export function loadUplot(): Promise<UplotConstructor> {
  loading ??= withValidLanguage(() =>
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]),
  ).then(([module]) => module.default);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
