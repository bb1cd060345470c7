// The entry of a partner's page without maps, in a project without maplibre-gl: only the main
// entry of @bloomkeep/ui, which must install, type-check, bundle and render without it.
import { createRoot } from 'react-dom/client';
import '@bloomkeep/ui/style.css';
import '@bloomkeep/ui/fonts.css';
import { PartnerPage } from './Page';

createRoot(document.getElementById('root')!).render(<PartnerPage />);
