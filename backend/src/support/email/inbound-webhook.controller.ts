import {
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../auth/public';
import { InboundEmails, type InboundOutcome } from './inbound-emails';
import { MAX_INBOUND_EMAIL_BYTES } from './inbound-message';
import { InboundWebhookGuard } from './inbound-webhook.guard';

export const INBOUND_TOO_LARGE = 'The message is larger than 1 MB; the support desk takes up to 1 MB.';
export const INBOUND_RAW_MESSAGE_REQUIRED = 'Send the raw message as message/rfc822.';

/** What a provider sends: the raw message, headers and all. */
const RAW_MESSAGE_TYPES = /^(message\/rfc822|application\/octet-stream|text\/plain)\s*(;|$)/i;

/**
 * `POST /api/support/inbound`: a mail provider's inbound webhook (docs/product/contact-and-support.md#inbound-email).
 * No session: the shared secret is its own authentication (InboundWebhookGuard). It answers 200 with the outcome
 * for every message it read, refused ones too (they are recorded, and a retry would be refused again), and 413 for
 * a message over 1 MB.
 */
@Controller('support/inbound')
@Public()
@UseGuards(InboundWebhookGuard)
export class InboundWebhookController {
  constructor(private readonly inbound: InboundEmails) {}

  @Post()
  @HttpCode(200)
  async receive(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<InboundOutcome> {
    if (!RAW_MESSAGE_TYPES.test(request.get('content-type') ?? '')) {
      throw new UnsupportedMediaTypeException(INBOUND_RAW_MESSAGE_REQUIRED);
    }
    const delivery = { channel: 'webhook' as const, envelopeRecipients: [] };
    const body = await readAtMost(request, MAX_INBOUND_EMAIL_BYTES);
    if ('tooLarge' in body) {
      // The rest of the body is never read: the connection closes once the answer is sent.
      response.setHeader('Connection', 'close');
      response.once('finish', () => request.destroy());
      await this.inbound.refuseTooLarge(body.tooLarge, delivery);
      throw new HttpException(INBOUND_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
    }
    return this.inbound.receive(body.raw, delivery);
  }
}

/**
 * The request's body, or the size at which it passed `limit` (its declared length when that is already over):
 * never more than `limit` bytes in memory.
 */
function readAtMost(request: Request, limit: number): Promise<{ raw: Buffer } | { tooLarge: number }> {
  const declared = Number(request.get('content-length') ?? 0);
  if (declared > limit) return Promise.resolve({ tooLarge: declared });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.pause();
      resolve({ tooLarge: size });
    };
    request.on('data', onData);
    request.once('end', () => resolve({ raw: Buffer.concat(chunks) }));
    request.once('error', reject);
  });
}
