// Page helpers shared by the end-to-end journeys.
import type { Page } from 'playwright-core';

/** A form field by its label; required fields show an asterisk after the label. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

export async function signIn(page: Page, username: string, password: string) {
  await field(page, 'Username or e-mail').fill(username);
  await field(page, 'Passphrase').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
