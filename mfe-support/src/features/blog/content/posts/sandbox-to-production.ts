import { DOCUMENTED_LIMITS, PUBLIC_API } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { bulletList, codeSample, heading, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

export const sandboxToProduction: BlogPostDraft = {
  id: 'sandbox-to-production-banking-api',
  title: 'From sandbox to production: integrating a banking API in two weeks',
  excerpt:
    'A day-by-day plan for taking a banking integration from the first sandbox call to live customer accounts, and the mistakes that cost teams the most time.',
  author: 'Priya Natarajan',
  date: '2024-11-12',
  tags: ['Integration'],
  featured: true,
  content: [
    paragraph(
      'Most teams that integrate a banking API do not get stuck on the API itself. They get stuck on everything around it: where keys live, how money amounts are represented, what happens when a request times out halfway through. After helping hundreds of teams go live on Northvault, we have a fairly clear picture of what a calm two-week integration looks like.',
    ),
    heading('Days 1–2: make one authenticated call'),
    paragraph(
      `Start in the sandbox. It behaves like production, with the same endpoints, limits and error shapes, but no money moves. Set your subscription password in Account Setup, exchange it with your subscription email for a bearer token at \`POST /auth/login\` (valid for an hour), and send that token and your plan in the \`${PUBLIC_API.planHeader}\` header with every call:`,
    ),
    codeSample(
      'shell',
      `ACCESS_TOKEN=$(curl -s -X POST "$NORTHVAULT_API_URL/auth/login" \\\n    -H 'Content-Type: application/json' \\\n    -d "{\\"email\\":\\"you@example.com\\",\\"password\\":\\"$NORTHVAULT_PASSWORD\\"}" \\\n  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')\ncurl "$NORTHVAULT_API_URL/banking/accounts" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN" \\\n  -H "${PUBLIC_API.planHeader}: business"`,
    ),
    paragraph(
      'Put the subscription password in your secret manager on the first day, not "later", and call the API from your server only. Credentials that start life in a `.env` file committed to a repository tend to stay there, and changing them under pressure is a miserable afternoon: a new password ends every token issued with the old one.',
    ),
    heading('Days 3–5: model accounts and money correctly'),
    paragraph(
      'An account has a type, a status and a balance with a currency. Treat all three as first-class in your own data model. Store amounts as decimal strings or integer minor units, never as floating-point numbers: 0.1 + 0.2 is not 0.3 in a float, and your finance team will notice.',
    ),
    paragraph(
      `Respect the documented limits early so they never surprise you in production. An account opens with an initial deposit of at least ${DOCUMENTED_LIMITS.minimumInitialDeposit}, the smallest transaction is ${DOCUMENTED_LIMITS.minimumTransactionAmount}, and a transaction list returns at most ${DOCUMENTED_LIMITS.transactionsPerRequest.toLocaleString('en-US')} items per request (${PLANS.starter.sampleLimits.transactionResultsPerRequest} on ${PLANS.starter.name}), so pagination belongs in version one.`,
    ),
    heading('Days 6–8: handle failure on purpose'),
    paragraph(
      'Networks fail in the most inconvenient place: after the bank has accepted a payment but before your server has read the answer. Design for it:',
    ),
    bulletList(
      'Give every payment an idempotency key you generate, and reuse it when you retry, so a retry can never pay twice.',
      'Retry only on timeouts and 5xx answers, with a growing delay; a 4xx answer means the request itself must change.',
      'Record the state you believed a transaction was in before each call, so a crash mid-way can be reconciled rather than guessed.',
    ),
    heading('Days 9–11: listen instead of polling'),
    paragraph(
      'Polling the transactions endpoint every few seconds wastes your quota and still reacts late. Subscribe to webhooks instead: `transaction.completed` tells you the moment money settles, and `payment.succeeded` confirms outgoing payments. Our article on webhook handlers covers how to receive them without losing or double-counting an event.',
    ),
    heading('Days 12–14: go live in small steps'),
    paragraph(
      `Switch the base URL to \`${PUBLIC_API.baseUrl}\`, then open the door gradually: your own team first, then a handful of friendly customers, then everyone. Watch error rates and webhook delivery during each step, and keep the sandbox running in CI so every change to the integration is still exercised end to end.`,
    ),
    paragraph(
      'Two weeks is not a promise, and regulated launches involve more than code. But teams that follow this order spend their time building their product rather than debugging their plumbing, and that is the point of using a banking API in the first place.',
    ),
  ],
};
