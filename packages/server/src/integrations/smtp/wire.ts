// What goes over SMTP: one message with a sender, one recipient, a subject and a
// plain-text body with an HTML alternative (RFC 5322 via nodemailer).

/** A message as Bloomkeep sends it. */
export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

/** A message as an SMTP server received it: the envelope and the parsed content. */
export interface ReceivedSmtpMessage {
  /** MAIL FROM of the envelope. */
  envelopeFrom: string | null;
  /** RCPT TO addresses of the envelope. */
  envelopeTo: string[];
  /** Address in the From header. */
  from: string | null;
  /** Display name in the From header ("Bee Cafe Club"), or null without one. */
  fromName: string | null;
  /** Addresses in the To header. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Every header as sent, by lower-case name (the last one wins), unfolded. */
  headers: Record<string, string>;
}
