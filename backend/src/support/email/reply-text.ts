/**
 * The words of an emailed reply as they go into the thread: quoted history and signatures stripped by
 * email-reply-parser, the text rules of every message field applied (no control characters but tab and line breaks,
 * at most 20,000 characters), and the attachments, which are not stored, listed by name.
 */
import EmailReplyParser from 'email-reply-parser';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';

const MAX_BODY = TEXT_LIMITS.support.message;
/** The parser reads the start of a long message only: a reply is near the top, and is kept to 20,000 characters. */
const MAX_PARSED = 30_000;
/**
 * The parser's expressions backtrack on long lines (seconds on one line of 100,000 characters), and any stranger can
 * send one. No quote header or signature line is this long, so longer lines are hidden from it behind a placeholder.
 */
const MAX_PARSED_LINE = 500;
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

/**
 * The parser hides signatures and quoted history under an `On … wrote:` line; a quoted block after the reply with no
 * such line (an HTML email's blockquote, some clients) is history too. Quotes between the reply's own lines stay: the
 * customer answers them point by point.
 */
function withoutHistory(text: string): string {
  const longLines: string[] = [];
  const parsed = text
    .split('\n')
    .map((line) => {
      if (line.length <= MAX_PARSED_LINE) return line;
      longLines.push(line);
      // A quoted line stays one, so a long quote is still history.
      return `${line.startsWith('>') ? '>' : ''}${placeholder(longLines.length - 1)}`;
    })
    .join('\n');
  const shown = new EmailReplyParser()
    .read(parsed)
    .getFragments()
    .filter((fragment) => !fragment.isHidden());
  while (shown.length > 0 && (shown.at(-1)!.isQuoted() || shown.at(-1)!.isEmpty())) shown.pop();
  return shown
    .map((fragment) => fragment.getContent())
    .join('\n')
    .replace(PLACEHOLDER, (_match, index: string) => longLines[Number(index)] ?? '')
    .trim();
}

/** Control characters are gone by then, so no text of the message can look like one. */
const placeholder = (index: number) => `\u0001${index}\u0001`;
// eslint-disable-next-line no-control-regex -- the placeholder's own delimiter
const PLACEHOLDER = />?\u0001(\d+)\u0001/g;

/** The reply's own words, or '' when nothing is left of it and nothing was attached. */
export function replyText(text: string, attachmentNames: readonly string[]): string {
  const visible = withoutHistory(clean(text).slice(0, MAX_PARSED));
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
