import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import { BankingAccounts } from './banking-accounts.service';
import { AccountBody, AccountList, SandboxAnswer, SandboxErrors } from '../http/sandbox-responses';
import { CreateAccountDto } from './create-account.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';
import { optionalQueryChoice } from '../http/query-params';

const ACCOUNT_STATUSES = ['active', 'frozen', 'closed'] as const;

/** Each subscriber's own bank accounts in the sandbox (docs/product/api.md#sandbox). */
@ApiTags('Banking')
@Controller(`${SANDBOX_PREFIX}/banking/accounts`)
@SignedInWithToken()
export class BankingAccountsController {
  constructor(private readonly accounts: BankingAccounts) {}

  @Get()
  @RequiresPermission('accounts:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'List accounts', description: 'The accounts of your organisation, newest first.' })
  @ApiQuery({ name: 'status', required: false, enum: ACCOUNT_STATUSES })
  @SandboxAnswer(200, AccountList, 'Your accounts.')
  async list(@Caller() caller: SandboxCaller, @Query('status') status: unknown): Promise<AccountList> {
    // The plans' caps (10 at most, short of Enterprise) keep every list to one page.
    return {
      data: await this.accounts.list(caller, optionalQueryChoice(status, 'status', ACCOUNT_STATUSES)),
      has_more: false,
    };
  }

  @Post()
  @RequiresPermission('accounts:write')
  @ApiOperation({
    summary: 'Create an account',
    description: 'Business and Enterprise: opens an account funded by its initial deposit.',
  })
  @SandboxAnswer(201, AccountBody, 'The new account.')
  @SandboxErrors(422)
  create(@Caller() caller: SandboxCaller, @Body() body: CreateAccountDto): Promise<AccountBody> {
    return this.accounts.create(caller, body);
  }
}
