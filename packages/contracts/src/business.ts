/**
 * Business constants, timings and documented limits; each has its heading in docs/product/business-rules.md
 * (for example docs/product/business-rules.md#timings).
 */

export const MARKETING_CLAIMS = {
  /** The headline percentage: it applies to currency conversion only (see `FEE_WORDING`). */
  transactionFeesFrom: '0.1%',
  uptime: '99.9%',
  clients: '500+',
  monthlyTransactions: '1M+',
  replyWithin: '24 hours',
} as const;

/**
 * The one wording of the site's fees (docs/product/plans.md#transaction-fees). Two figures, never confused:
 * every transaction carries its plan's flat fee, in the account's currency; a transaction that converts
 * currency also carries the headline percentage, of the converted amount.
 */
export const FEE_WORDING = {
  /** Said after a plan's flat fee: `2.99 per transaction, in the account's currency`. */
  flatFeeUnit: "per transaction, in the account's currency",
  /** What the headline percentage applies to, as a label under the figure. */
  percentageLabel: 'Currency conversion fee, of the converted amount',
  /** The flat fee in a sentence, where the figures are shown beside it (the pricing cards). */
  flatFeeSentence: "Each transaction carries its plan's flat fee, in the account's currency.",
  /** The percentage in a sentence. */
  percentageSentence: `Currency conversion costs ${MARKETING_CLAIMS.transactionFeesFrom} of the converted amount.`,
} as const;

export const TIMINGS = {
  successRedirectSeconds: 5,
  authCallbackSuccessRedirectMs: 2000,
  authCallbackErrorRedirectMs: 5000,
  copyFeedbackMs: 2000,
  sampleTokenExpirySeconds: 3600,
} as const;

/** Limits the general API documentation quotes. */
export const DOCUMENTED_LIMITS = {
  transactionsPerRequest: 1000,
  invoicesPerRequest: 500,
  minimumInitialDeposit: 100,
  minimumTransactionAmount: 0.01,
  /**
   * Enterprise's `custom_fields` on accounts and transactions: an object of up to `maxKeys` keys,
   * each key 1 to `maxKeyLength` characters and each value text of up to `maxValueLength`.
   */
  customFields: { maxKeys: 50, maxKeyLength: 40, maxValueLength: 500 },
} as const;

/** Figures the terms of service and privacy policy quote. */
export const LEGAL_TERMS = {
  lastUpdated: '1 October 2024',
  effectiveDate: '1 October 2024',
  feeChangeNoticeDays: 30,
  suspensionDaysPastDue: 10,
  deletionDaysAfterTermination: 90,
  accountRetentionYears: 7,
  identityCheckRetentionYears: 5,
  privacyRequestResponseDays: 30,
  liabilityCapMonthsOfFees: 12,
  claimsWithinYears: 1,
  minimumAge: 18,
} as const;

export const BLOG = { postCount: 6, featuredCount: 2 } as const;

export const PUBLIC_API = {
  baseUrl: 'https://api.northvault.io/v1',
  planHeader: 'X-Plan-Type',
} as const;
