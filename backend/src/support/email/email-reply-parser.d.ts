/** email-reply-parser 2.1 ships no types: the part of its API the desk uses. */
declare module 'email-reply-parser' {
  interface ParsedEmail {
    /** The text without quoted history and signatures. */
    getVisibleText(): string;
  }
  class EmailReplyParser {
    read(text: string): ParsedEmail;
  }
  export = EmailReplyParser;
}
