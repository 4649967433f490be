/**
 * The words of an emailed reply as they go into the thread: quoted history and signatures stripped by
 * email-reply-parser, the text rules of every message field applied (no control characters but tab and line breaks,
 * at most 20,000 characters), and the attachments, which are not stored, listed by name.
 */
import EmailReplyParser from 'email-reply-parser';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';

const MAX_BODY = TEXT_LIMITS.support.message;
/** The parser's expressions run on the start of a long message only: a reply is near the top. */
const MAX_PARSED = 100_000;
const MAX_ATTACHMENT_NAME = 200;
const MAX_ATTACHMENTS_LISTED = 20;
const CUT = '\n[…]';
export const ATTACHMENTS_HEADING = 'Attachments (not stored; send them another way if we ask for them):';

// eslint-disable-next-line no-control-regex -- what no message field may hold
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- a file name is one line
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]+/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}

/** The reply's own words, or '' when nothing is left of it and nothing was attached. */
export function replyText(text: string, attachmentNames: readonly string[]): string {
  const visible = new EmailReplyParser().read(clean(text).slice(0, MAX_PARSED)).getVisibleText().trim();
  const names = attachmentNames
    .slice(0, MAX_ATTACHMENTS_LISTED)
    .map((name) => `- ${clean(name).replace(CONTROL_IN_NAME, ' ').trim().slice(0, MAX_ATTACHMENT_NAME)}`);
  const more = attachmentNames.length - names.length;
  if (more > 0) names.push(`- and ${more} more`);
  const list = names.length > 0 ? [ATTACHMENTS_HEADING, ...names].join('\n') : '';
  const room = MAX_BODY - (list ? list.length + 2 : 0);
  const words = visible.length > room ? `${visible.slice(0, room - CUT.length)}${CUT}` : visible;
  // A cut may split a surrogate pair.
  return [words, list].filter(Boolean).join('\n\n').replace(LONE_SURROGATE, '\ufffd');
}
