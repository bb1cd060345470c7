import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library registers its own clean-up when first imported, which happens once per
// worker now that files share modules (vitest.config.ts): every file unmounts explicitly.
afterEach(() => {
  cleanup();
});
