/// <reference types="vite/client" />
// The only place that imports uPlot at run time. A dynamic import, so an app that never shows a
// chart never downloads it (~23 KB gz): the app's first paint stays without it.
import type uPlot from 'uplot';

export type UplotConstructor = typeof uPlot;

let loading: Promise<UplotConstructor> | undefined;

/** Loads uPlot and its stylesheet once. A failed load is forgotten, so the next chart can retry. */
export function loadUplot(): Promise<UplotConstructor> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
