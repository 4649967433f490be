import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';
import { fieldMessage } from '@northvault/contracts/field-messages';
import {
  FEDERATION_ERROR_CODE,
  LOAD_OUTCOMES,
  MAX_LOAD_DURATION_MS,
  MAX_LOAD_TOKEN_LENGTH,
  MAX_LOADS_PER_REPORT,
  RELEASE_VERSION,
  REMOTE_IDS,
  ROUTE_PATTERNS,
  type RemoteLoadBatch,
  type RemoteLoadOutcome,
  type RemoteLoadReport,
} from '@northvault/contracts/telemetry';

/** A required value that passes `check`; the message completes "<Field> must be …". */
function Required(check: (value: unknown) => boolean, expected: string): PropertyDecorator {
  return ValidateBy({
    name: 'required',
    validator: {
      validate: check,
      defaultMessage: ({ property, value }: ValidationArguments) =>
        value === undefined || value === null || value === ''
          ? fieldMessage(property, { kind: 'missing' })
          : fieldMessage(property, { kind: 'mismatch', expected }),
    },
  });
}

const isOneOf = (values: readonly string[]) => (value: unknown) => typeof value === 'string' && values.includes(value);

function isOutcome(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    ((LOAD_OUTCOMES as readonly string[]).includes(value) || FEDERATION_ERROR_CODE.test(value))
  );
}

/** One load, as the shell reports it. */
export class RemoteLoadDto implements RemoteLoadReport {
  @Required(isOneOf(REMOTE_IDS), `one of ${REMOTE_IDS.join(', ')}`)
  remote: string;

  @Required((value) => typeof value === 'string' && RELEASE_VERSION.test(value), 'a release version or "unreleased"')
  version: string;

  @Required(
    isOutcome,
    'ok, timeout, render-error, load-error, hydration-mismatch or a Module Federation error code such as RUNTIME-008',
  )
  outcome: RemoteLoadOutcome;

  @Required(
    (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
    'a number of milliseconds, 0 or more',
  )
  durationMs: number;

  @Required(isOneOf(ROUTE_PATTERNS), "one of the site's page route patterns")
  route: string;
}

/** ValidateNested passes over null and scalars in the list: each item must be a load object. */
function EachAnObject(): PropertyDecorator {
  return ValidateBy({
    name: 'eachAnObject',
    validator: {
      validate: (value: unknown) =>
        !Array.isArray(value) ||
        value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item)),
      defaultMessage: ({ property }: ValidationArguments) =>
        fieldMessage(property, { kind: 'mismatch', expected: 'made of load objects' }),
    },
  });
}

function ListOfLoads(): PropertyDecorator {
  return applyDecorators(
    Required(
      (value) => Array.isArray(value) && value.length >= 1 && value.length <= MAX_LOADS_PER_REPORT,
      `between 1 and ${MAX_LOADS_PER_REPORT} loads`,
    ),
    EachAnObject(),
    ValidateNested({ each: true }),
    Type(() => RemoteLoadDto),
  );
}

/** POST /api/telemetry/remote-loads. */
export class RemoteLoadBatchDto implements RemoteLoadBatch {
  /** Its signature and expiry are checked by the controller (load-token.ts); here only its shape. */
  @Required(
    (value) => typeof value === 'string' && value.length > 0 && value.length <= MAX_LOAD_TOKEN_LENGTH,
    "the page's load token",
  )
  token: string;

  @ListOfLoads()
  loads: RemoteLoadDto[];
}

/** A load slower than the cap is stored as the cap: beyond it the figure says nothing more. */
export function cappedDuration(durationMs: number): number {
  return Math.round(Math.min(durationMs, MAX_LOAD_DURATION_MS));
}
