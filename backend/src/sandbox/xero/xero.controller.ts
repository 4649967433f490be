import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { PLANS } from '@northvault/contracts/plans';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { SANDBOX_INVOICE_STATUSES } from '../../database/schema';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import {
  EARLIEST_QUERY_DATE_YEAR,
  listLimit,
  optionalQueryChoice,
  optionalQueryDate,
  optionalQueryText,
  requiredQueryText,
} from '../http/query-params';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';
import { InvoicePage, OrganizationList, SandboxAnswer, SandboxErrors, SyncRunBody } from '../http/sandbox-responses';
import { Xero } from './xero.service';
import { XeroSyncDto } from './xero-sync.dto';

const ID_LENGTH = TEXT_LIMITS.sandboxXero.organizationId;
/** A page without `limit` holds 100 invoices, or the plan's cap when lower. */
const DEFAULT_PAGE = 100;

/** The Xero calls of the sandbox (docs/product/api.md#xero). */
@ApiTags('Xero')
@Controller(SANDBOX_PREFIX)
@SignedInWithToken()
export class XeroController {
  constructor(private readonly xero: Xero) {}

  @Get(SANDBOX_PATHS.xeroOrganizations.slice(1))
  @RequiresPermission('xero:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'List connected Xero organisations' })
  @SandboxAnswer(200, OrganizationList, 'Your connected organisations.')
  async organizations(@Caller() caller: SandboxCaller) {
    return { data: await this.xero.organizations(caller) };
  }

  @Get(SANDBOX_PATHS.xeroInvoices.slice(1))
  @RequiresPermission('xero:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'List Xero invoices', description: 'Starter reads the last 30 days only.' })
  @ApiQuery({ name: 'organization_id', required: true, schema: { type: 'string', maxLength: ID_LENGTH } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, default: DEFAULT_PAGE } })
  @ApiQuery({ name: 'status', required: false, enum: SANDBOX_INVOICE_STATUSES })
  @ApiQuery({
    name: 'modified_since',
    required: false,
    description: `A date or a time with its offset, from ${EARLIEST_QUERY_DATE_YEAR} on; only invoices updated after it.`,
    schema: {
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    },
  })
  @ApiQuery({ name: 'starting_after', required: false, schema: { type: 'string', maxLength: ID_LENGTH } })
  @SandboxAnswer(200, InvoicePage, 'A page of invoices, most recently updated first.')
  @SandboxErrors(404)
  invoices(@Caller() caller: SandboxCaller, @Query() query: Record<string, unknown>) {
    const cap = PLANS[caller.planId].sampleLimits.invoicesPerRequest;
    return this.xero.invoices(caller, {
      organizationId: requiredQueryText(query.organization_id, 'organization_id', ID_LENGTH),
      limit: listLimit(query.limit, caller.planId, cap, DEFAULT_PAGE),
      status: optionalQueryChoice(query.status, 'status', SANDBOX_INVOICE_STATUSES),
      modifiedSince: optionalQueryDate(query.modified_since, 'modified_since'),
      startingAfter: optionalQueryText(query.starting_after, 'starting_after', ID_LENGTH),
    });
  }

  @Post(SANDBOX_PATHS.xeroSync.slice(1))
  @RequiresPermission('xero:sync')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Sync to Xero', description: 'Business and Enterprise.' })
  @SandboxAnswer(202, SyncRunBody, 'The sync run.')
  @SandboxErrors(404)
  sync(@Caller() caller: SandboxCaller, @Body() body: XeroSyncDto) {
    return this.xero.sync(caller, body);
  }
}
