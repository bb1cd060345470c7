// The e-mails the worker sends: plain text plus HTML, with links to the app's routes, in the
// brand of the host the user joined on (docs/decisions/0117).
import { BRAND_MAIL_COLOURS, BRAND_WORDS, type BrandName } from '@bloomkeep/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the brand's name); the address is MAIL_FROM's. */
  fromName?: string;
  /** Extra headers by name, e.g. List-Unsubscribe (mail/digest.ts). */
  headers?: Record<string, string>;
}

/** Where links go and whose words and colours a message uses. */
export interface MailContext {
  /** An allow-listed origin (mail/hosts.ts), e.g. https://beecafe.bloomkeep.org. */
  appUrl: string;
  brand: BrandName;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function link(appUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function nameOf(context: MailContext): string {
  return BRAND_WORDS[context.brand].name;
}

interface Body {
  /** Paragraphs before the button. */
  lines: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
}

function render(context: MailContext, to: string, subject: string, body: Body): MailMessage {
  const words = BRAND_WORDS[context.brand];
  const colours = BRAND_MAIL_COLOURS[context.brand];
  const text = [
    ...body.lines,
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    ...(body.after ?? []),
    `— ${words.name}`,
  ].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: sans-serif; line-height: 1.5; color: ${colours.text}; ` +
      `background: ${colours.background}; padding: 1em">`,
    paragraphs(body.lines),
    body.action
      ? `<p><a href="${escapeHtml(body.action.url)}" style="background: ${colours.brand}; ` +
        `color: ${colours.onBrand}; ` +
        `padding: 0.5em 1em; border-radius: 4px; text-decoration: none">` +
        `${escapeHtml(body.action.label)}</a></p>\n` +
        `<p style="font-size: 0.9em; overflow-wrap: anywhere; word-break: break-all">` +
        `Or open this link: ${escapeHtml(body.action.url)}</p>`
      : '',
    paragraphs(body.after ?? []),
    `<p>— ${escapeHtml(words.name)}<br><span style="font-size: 0.9em">` +
      `${escapeHtml(words.tagline)}</span></p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, fromName: words.name };
}

export function verificationEmail(
  context: MailContext,
  p: { email: string; userEmailId: string; token: string },
): MailMessage {
  return render(context, p.email, 'Verify your email address', {
    lines: [`Please confirm that ${p.email} is your email address for ${nameOf(context)}.`],
    action: {
      label: 'Verify email',
      url: link(context.appUrl, 'verify', { id: p.userEmailId, token: p.token }),
    },
    after: ['The link is valid for 7 days. If you did not ask for this, ignore this message.'],
  });
}

export function resetEmail(
  context: MailContext,
  p: { email: string; userId: string; token: string },
): MailMessage {
  return render(context, p.email, 'Reset your passphrase', {
    lines: [
      `Someone (hopefully you) asked to reset the passphrase of your ${nameOf(context)} account.`,
    ],
    action: {
      label: 'Choose a new passphrase',
      url: link(context.appUrl, 'reset', { userId: p.userId, token: p.token }),
    },
    after: [
      'The link is valid for one hour and works once. If you did not ask for this, ignore ' +
        'this message: your passphrase has not changed.',
    ],
  });
}

export function addedByAdminEmail(
  context: MailContext,
  p: { email: string; userId: string; token: string; name: string; username: string },
): MailMessage {
  return render(context, p.email, `You have been added to ${nameOf(context)}`, {
    lines: [
      `Hello ${p.name}, an administrator has created a ${nameOf(context)} account for you ` +
        `with the username ${p.username}.`,
      'Choose a passphrase to start using it.',
    ],
    action: {
      label: 'Set your passphrase',
      url: link(context.appUrl, 'reset', { userId: p.userId, token: p.token }),
    },
    after: ['The link is valid for 7 days.'],
  });
}

export function deleteAccountEmail(
  context: MailContext,
  p: { email: string; token: string },
): MailMessage {
  return render(context, p.email, `Confirm deleting your ${nameOf(context)} account`, {
    lines: [
      `You asked to delete your ${nameOf(context)} account. This removes your profile, email ` +
        'addresses, badges and private things for good.',
    ],
    action: {
      label: 'Delete my account',
      url: link(context.appUrl, 'account/delete', { token: p.token }),
    },
    after: ['The link is valid for one hour. If you did not ask for this, ignore this message.'],
  });
}

export function passwordChangedEmail(context: MailContext, p: { email: string }): MailMessage {
  return render(context, p.email, 'Your passphrase was changed', {
    lines: [`The passphrase of your ${nameOf(context)} account was just changed.`],
    after: [
      'If this was not you, reset your passphrase now at ' +
        `${link(context.appUrl, 'forgot-password', {})} and check your account's email addresses.`,
    ],
  });
}

/** The three kinds of invitation (migration 0026) and the accept page each links to. */
const INVITATION_WORDS = {
  thing: { path: 'things/accept', offer: (name: string) => `help look after ${name}` },
  device: { path: 'devices/accept', offer: (name: string) => `share the device ${name}` },
  group: { path: 'groups/accept', offer: (name: string) => `join the group ${name}` },
} as const;

export function invitationEmail(
  context: MailContext,
  p: {
    email: string;
    invitationId: string;
    code: string;
    kind: string;
    targetName: string;
    inviterName: string;
  },
): MailMessage {
  const words = INVITATION_WORDS[p.kind as keyof typeof INVITATION_WORDS];
  if (!words) throw new Error(`Unknown invitation kind "${p.kind}"`);
  const offer = words.offer(p.targetName);
  return render(context, p.email, `${p.inviterName} invites you to ${offer}`, {
    lines: [
      `${p.inviterName} invites you to ${offer} on ${nameOf(context)}.`,
      `Sign in (or create an account) with this address, ${p.email}, to accept.`,
    ],
    action: {
      label: 'Accept the invitation',
      url: link(context.appUrl, words.path, { invitationId: p.invitationId, code: p.code }),
    },
    after: [
      'The link is valid for 7 days and works once. If you do not know the sender, ignore this ' +
        'message.',
    ],
  });
}
