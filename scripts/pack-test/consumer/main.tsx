import { createRoot } from 'react-dom/client';
import '@bloomkeep/ui/style.css';
import '@bloomkeep/ui/fonts.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
