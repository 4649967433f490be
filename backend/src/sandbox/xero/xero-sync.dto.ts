import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalOneOf, RequiredText } from '../../http/field-rules';

export const SYNC_ENTITIES = ['bank_transactions', 'invoices', 'contacts'] as const;
export const SYNC_PRIORITIES = ['normal', 'high'] as const;

/** Optional: one or more of the entities, each at most once. */
function SyncEntities(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: SYNC_ENTITIES, isArray: true, required: false, minItems: 1, uniqueItems: true }),
    ValidateBy({
      name: 'syncEntities',
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          (Array.isArray(value) &&
            value.length >= 1 &&
            value.every((entity) => (SYNC_ENTITIES as readonly unknown[]).includes(entity)) &&
            new Set(value).size === value.length),
        defaultMessage: () => `entities must be a list of different values from: ${SYNC_ENTITIES.join(', ')}.`,
      },
    }),
  );
}

/** POST /v1/xero/sync (docs/product/api.md#xero). */
export class XeroSyncDto {
  @RequiredText({ maxLength: TEXT_LIMITS.sandboxXero.organizationId })
  organization_id: string;

  @SyncEntities()
  entities?: (typeof SYNC_ENTITIES)[number][];

  @OptionalOneOf(SYNC_PRIORITIES)
  priority?: (typeof SYNC_PRIORITIES)[number];
}
