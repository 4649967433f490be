import { LEGAL_TERMS, MARKETING_CLAIMS } from '@northvault/contracts/business';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import type { Stat } from '../../../components/stat-grid';

/** The stats row: promises from our terms and support targets, each one a number we are held to. */
export const COMMITMENTS: readonly Stat[] = [
  { value: SUPPORT_RESPONSE_TARGETS.urgent.label, label: 'First response to urgent production tickets' },
  { value: MARKETING_CLAIMS.replyWithin, label: 'Reply to every sales and contact message' },
  { value: `${LEGAL_TERMS.feeChangeNoticeDays} days`, label: 'Notice before any change to our fees' },
  { value: `${LEGAL_TERMS.accountRetentionYears} years`, label: 'Retention of account and transaction records' },
];
