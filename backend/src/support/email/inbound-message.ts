/**
 * What the desk reads of an inbound email (docs/product/contact-and-support.md#inbound-email), parsed from the raw
 * message by mailparser: who sent it and to whom, its threading headers, whether it is an automatic message, its
 * text and its attachments' names.
 */
import { type AddressObject, simpleParser } from 'mailparser';

/** The largest raw message taken, headers and attachments included. */
export const MAX_INBOUND_EMAIL_BYTES = 1024 * 1024;

export interface InboundMessage {
  /** `<id@domain>` as sent, or null when the message has none. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** The From address, lower-cased; null when there is none. */
  from: string | null;
  /** To, Cc, Delivered-To and X-Original-To, lower-cased. */
  headerRecipients: string[];
  /** Why the message is an automatic one (`Auto-Submitted`, `Precedence`), or null. */
  automatic: { reason: 'auto_reply' | 'bulk'; header: string } | null;
  text: string;
  attachmentNames: string[];
}

export class UnreadableEmailError extends Error {}

/** HTML past this many characters is not turned into text: a reply is short, and the conversion is costly. */
const MAX_HTML_TO_TEXT = 200_000;
const BULK_PRECEDENCE = new Set(['bulk', 'junk', 'list']);

export async function parseInboundMessage(raw: Buffer): Promise<InboundMessage> {
  let parsed;
  try {
    parsed = await simpleParser(raw, { maxHtmlLengthToParse: MAX_HTML_TO_TEXT, skipImageLinks: true });
  } catch (error) {
    throw new UnreadableEmailError((error as Error).message);
  }
  const header = (name: string): string | null => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value.trim() : null;
  };
  const autoSubmitted = header('auto-submitted');
  const precedence = header('precedence');
  const automatic =
    autoSubmitted !== null && autoSubmitted.toLowerCase() !== 'no'
      ? { reason: 'auto_reply' as const, header: `Auto-Submitted: ${autoSubmitted}` }
      : precedence !== null && BULK_PRECEDENCE.has(precedence.toLowerCase())
        ? { reason: 'bulk' as const, header: `Precedence: ${precedence}` }
        : null;
  const references = parsed.references === undefined ? [] : [parsed.references].flat();
  return {
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references,
    from: addressesOf(parsed.from)[0] ?? null,
    headerRecipients: [
      ...addressesOf(parsed.to),
      ...addressesOf(parsed.cc),
      ...addressesOf(parsed.headers.get('delivered-to') as AddressObject | undefined),
      ...addressesOf(parsed.headers.get('x-original-to') as AddressObject | undefined),
    ],
    automatic,
    text: parsed.text ?? '',
    attachmentNames: parsed.attachments
      .filter((attachment) => attachment.contentDisposition !== 'inline' || attachment.filename)
      .map((attachment) => attachment.filename ?? 'unnamed attachment'),
  };
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  if (value === undefined || typeof value !== 'object') return [];
  return [value]
    .flat()
    .flatMap((object) => object.value ?? [])
    .flatMap((entry) => (entry.address ? [entry.address.trim().toLowerCase()] : []));
}
