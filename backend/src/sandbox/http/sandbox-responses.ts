/**
 * What the sandbox answers, as classes: the services build these shapes (so the compiler holds
 * them to it) and the OpenAPI document describes them from the same declarations
 * (sandbox-openapi.ts). Property names are the documented API's own (snake_case).
 */
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { PERMISSIONS, plansGranting } from '@northvault/contracts/permissions';
import { PLAN_IDS, type Permission, type PlanId } from '@northvault/contracts/plans';
import { RATE_LIMIT_HEADERS, SANDBOX_ERROR_CODES, type SandboxErrorCode } from '@northvault/contracts/sandbox';
import { WHITE_LABEL_FONTS, type WhiteLabelFont } from '@northvault/contracts/white-label';
import {
  SANDBOX_ACCOUNT_TYPES,
  SANDBOX_INVOICE_STATUSES,
  SANDBOX_TRANSACTION_STATUSES,
  SANDBOX_TRANSACTION_TYPES,
  sandboxAccounts,
  sandboxXeroInvoices,
} from '../../database/schema';
import type { CustomFields } from '../banking/custom-fields';
import { SYNC_ENTITIES, SYNC_PRIORITIES } from '../xero/xero-sync.dto';

type AccountStatus = (typeof sandboxAccounts.status.enumValues)[number];
type InvoiceType = (typeof sandboxXeroInvoices.type.enumValues)[number];

const TIMESTAMP = { type: String, format: 'date-time', example: '2026-11-23T10:15:00Z' } as const;

/** `custom_fields` in an answer: Enterprise's bodies carry it (`{}` when none); other plans' never do. */
const CUSTOM_FIELDS = {
  type: 'object',
  selfRequired: false,
  additionalProperties: { type: 'string' },
  description: 'Enterprise only: the custom fields sent with it, `{}` when none. Absent on other plans.',
  example: { ledger_code: '4010' },
} as const;

export class ErrorDetail {
  @ApiProperty({ enum: SANDBOX_ERROR_CODES })
  code: SandboxErrorCode;

  @ApiProperty({ description: 'What went wrong, in a sentence to show or log.' })
  message: string;

  @ApiProperty({ required: false, description: 'The parameter, field or header at fault, when there is one.' })
  param?: string;

  @ApiProperty({ description: 'The id of this request, also sent as the X-Request-Id header.' })
  request_id: string;
}

/** The one error shape of every refusal. */
export class ErrorResponse {
  @ApiProperty({ type: ErrorDetail })
  error: ErrorDetail;
}

export class LoginUser {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: 'ORG-8F3K2Q' })
  organization: string;

  @ApiProperty({ enum: PLAN_IDS })
  plan: PlanId;
}

export class LoginResponse {
  @ApiProperty({ example: 'nv_at_…' })
  access_token: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ description: 'Seconds until the token expires.', example: 3600 })
  expires_in: number;

  @ApiProperty({ type: LoginUser })
  user: LoginUser;
}

export class SandboxUser {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty()
  organization: string;

  @ApiProperty({ enum: PLAN_IDS })
  plan: PlanId;

  // What a plan can grant: a role's permissions (support:agent) never reach the documented API.
  @ApiProperty({ enum: PERMISSIONS.filter((permission) => plansGranting(permission).length > 0), isArray: true })
  permissions: Permission[];

  @ApiProperty({
    ...TIMESTAMP,
    nullable: true,
    description: 'When the token or API key stops working; null for an API key without expiry.',
  })
  token_expires_at: string | null;
}

export class Balance {
  @ApiProperty({ example: 48250.75 })
  current: number;

  @ApiProperty({ example: 'USD' })
  currency: string;
}

/** An account as the docs' examples show it (docs/product/api.md#example-shapes). */
export class AccountBody {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: SANDBOX_ACCOUNT_TYPES })
  account_type: (typeof SANDBOX_ACCOUNT_TYPES)[number];

  @ApiProperty({ type: Balance })
  balance: Balance;

  @ApiProperty({ enum: sandboxAccounts.status.enumValues })
  status: AccountStatus;

  @ApiProperty(CUSTOM_FIELDS)
  custom_fields?: CustomFields;
}

export class AccountList {
  @ApiProperty({ type: [AccountBody] })
  data: AccountBody[];

  @ApiProperty({ enum: [false], description: 'Every plan’s accounts fit on one page.' })
  has_more: false;
}

/** A transaction as the docs' examples show it (docs/product/api.md#example-shapes). */
export class TransactionBody {
  @ApiProperty()
  id: string;

  @ApiProperty()
  account_id: string;

  @ApiProperty()
  amount: number;

