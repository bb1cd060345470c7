// Self-hosted fonts, bundled with the kit (never a CDN) so text renders the same everywhere,
// including in screenshot baselines. Importing this module registers the @font-face rules.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/fredoka/600.css';
