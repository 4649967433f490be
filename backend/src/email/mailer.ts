/** SMTP through nodemailer: one pooled connection set per process, to SMTP_URL. */
import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/mail-config';
import type { Recipient } from './email-job';
import { type EmailContent, headerText } from './email-text';

export interface OutgoingEmail extends EmailContent {
  to: Recipient;
  /** `<id@domain>`; the same id on every attempt, so a receiver can recognise a repeat. */
  messageId: string;
  /** Threading and where replies go, for the emails that take part in a conversation. */
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export const MAILER = Symbol('MAILER');

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  /** @param connections one per job a worker runs at once: a relay answers each connection in turn. */
  constructor(
    private readonly config: MailConfig,
    connections = 5,
  ) {
    this.transport = createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: connections,
      // Well inside the queue's attempt timeout, so a stuck relay fails the attempt and it is retried.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({
      from: { name: headerText(this.config.from.name), address: this.config.from.address },
      // nodemailer encodes the display name; headerText keeps a CR or LF out of it first.
      to: { name: headerText(email.to.name), address: email.to.address },
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
      ...(email.references?.length ? { references: email.references } : {}),
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
