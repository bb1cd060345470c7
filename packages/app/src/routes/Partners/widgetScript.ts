// The partners' widget script (packages/widgets, decision 0142), loaded on /partners only and only
// when its preview is shown: an ES module from our own origin, fetched at run time, never part of
// the app's bundle. It may be missing (unit tests, a server without the widgets built); the page
// then shows a note instead of the preview.
import { WIDGET_ELEMENTS, WIDGETS_SCRIPT } from '@bloomkeep/schema';
import { useEffect, useState } from 'react';

/** How long the script may take to load and define its elements. */
export const WIDGETS_DEFINE_MS = 10_000;

export type WidgetScriptStatus = 'loading' | 'ready' | 'missing';

function definedWithin(names: readonly string[], ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The widgets were not defined')), ms);
    void Promise.all(names.map((name) => customElements.whenDefined(name))).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Runs the module at `url`; the browser's dynamic import by default. */
export type ImportScript = (url: string) => Promise<unknown>;

const importScript: ImportScript = (url) => import(/* @vite-ignore */ url);

/**
 * A loader of the widget script that loads it once (a failure is tried again on the next call)
 * and resolves once its three elements are defined.
 */
export function createWidgetScriptLoader(
  load: ImportScript = importScript,
  defineMs = WIDGETS_DEFINE_MS,
): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= (async () => {
      const url = new URL(WIDGETS_SCRIPT, window.location.origin).href;
      // A failed request (a 404, a page that is not JavaScript) rejects at once; one that
      // hangs, or a script that defines nothing, gives up after `defineMs`.
      await Promise.all([load(url), definedWithin(Object.values(WIDGET_ELEMENTS), defineMs)]);
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** Loads the widget script from this page's origin, once per page load. */
export const loadWidgetScript = createWidgetScriptLoader();

/** Whether the widget script is loading, ready, or missing. */
export function useWidgetScript(load: () => Promise<void> = loadWidgetScript): WidgetScriptStatus {
  const [status, setStatus] = useState<WidgetScriptStatus>('loading');
  useEffect(() => {
    let current = true;
    load().then(
      () => {
        if (current) setStatus('ready');
      },
      (error: unknown) => {
        console.info('The widget script is not available here', error);
        if (current) setStatus('missing');
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return status;
}