  @ApiProperty({ description: 'The plan’s flat fee, charged with the amount.' })
  fee: number;

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty({ enum: SANDBOX_TRANSACTION_TYPES })
  type: (typeof SANDBOX_TRANSACTION_TYPES)[number];

  @ApiProperty({ enum: SANDBOX_TRANSACTION_STATUSES })
  status: (typeof SANDBOX_TRANSACTION_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty(TIMESTAMP)
  created_at: string;

  @ApiProperty(CUSTOM_FIELDS)
  custom_fields?: CustomFields;
}

export class TransactionPage {
  @ApiProperty({ type: [TransactionBody] })
  data: TransactionBody[];

  @ApiProperty()
  has_more: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Pass as starting_after for the next page.' })
  next_cursor: string | null;
}

/** Why one item of a bulk post was refused: the code, sentence and parameter a single post would answer. */
export class ItemError {
  @ApiProperty({ enum: SANDBOX_ERROR_CODES })
  code: SandboxErrorCode;

  @ApiProperty()
  message: string;

  @ApiProperty({ required: false, description: 'The field of the item at fault, when there is one.' })
  param?: string;
}

/** One item of a bulk post, in the order sent: posted (201) or refused with its own status. */
export class BulkTransactionResult {
  @ApiProperty({ description: 'The status a single post of this item would have answered.', example: 201 })
  status: number;

  @ApiProperty({ type: TransactionBody, required: false })
  transaction?: TransactionBody;

  @ApiProperty({ type: ItemError, required: false })
  error?: ItemError;
}

export class BulkTransactionResults {
  @ApiProperty({ type: [BulkTransactionResult] })
  data: BulkTransactionResult[];
}

/** A registered endpoint as `POST /webhooks` answers it: the only time its secret is shown. */
export class WebhookBody {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'uri' })
  url: string;

  @ApiProperty({ type: [String] })
  events: string[];

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({
    description: 'True while nothing is delivered to it: disabled by you, or after 3 days of failed deliveries.',
  })
  disabled: boolean;

  @ApiProperty({ description: 'Signs each delivery’s Northvault-Signature header. Shown only here.' })
  secret: string;

  @ApiProperty(TIMESTAMP)
  created_at: string;
}

/** A registered endpoint as the list and `GET /webhooks/{id}` answer it: never its secret. */
export class WebhookEndpointBody {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'uri' })
  url: string;

  @ApiProperty({ type: [String] })
  events: string[];

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({
    description: 'True while nothing is delivered to it: disabled by you, or after 3 days of failed deliveries.',
  })
  disabled: boolean;

  @ApiProperty(TIMESTAMP)
  created_at: string;
}

export class WebhookEndpointList {
  @ApiProperty({ type: [WebhookEndpointBody] })
  data: WebhookEndpointBody[];
}

export class OrganizationBody {
  @ApiProperty()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: 'USD' })
  base_currency: string;

  @ApiProperty({ example: 'US' })
  country_code: string;

  @ApiProperty(TIMESTAMP)
  connected_at: string;

  @ApiProperty({ ...TIMESTAMP, nullable: true })
  last_synced_at: string | null;
}

export class OrganizationList {
  @ApiProperty({ type: [OrganizationBody] })
  data: OrganizationBody[];
}

export class InvoiceContact {
  @ApiProperty()
  name: string;
}

export class InvoiceBody {
  @ApiProperty()
  id: string;

  @ApiProperty()
  invoice_number: string;

  @ApiProperty({ enum: sandboxXeroInvoices.type.enumValues })
  type: InvoiceType;

  @ApiProperty({ type: InvoiceContact })
  contact: InvoiceContact;

  @ApiProperty({ enum: SANDBOX_INVOICE_STATUSES })
  status: (typeof SANDBOX_INVOICE_STATUSES)[number];

  @ApiProperty({ example: 'USD' })
  currency: string;

  @ApiProperty()
  total: number;

  @ApiProperty()
  amount_due: number;

  @ApiProperty({ format: 'date', example: '2026-11-02' })
  date: string;

  @ApiProperty({ format: 'date', example: '2026-12-02' })
  due_date: string;

  @ApiProperty(TIMESTAMP)
  updated_at: string;
}

export class InvoicePage {
  @ApiProperty({ type: [InvoiceBody] })
  data: InvoiceBody[];

  @ApiProperty()
  has_more: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Pass as starting_after for the next page.' })
  next_cursor: string | null;
}

export class SyncRunBody {
  @ApiProperty()
  id: string;

  @ApiProperty()
  organization_id: string;

  @ApiProperty({ enum: SYNC_ENTITIES, isArray: true })
  entities: (typeof SYNC_ENTITIES)[number][];

  @ApiProperty({ enum: SYNC_PRIORITIES })
  priority: (typeof SYNC_PRIORITIES)[number];

