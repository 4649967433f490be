import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { InboundEmails } from './inbound-emails';
import { MAX_INBOUND_EMAIL_BYTES } from './inbound-message';

/** SMTP's "message too big for system" and "mailbox unavailable". */
const TOO_BIG = 552;
const NO_SUCH_MAILBOX = 550;

/**
 * The inbound SMTP listener `npm start` runs (docs/product/contact-and-support.md#inbound-email): it takes mail for
 * the support domain only, up to 1 MB, and hands each message to InboundEmails. It answers 250 to what that service
 * refuses or drops (a bounce to a forged or automatic sender would only make more mail); it recorded why. Not
 * started in tests unless a suite starts it, nor in production, where the provider's webhook is the way in.
 */
@Injectable()
export class InboundSmtpListener implements OnApplicationShutdown {
  private readonly logger = new Logger(InboundSmtpListener.name);
  private server: SMTPServer | null = null;

  constructor(
    private readonly inbound: InboundEmails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Listens on `port` (0: any free port); resolves with the port it listens on. */
  async listen(port: number, host: string): Promise<number> {
    const domain = this.config.supportEmail.domain;
    const server = new SMTPServer({
      size: MAX_INBOUND_EMAIL_BYTES,
      // Mail from the world's servers: no sign-in, and no TLS configured for this development listener.
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      banner: 'Northvault support',
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const accepted = address.address.trim().toLowerCase().endsWith(`@${domain}`);
        callback(accepted ? null : smtpError(`No mailbox here for ${address.address}`, NO_SUCH_MAILBOX));
      },
      onData: (stream, session, callback) => {
        const recipients = session.envelope.rcptTo.map((to) => to.address);
        void this.received(stream, recipients).then(
          (error) => callback(error),
          (error: unknown) => {
            this.logger.error(`Inbound email failed: ${(error as Error).message}`);
            callback(smtpError('Try again later', 451));
          },
        );
      },
    });
    server.on('error', (error) => this.logger.warn(`Inbound SMTP connection failed: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const actual = (server.server.address() as AddressInfo).port;
    this.logger.log(`Inbound SMTP listening on port ${actual} for mail to @${domain}`);
    return actual;
  }

  /** Reads the message (never more than the limit into memory) and passes it on; an error refuses it. */
  private async received(stream: SMTPServerDataStream, recipients: string[]): Promise<Error | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= MAX_INBOUND_EMAIL_BYTES) chunks.push(chunk);
    }
    const delivery = { channel: 'smtp' as const, envelopeRecipients: recipients };
    if (stream.sizeExceeded || size > MAX_INBOUND_EMAIL_BYTES) {
      await this.inbound.refuseTooLarge(size, delivery);
      return smtpError('Message too large: the support desk takes up to 1 MB', TOO_BIG);
    }
    await this.inbound.receive(Buffer.concat(chunks), delivery);
    return null;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}
