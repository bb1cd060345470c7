// The page's only script. A page the server rendered (docs/decisions/0141) is painted first,
// from its HTML and CSS alone, and the app's code is fetched and run after that first paint:
// on a slow phone line the script no longer shares the line with what the page needs to
// show, and on a slow processor its evaluation no longer holds the paint back. Any other
// page (someone signed in, a page the browser renders) starts the app at once, its code
// already on its way (index.html preloads it: build/preloadApp.ts).
import { SSR_PAYLOAD_ID } from './ssr/payload';

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}

if (document.getElementById(SSR_PAYLOAD_ID)) {
  // A callback of the next animation frame runs just before that frame is painted; a task it
  // queues runs after. A hidden tab paints no frames: the timer starts the app there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
} else {
  start();
}
