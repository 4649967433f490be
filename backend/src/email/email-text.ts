/** Pieces every email is built from: header-safe text, HTML escaping and one plain layout. */

/**
 * A value for a header (a display name, a subject): control characters, CR and LF among them,
 * become spaces, so user input can never end a header line and start another.
 */
export function headerText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailBody {
  greetingName: string;
  intro: string;
  /** Label and value pairs, shown as a list in text and a table in HTML. */
  facts: ReadonlyArray<readonly [string, string]>;
  outro: string;
  link: { label: string; url: string };
  /**
   * What a visitor typed into a form, quoted after the facts under a line that says so, so no
   * reader takes it for Northvault's words. Never put such text in the subject.
   */
  senderWrote?: ReadonlyArray<readonly [string, string]>;
}

/** The line above the quoted text of the sender (EmailBody.senderWrote). */
export const SENDER_WROTE_HEADING = 'What the sender wrote in our form (quoted as sent; not written by Northvault):';

/** The same words as plain text and as HTML; every value is escaped in the HTML. */
export function renderBody(subject: string, body: EmailBody): EmailContent {
  const factWidth = Math.max(...body.facts.map(([label]) => label.length));
  const text = [
    `Hello ${body.greetingName},`,
    '',
    body.intro,
    '',
    ...body.facts.map(([label, value]) => `${`${label}:`.padEnd(factWidth + 2)}${value}`),
    '',
    ...(body.senderWrote
      ? [SENDER_WROTE_HEADING, ...body.senderWrote.map(([label, value]) => `> ${label}: ${value}`), '']
      : []),
    body.outro,
    `${body.link.label}: ${body.link.url}`,
    '',
    '— Northvault',
    '',
  ].join('\n');
  const rows = body.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1b3a">',
    `<p>Hello ${escapeHtml(body.greetingName)},</p>`,
    `<p>${escapeHtml(body.intro)}</p>`,
    `<table role="presentation">${rows}</table>`,
    ...(body.senderWrote
      ? [
          `<p>${escapeHtml(SENDER_WROTE_HEADING)}</p>`,
          '<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c8c8d8;color:#44445a">',
          ...body.senderWrote.map(([label, value]) => `<p>${escapeHtml(label)}: ${escapeHtml(value)}</p>`),
          '</blockquote>',
        ]
      : []),
    `<p>${escapeHtml(body.outro)}</p>`,
    `<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>`,
    '<p>— Northvault</p>',
    '</body></html>',
  ].join('');
  return { subject: headerText(subject), text, html };
}
