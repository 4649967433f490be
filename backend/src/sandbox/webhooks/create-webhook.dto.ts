import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { WEBHOOK_EVENTS } from '@northvault/contracts/webhooks';
import { OptionalBoolean, OptionalText, OptionalTextMatching, RequiredMatching } from '../../http/field-rules';

const limits = TEXT_LIMITS.sandboxWebhook;

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
}

/** A list of one or more event names, each at most once; which names the plan allows is the service's rule. */
function EventNames(required = true): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      required,
      type: [String],
      minItems: 1,
      maxItems: WEBHOOK_EVENTS.length,
      uniqueItems: true,
      example: ['transaction.completed'],
      description: 'Event names your plan includes.',
    }),
    ValidateBy({
      name: 'eventNames',
      validator: {
        validate: (value: unknown) =>
          (!required && value === undefined) ||
          (Array.isArray(value) &&
            value.length >= 1 &&
            value.length <= WEBHOOK_EVENTS.length &&
            value.every((event) => typeof event === 'string' && event.length > 0 && event.length <= limits.event) &&
            new Set(value).size === value.length),
        defaultMessage: () =>
          `events must be a list of 1 to ${WEBHOOK_EVENTS.length} different event names, such as ["transaction.completed"].`,
      },
    }),
  );
}

/** POST /v1/webhooks (docs/product/api.md#webhooks), in the documented API's property names. */
export class CreateWebhookDto {
  @RequiredMatching(isHttpUrl, 'an http:// or https:// URL', { maxLength: limits.url })
  url: string;

  @EventNames()
  events: string[];

  @OptionalText({ maxLength: limits.description })
  description?: string;
}

/** PATCH /v1/webhooks/{id}: any of the fields, each under POST's rules; `disabled` stops or resumes deliveries. */
export class UpdateWebhookDto {
  @OptionalTextMatching(isHttpUrl, 'an http:// or https:// URL', { maxLength: limits.url })
  url?: string;

  @EventNames(false)
  events?: string[];

  @OptionalText({ maxLength: limits.description })
  description?: string;

  @OptionalBoolean()
  disabled?: boolean;
}
