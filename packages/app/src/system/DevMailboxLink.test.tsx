import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@bloomkeep/ui';
import { DevMailboxLink } from './DevMailboxLink';

afterEach(cleanup);

function renderLink(probe: () => Promise<boolean>) {
  return render(
    <ThemeProvider theme="default">
      <p>
        Footer <DevMailboxLink probe={probe} />
      </p>
    </ThemeProvider>,
  );
}

describe('DevMailboxLink', () => {
  it('links to the mailbox when the server keeps e-mail locally', async () => {
    renderLink(() => Promise.resolve(true));
    expect(await screen.findByRole('link', { name: 'Development mailbox' })).toHaveProperty(
      'pathname',
      '/dev/mail',
    );
  });

  it('shows nothing when the server sends e-mail out (SMTP) or is in production', async () => {
    let answered = false;
    renderLink(() =>
      Promise.resolve(false).finally(() => {
        answered = true;
      }),
    );
    await expect.poll(() => answered).toBe(true);
    expect(screen.queryByRole('link', { name: 'Development mailbox' })).toBeNull();
  });
});