  @ApiProperty({ enum: ['completed'] })
  status: 'completed';

  @ApiProperty(TIMESTAMP)
  created_at: string;
}

/** The organisation's saved white-label configuration (its draft), in the documented API's names. */
export class WhiteLabelConfigBody {
  @ApiProperty({ example: 'WLC-2KD8FH4JQ9' })
  id: string;

  @ApiProperty({ example: 'ORG-8F3K2Q7M1D' })
  organization_id: string;

  @ApiProperty()
  company_name: string;

  @ApiProperty({ description: 'The host name the platform is served on; empty until one is saved.' })
  domain: string;

  @ApiProperty()
  logo_url: string;

  @ApiProperty()
  favicon_url: string;

  @ApiProperty({ example: '#8080ff' })
  primary_color: string;

  @ApiProperty({ example: '#6c6cff' })
  secondary_color: string;

  @ApiProperty({ example: '#00ccff' })
  accent_color: string;

  @ApiProperty()
  background_gradient: string;

  @ApiProperty({ enum: WHITE_LABEL_FONTS })
  font_family: WhiteLabelFont;

  @ApiProperty()
  email_from_name: string;

  @ApiProperty()
  contact_email: string;

  @ApiProperty()
  contact_phone: string;

  @ApiProperty({ description: 'Whether a published version is live on the domain.' })
  is_active: boolean;
}

/** A published version of the configuration. */
export class WhiteLabelVersionBody {
  @ApiProperty({ example: 'WLV-7RT3YW6UE1' })
  id: string;

  @ApiProperty({ description: '1, 2, 3… within the organisation.' })
  number: number;

  @ApiProperty()
  domain: string;

  @ApiProperty(TIMESTAMP)
  published_at: string;
}

export class WhiteLabelConfigAnswer {
  @ApiProperty({ type: WhiteLabelConfigBody, nullable: true, description: 'null until a configuration is saved.' })
  config: WhiteLabelConfigBody | null;

  @ApiProperty({ type: WhiteLabelVersionBody, nullable: true, description: 'The version live on the domain, if any.' })
  live_version: WhiteLabelVersionBody | null;

  @ApiProperty({ description: 'The live version is exactly the saved configuration: nothing waits to be deployed.' })
  up_to_date: boolean;
}

/** What `POST /white-label/deploy` answers: the version now live. */
export class WhiteLabelDeploymentBody {
  @ApiProperty({ example: 'WLV-7RT3YW6UE1', description: 'The id of the version now live.' })
  id: string;

  @ApiProperty()
  config_id: string;

  @ApiProperty()
  number: number;

  @ApiProperty()
  domain: string;

  @ApiProperty({ enum: ['live'] })
  status: 'live';

  @ApiProperty(TIMESTAMP)
  published_at: string;
}

/** Every answer carries its request id; a signed-in call's also says what is left of the month's API calls. */
function answerHeaders(rateLimited: boolean): NonNullable<ApiResponseOptions['headers']> {
  const integer = { schema: { type: 'integer' } } as const;
  return {
    'X-Request-Id': {
      description: 'The id of this request; quote it when asking for support.',
      schema: { type: 'string' },
    },
    ...(rateLimited && {
      [RATE_LIMIT_HEADERS.limit]: { description: 'API calls per month on the plan.', ...integer },
      [RATE_LIMIT_HEADERS.remaining]: { description: 'API calls left this month.', ...integer },
      [RATE_LIMIT_HEADERS.reset]: { description: 'Seconds until the quota renews.', ...integer },
    }),
  };
}

/** The success answer of a route: its status and body. Unlimited plans get no rate-limit headers. */
export function SandboxAnswer(
  status: 200 | 201 | 202 | 204,
  type: Type<unknown> | undefined,
  description: string,
  { rateLimited = true } = {},
): MethodDecorator {
  return ApiResponse({ status, ...(type && { type }), description, headers: answerHeaders(rateLimited) });
}

const ERROR_MEANINGS = {
  400: 'A parameter, field or header is missing or invalid; `param` names it. Nothing was written.',
  401: 'The bearer token or the credentials are missing, wrong or expired.',
  403: 'The plan header names another plan, the plan does not include this call, or a browser on another site sent it.',
  404: 'No such resource in your organisation.',
  409: 'The request conflicts with another, such as a domain another organisation serves or an endpoint you have.',
  422: 'The request breaks a business rule, such as a minimum amount or a plan limit.',
  429: 'A monthly quota of the plan is used up, or too many requests arrived at once.',
} as const;

/** The refusals a route can answer, each in the one error shape. */
export function SandboxErrors(...statuses: (keyof typeof ERROR_MEANINGS)[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status], type: ErrorResponse, headers: answerHeaders(false) }),
    ),
  );
}
