import { Body, Controller, Get, Header, Headers, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { SANDBOX_TRANSACTION_STATUSES } from '../../database/schema';
import { ApiBody, ApiExtraModels, ApiHeader, ApiOperation, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiValidationPipe } from '../../http/api-validation.pipe';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import { BankingTransactions } from './banking-transactions.service';
import {
  BulkTransactionResults,
  SandboxAnswer,
  SandboxErrors,
  TransactionBody,
  TransactionPage,
} from '../http/sandbox-responses';
import { BulkTransactionsDto, CreateTransactionDto } from './create-transaction.dto';
import { listLimit, optionalQueryChoice, optionalQueryText, requiredQueryText } from '../http/query-params';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';

const limits = TEXT_LIMITS.sandboxTransaction;
/** A page without `limit` holds 50 transactions, or the plan's cap when lower. */
const DEFAULT_PAGE = 50;

const bodyPipe = new ApiValidationPipe();

/** One transaction, or `{ "transactions": [ … ] }`: each validated by its DTO, as the global pipe would. */
async function transactionBody(body: unknown): Promise<CreateTransactionDto | BulkTransactionsDto> {
  const bulk = typeof body === 'object' && body !== null && !Array.isArray(body) && 'transactions' in body;
  return (await bodyPipe.transform(body, {
    type: 'body',
    metatype: bulk ? BulkTransactionsDto : CreateTransactionDto,
  })) as CreateTransactionDto | BulkTransactionsDto;
}

/** Each subscriber's transactions in the sandbox (docs/product/api.md#sandbox). */
@ApiTags('Banking')
@Controller(`${SANDBOX_PREFIX}${SANDBOX_PATHS.transactions}`)
@SignedInWithToken()
export class BankingTransactionsController {
  constructor(private readonly transactions: BankingTransactions) {}

  @Get()
  @RequiresPermission('transactions:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'List transactions', description: 'The transactions of one account, newest first.' })
  @ApiQuery({ name: 'account_id', required: true, schema: { type: 'string', maxLength: limits.accountId } })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: DOCUMENTED_LIMITS.transactionsPerRequest, default: DEFAULT_PAGE },
  })
  @ApiQuery({ name: 'starting_after', required: false, schema: { type: 'string', maxLength: limits.accountId } })
  @ApiQuery({ name: 'status', required: false, enum: SANDBOX_TRANSACTION_STATUSES })
  @SandboxAnswer(200, TransactionPage, 'A page of transactions.')
  @SandboxErrors(404)
  list(@Caller() caller: SandboxCaller, @Query() query: Record<string, unknown>): Promise<TransactionPage> {
    const cap = Math.min(
      PLANS[caller.planId].sampleLimits.transactionResultsPerRequest,
      DOCUMENTED_LIMITS.transactionsPerRequest,
    );
    return this.transactions.list(caller, {
      accountId: requiredQueryText(query.account_id, 'account_id', limits.accountId),
      limit: listLimit(query.limit, caller.planId, cap, DEFAULT_PAGE),
      startingAfter: optionalQueryText(query.starting_after, 'starting_after', limits.accountId),
      status: optionalQueryChoice(query.status, 'status', SANDBOX_TRANSACTION_STATUSES),
    });
  }

  @Post()
  @RequiresPermission('transactions:write')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Create a transaction',
    description:
      'Posts a transaction to an account; it settles at once. Business and Enterprise may send `{ "transactions": [ … ] }` to post several: each item answers its own result, in order.',
  })
  @ApiExtraModels(CreateTransactionDto, BulkTransactionsDto, BulkTransactionResults)
  @ApiBody({
    schema: {
      oneOf: [{ $ref: getSchemaPath(CreateTransactionDto) }, { $ref: getSchemaPath(BulkTransactionsDto) }],
    },
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Retrying with the same key answers the first result instead of posting twice (in a bulk post, item by item).',
    schema: { type: 'string', maxLength: limits.idempotencyKey },
  })
  @SandboxAnswer(201, TransactionBody, 'The transaction, or the first answer to a retried Idempotency-Key.')
  @SandboxAnswer(200, BulkTransactionResults, 'A bulk post: each item posted (201) or refused, in the order sent.')
  @SandboxErrors(404, 422)
  async create(
    @Caller() caller: SandboxCaller,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TransactionBody | BulkTransactionResults> {
    const request = await transactionBody(body);
    const key = optionalQueryText(idempotencyKey, IDEMPOTENCY_KEY_HEADER, limits.idempotencyKey);
    if (request instanceof BulkTransactionsDto) {
      response.status(HttpStatus.OK);
      return { data: await this.transactions.createMany(caller, request.transactions, key) };
    }
    const { transaction, replayed } = await this.transactions.create(caller, request, key);
    // A replay answers what the first request did; the header tells the two apart.
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    response.status(HttpStatus.CREATED);
    return transaction;
  }
}
