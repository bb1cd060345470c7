import { createRoot } from 'react-dom/client';
import { configureMaps } from '@bloomkeep/ui/map';
import '@bloomkeep/ui/style.css';
import '@bloomkeep/ui/fonts.css';
import { App } from './App';

// The README's way for any bundler: the site copies maplibre-gl's worker next to the page.
configureMaps({ workerUrl: new URL('maplibre-gl-worker.mjs', document.baseURI) });

createRoot(document.getElementById('root')!).render(<App />);
