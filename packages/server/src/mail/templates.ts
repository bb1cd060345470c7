// The e-mails the worker sends: plain text plus HTML, with links to the app's routes.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function link(appUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

interface Body {
  /** Paragraphs before the button. */
  lines: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
}

function render(to: string, subject: string, body: Body): MailMessage {
  const text = [
    ...body.lines,
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    ...(body.after ?? []),
    '— Bloomkeep',
  ].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1d2b1f">',
    paragraphs(body.lines),
    body.action
      ? `<p><a href="${escapeHtml(body.action.url)}" style="background: #2e7d32; color: #fff; ` +
        `padding: 0.5em 1em; border-radius: 4px; text-decoration: none">` +
        `${escapeHtml(body.action.label)}</a></p>\n` +
        `<p style="font-size: 0.9em">Or open this link: ${escapeHtml(body.action.url)}</p>`
      : '',
    paragraphs(body.after ?? []),
    '<p>— Bloomkeep</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationEmail(
  appUrl: string,
  p: { email: string; userEmailId: string; token: string },
): MailMessage {
  return render(p.email, 'Verify your email address', {
    lines: [`Please confirm that ${p.email} is your email address for Bloomkeep.`],
    action: {
      label: 'Verify email',
      url: link(appUrl, 'verify', { id: p.userEmailId, token: p.token }),
    },
    after: ['The link is valid for 7 days. If you did not ask for this, ignore this message.'],
  });
}

export function resetEmail(
  appUrl: string,
  p: { email: string; userId: string; token: string },
): MailMessage {
  return render(p.email, 'Reset your passphrase', {
    lines: ['Someone (hopefully you) asked to reset the passphrase of your Bloomkeep account.'],
    action: {
      label: 'Choose a new passphrase',
      url: link(appUrl, 'reset', { userId: p.userId, token: p.token }),
    },
    after: [
      'The link is valid for one hour and works once. If you did not ask for this, ignore ' +
        'this message: your passphrase has not changed.',
    ],
  });
}

export function addedByAdminEmail(
  appUrl: string,
  p: { email: string; userId: string; token: string; name: string; username: string },
): MailMessage {
  return render(p.email, 'You have been added to Bloomkeep', {
    lines: [
      `Hello ${p.name}, an administrator has created a Bloomkeep account for you with the ` +
        `username ${p.username}.`,
      'Choose a passphrase to start using it.',
    ],
    action: {
      label: 'Set your passphrase',
      url: link(appUrl, 'reset', { userId: p.userId, token: p.token }),
    },
    after: ['The link is valid for 7 days.'],
  });
}

export function deleteAccountEmail(
  appUrl: string,
  p: { email: string; token: string },
): MailMessage {
  return render(p.email, 'Confirm deleting your Bloomkeep account', {
    lines: [
      'You asked to delete your Bloomkeep account. This removes your profile, email ' +
        'addresses, badges and private things for good.',
    ],
    action: {
      label: 'Delete my account',
      url: link(appUrl, 'account/delete', { token: p.token }),
    },
    after: ['The link is valid for one hour. If you did not ask for this, ignore this message.'],
  });
}

export function passwordChangedEmail(appUrl: string, p: { email: string }): MailMessage {
  return render(p.email, 'Your passphrase was changed', {
    lines: ['The passphrase of your Bloomkeep account was just changed.'],
    after: [
      'If this was not you, reset your passphrase now at ' +
        `${link(appUrl, 'forgot-password', {})} and check your account's email addresses.`,
    ],
  });
}
