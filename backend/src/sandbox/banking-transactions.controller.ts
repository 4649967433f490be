import { Body, Controller, Get, Header, Headers, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { SANDBOX_TRANSACTION_STATUSES } from '../database/schema';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PREFIX } from './sandbox-listener';
import { BankingTransactions } from './banking-transactions.service';
import { SandboxAnswer, SandboxErrors, TransactionBody, TransactionPage } from './sandbox-responses';
import { CreateTransactionDto } from './create-transaction.dto';
import { listLimit, optionalQueryChoice, optionalQueryText, requiredQueryText } from './query-params';
import { Caller, type SandboxCaller, SignedInWithToken } from './sandbox-caller.guard';

const limits = TEXT_LIMITS.sandboxTransaction;
/** A page without `limit` holds 50 transactions, or the plan's cap when lower. */
const DEFAULT_PAGE = 50;

/** Each subscriber's transactions in the sandbox (docs/product/api.md#sandbox). */
@ApiTags('Banking')
@Controller(`${SANDBOX_PREFIX}${SANDBOX_PATHS.transactions}`)
@SignedInWithToken()
export class BankingTransactionsController {
  constructor(private readonly transactions: BankingTransactions) {}

  @Get()
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
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Create a transaction',
    description: 'Posts a transaction to an account; it settles at once.',
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: 'Retrying with the same key answers the first result instead of posting twice.',
    schema: { type: 'string', maxLength: limits.idempotencyKey },
  })
  @SandboxAnswer(201, TransactionBody, 'The transaction, or the first answer to a retried Idempotency-Key.')
  @SandboxErrors(404, 422)
  async create(
    @Caller() caller: SandboxCaller,
    @Body() body: CreateTransactionDto,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TransactionBody> {
    const key = optionalQueryText(idempotencyKey, IDEMPOTENCY_KEY_HEADER, limits.idempotencyKey);
    const { transaction, replayed } = await this.transactions.create(caller, body, key);
    // A replay answers what the first request did; the header tells the two apart.
    if (replayed) response.setHeader('Idempotent-Replayed', 'true');
    response.status(HttpStatus.CREATED);
    return transaction;
  }
}
