// The widget script is fetched from our own origin at run time: the preview waits for its three
// elements, and gives up (to show its note) when the script is missing, hangs or defines nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_ELEMENTS, WIDGETS_SCRIPT } from '@bloomkeep/schema';
import { createWidgetScriptLoader } from './widgetScript';

afterEach(() => {
  vi.useRealTimers();
});

describe('createWidgetScriptLoader', () => {
  it('fails at once when the script cannot be loaded, and tries again on the next call', async () => {
    const load = vi.fn((url: string) => Promise.reject(new TypeError(`Failed to fetch ${url}`)));
    const loadWidgets = createWidgetScriptLoader(load);
    await expect(loadWidgets()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledWith(`${window.location.origin}${WIDGETS_SCRIPT}`);
    await expect(loadWidgets()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up when the script never answers', async () => {
    vi.useFakeTimers();
    const loadWidgets = createWidgetScriptLoader(() => new Promise(() => undefined), 10_000);
    const loading = loadWidgets();
    const settled = expect(loading).rejects.toThrow('The widgets were not defined');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  it('gives up when the script runs but defines no widgets', async () => {
    vi.useFakeTimers();
    const loadWidgets = createWidgetScriptLoader(() => Promise.resolve({}), 10_000);
    const settled = expect(loadWidgets()).rejects.toThrow('The widgets were not defined');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });

  it('is ready once the three elements are defined, and loads the script once', async () => {
    const load = vi.fn(() => {
      for (const name of Object.values(WIDGET_ELEMENTS)) {
        customElements.define(name, class extends HTMLElement {});
      }
      return Promise.resolve({});
    });
    const loadWidgets = createWidgetScriptLoader(load, 10_000);
    await expect(loadWidgets()).resolves.toBeUndefined();
    await expect(loadWidgets()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
