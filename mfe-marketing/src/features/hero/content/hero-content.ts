import { FEE_WORDING, MARKETING_CLAIMS } from '@northvault/contracts/business';
import type { Stat } from '../../../components/stat-grid';

/** The figures a visitor checks first, right under the hero (docs/product/business-rules.md#marketing-claims). */
export const PRODUCTION_STATS: readonly Stat[] = [
  { value: MARKETING_CLAIMS.uptime, label: 'API uptime in production' },
  { value: MARKETING_CLAIMS.monthlyTransactions, label: 'Transactions processed every month' },
  { value: MARKETING_CLAIMS.clients, label: 'Businesses building on Northvault' },
  { value: MARKETING_CLAIMS.transactionFeesFrom, label: FEE_WORDING.percentageLabel },
];
