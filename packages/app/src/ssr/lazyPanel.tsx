// Panels whose code loads after the first paint (the watering advice, weather, soil, the thing
// chat and the small map), but which the server renders in full. React.lazy suspends on its first render in the browser
// even when its code could be had at once. During the take-over of a server-rendered page
// (takeOver.ts) that suspension, together with the update that follows hydration, made React
// swap the server's panels for their skeletons and back again: a flash of placeholders over
// content that was already on screen.
//
// `lazyPanel` is React.lazy with a preload. Every panel that is defined registers itself.
// Before hydrating, takeOver.ts loads the panels of the modules that the page's routes
// imported, so each one renders at once, as on the server. Anywhere else the panel is an
// ordinary lazy component that shows its fallback until its code arrives.
import { lazy, useState, type ComponentType, type JSX } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const preloads = new Set<() => Promise<unknown>>();

export function lazyPanel<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later preload may try again (React.lazy keeps its error)
        throw error;
      },
    ));
  preloads.add(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Panel(props: P): JSX.Element {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would mount the panel afresh and lose its state (an open "Why?").
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Panel;
}

/**
 * Loads the code of every panel defined so far: the current page's (takeOver.ts). A panel whose
 * code fails to load is left to its lazy wrapper, which shows the fallback and then the error.
 */
export async function loadPanels(): Promise<void> {
  await Promise.allSettled([...preloads].map((preload) => preload()));
}
