// The handful of maplibre-gl's own stylesheet rules the kit's maps depend on (canvas placement,
// markers, gesture cursors and touch handling, the attribution box). Importing maplibre's CSS file
// from JavaScript only works where the bundler injects CSS (Vite does, esbuild does not), so the
// kit carries these in its own stylesheet instead: ~1 KB, against maplibre's 72 KB of mostly
// control icons the kit does not use (its controls are its own buttons).
import { globalStyle } from '@vanilla-extract/css';

globalStyle('.maplibregl-map', {
  overflow: 'hidden',
  position: 'relative',
  WebkitTapHighlightColor: 'transparent',
});
globalStyle('.maplibregl-canvas', { position: 'absolute', left: 0, top: 0 });
globalStyle('.maplibregl-canvas-container.maplibregl-interactive', {
  cursor: 'grab',
  userSelect: 'none',
});
globalStyle('.maplibregl-canvas-container.maplibregl-interactive:active', { cursor: 'grabbing' });
globalStyle(
  '.maplibregl-canvas-container.maplibregl-touch-zoom-rotate.maplibregl-touch-drag-pan, .maplibregl-canvas-container.maplibregl-touch-zoom-rotate.maplibregl-touch-drag-pan .maplibregl-canvas',
  { touchAction: 'none' },
);
globalStyle('.maplibregl-marker', {
  position: 'absolute',
  top: 0,
  left: 0,
  willChange: 'transform',
});
globalStyle(
  '.maplibregl-ctrl-bottom-left, .maplibregl-ctrl-bottom-right, .maplibregl-ctrl-top-left, .maplibregl-ctrl-top-right',
  { position: 'absolute', pointerEvents: 'none', zIndex: 2 },
);
globalStyle('.maplibregl-ctrl-bottom-right', { right: 0, bottom: 0 });
globalStyle('.maplibregl-ctrl', { clear: 'both', pointerEvents: 'auto' });
globalStyle('.maplibregl-ctrl.maplibregl-ctrl-attrib', {
  padding: '0 5px',
  margin: 0,
  fontSize: 12,
  lineHeight: '20px',
  backgroundColor: 'rgb(255 255 255 / 0.7)',
  color: 'rgb(0 0 0 / 0.75)',
});
globalStyle('.maplibregl-ctrl-attrib-button', { display: 'none' });
globalStyle('.maplibregl-attrib-empty', { display: 'none' });
