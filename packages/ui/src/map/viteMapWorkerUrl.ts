/// <reference types="vite/client" />
// For hosts built with Vite inside this repository (the app, Storybook): the URL Vite gives
// maplibre-gl's worker, to pass to configureMaps. Vite-only (`?url`), so it is a subpath of its
// own (`@bloomkeep/ui/viteMapWorkerUrl`) and never part of the barrel or the published dist;
// other bundlers copy the worker file and pass its address instead (docs/decisions/0132).
export { default } from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
