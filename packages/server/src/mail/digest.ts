// The daily "needs water" digest (issue 11, docs/decisions/0125): the things a user looks
// after that need water and the devices they own that need attention, in the user's brand
// (0117), with a one-click unsubscribe link and the RFC 8058 List-Unsubscribe headers.
import { BRAND_MAIL_COLOURS, BRAND_WORDS } from '@bloomkeep/schema';
import { UNSUBSCRIBE_PATH } from '../http/paths.ts';
import { escapeHtml, link, type MailContext, type MailMessage } from './templates.ts';

export type DigestColour = 'ORANGE' | 'RED';

export interface DigestThing {
  id: string;
  name: string;
  colour: DigestColour;
}

export interface DigestDevice {
  name: string;
  /** Problems in words, from deviceHealthProblems (@bloomkeep/schema). */
  problems: string[];
}

export interface DigestPayload {
  email: string;
  name: string;
  /** The unsubscribe token (only its hash is stored). */
  token: string;
  things: DigestThing[];
  devices: DigestDevice[];
}

export const DIGEST_COLOUR_WORDS: Record<DigestColour, string> = {
  ORANGE: 'needs water',
  RED: 'too dry',
};

/** The link (and List-Unsubscribe target) that turns the daily digest off. */
export function unsubscribeUrl(appUrl: string, token: string): string {
  return link(appUrl, UNSUBSCRIBE_PATH.replace(/^\//, ''), { token });
}

function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function digestSubject(context: MailContext, p: DigestPayload): string {
  const words = BRAND_WORDS[context.brand];
  const parts: string[] = [];
  if (p.things.length > 0) {
    parts.push(
      `${count(p.things.length, words.thingSingular, words.thingPlural)} ` +
        `${p.things.length === 1 ? 'needs' : 'need'} water`,
    );
  }
  if (p.devices.length > 0) {
    parts.push(
      `${count(p.devices.length, 'device', 'devices')} ` +
        `${p.devices.length === 1 ? 'needs' : 'need'} attention`,
    );
  }
  const summary = parts.join(', ');
  return `${summary.charAt(0).toUpperCase()}${summary.slice(1)}`;
}

export function digestEmail(context: MailContext, p: DigestPayload): MailMessage {
  const words = BRAND_WORDS[context.brand];
  const colours = BRAND_MAIL_COLOURS[context.brand];
  const subject = digestSubject(context, p);
  const unsubscribe = unsubscribeUrl(context.appUrl, p.token);
  const settings = link(context.appUrl, 'account/profile', {});
  const things = p.things.map((thing) => ({
    text: `${thing.name}: ${DIGEST_COLOUR_WORDS[thing.colour]}`,
    url: link(context.appUrl, `things/${encodeURIComponent(thing.id)}`, {}),
    thing,
  }));
  const devices = p.devices.map((device) => `${device.name} — ${device.problems.join(' · ')}`);
  const thingsHeading = `${words.thingPlural.charAt(0).toUpperCase()}${words.thingPlural.slice(1)} that need water`;
  const devicesHeading = 'Devices that need attention';
  const greeting = `Hello ${p.name}, here is your daily ${words.name} summary.`;
  const footer =
    'You get this e-mail because the daily summary is on in your account. ' +
    'It comes at most once a day, and only when something needs you.';

  const text = [
    greeting,
    ...(things.length > 0
      ? [`${thingsHeading}:\n${things.map((t) => `- ${t.text} ${t.url}`).join('\n')}`]
      : []),
    ...(devices.length > 0
      ? [`${devicesHeading}:\n${devices.map((d) => `- ${d}`).join('\n')}`]
      : []),
    footer,
    `Unsubscribe from the daily summary: ${unsubscribe}`,
    `Or change it in your account: ${settings}`,
    `— ${words.name}`,
  ].join('\n\n');

  const list = (items: string[]) =>
    `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: sans-serif; line-height: 1.5; color: ${colours.text}; ` +
      `background: ${colours.background}; padding: 1em">`,
    `<p>${escapeHtml(greeting)}</p>`,
    things.length > 0
      ? `<h2 style="font-size: 1.1em">${escapeHtml(thingsHeading)}</h2>\n` +
        list(
          things.map(
            (t) =>
              `<a href="${escapeHtml(t.url)}" style="color: ${colours.text}">` +
              `${escapeHtml(t.thing.name)}</a>: ${escapeHtml(DIGEST_COLOUR_WORDS[t.thing.colour])}`,
          ),
        )
      : '',
    devices.length > 0
      ? `<h2 style="font-size: 1.1em">${escapeHtml(devicesHeading)}</h2>\n` +
        list(devices.map((d) => escapeHtml(d)))
      : '',
    `<p style="font-size: 0.9em">${escapeHtml(footer)}</p>`,
    `<p style="font-size: 0.9em"><a href="${escapeHtml(unsubscribe)}" ` +
      `style="color: ${colours.text}">Unsubscribe from the daily summary</a> · ` +
      `<a href="${escapeHtml(settings)}" style="color: ${colours.text}">Account settings</a></p>`,
    `<p>— ${escapeHtml(words.name)}<br><span style="font-size: 0.9em">` +
      `${escapeHtml(words.tagline)}</span></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: p.email,
    subject,
    text,
    html,
    fromName: words.name,
    headers: {
      // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs
      // "List-Unsubscribe=One-Click" to this URL, which unsubscribes at once.
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
