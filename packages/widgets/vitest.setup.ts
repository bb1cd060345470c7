import { afterEach } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});
