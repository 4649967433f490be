/** email-reply-parser 2.1 ships no types: the part of its API the desk uses. */
declare module 'email-reply-parser' {
  interface Fragment {
    isHidden(): boolean;
    isQuoted(): boolean;
    isEmpty(): boolean;
    getContent(): string;
  }
  interface ParsedEmail {
    /** The message in blocks, in order: the reply, signatures, quoted history and their headers. */
    getFragments(): Fragment[];
  }
  class EmailReplyParser {
    read(text: string): ParsedEmail;
  }
  export = EmailReplyParser;
}
