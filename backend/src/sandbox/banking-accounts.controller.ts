import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import { SANDBOX_PREFIX } from './sandbox-listener';
import { type AccountBody, BankingAccounts } from './banking-accounts.service';
import { CreateAccountDto } from './create-account.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from './sandbox-caller.guard';
import { optionalQueryChoice } from './query-params';

const ACCOUNT_STATUSES = ['active', 'frozen', 'closed'] as const;

/** Each subscriber's own bank accounts in the sandbox (docs/product/api.md#sandbox). */
@Controller(`${SANDBOX_PREFIX}/banking/accounts`)
@SignedInWithToken()
export class BankingAccountsController {
  constructor(private readonly accounts: BankingAccounts) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(
    @Caller() caller: SandboxCaller,
    @Query('status') status: unknown,
  ): Promise<{ data: AccountBody[]; has_more: false }> {
    // The plans' caps (10 at most, short of Enterprise) keep every list to one page.
    return {
      data: await this.accounts.list(caller, optionalQueryChoice(status, 'status', ACCOUNT_STATUSES)),
      has_more: false,
    };
  }

  @Post()
  create(@Caller() caller: SandboxCaller, @Body() body: CreateAccountDto): Promise<AccountBody> {
    return this.accounts.create(caller, body);
  }
}
