import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { fieldMessage } from '@northvault/contracts/field-messages';
import type { CustomerReplyRequest, TicketRatingRequest } from '@northvault/contracts/support-tickets';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText, RequiredText } from '../../http/field-rules';

/** POST /api/support/tickets/:ticketId/messages: the requester's reply, with the message field's rules. */
export class CustomerReplyDto implements CustomerReplyRequest {
  @RequiredText({ maxLength: TEXT_LIMITS.support.message, multiline: true })
  body: string;
}

/** POST /api/support/tickets/:ticketId/rating: Yes or No, and an optional comment with a No. */
export class TicketRatingDto implements TicketRatingRequest {
  @ApiProperty({ type: Boolean })
  @ValidateBy({
    name: 'requiredBoolean',
    validator: {
      validate: (value: unknown) => typeof value === 'boolean',
      defaultMessage: ({ property }: ValidationArguments) => fieldMessage(property, { kind: 'not-boolean' }),
    },
  })
  helpful: boolean;

  @OptionalText({ maxLength: TEXT_LIMITS.supportRating.comment, multiline: true })
  comment?: string;
}
