import { PUBLIC_API } from '@northvault/contracts/business';
import { PLAN_LIST, PLANS, formatLimit } from '@northvault/contracts/plans';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { bulletList, paragraph, type ContentBlock } from '../../../content/content-block';

export interface FaqItem {
  /** The anchor of the question: `/support#faq-webhook-retries`. */
  id: string;
  question: string;
  answer: readonly ContentBlock[];
}

const xero = ACCOUNTING_PARTNER.name;

export const SUPPORT_FAQ: readonly FaqItem[] = [
  {
    id: 'faq-authentication',
    question: 'How do I authenticate my API requests?',
    answer: [
      paragraph(
        `Send your secret API key as a bearer token in the \`Authorization\` header and name your plan in the \`${PUBLIC_API.planHeader}\` header (\`starter\`, \`business\` or \`enterprise\`).`,
      ),
      paragraph(
        `Build against the sandbox (Account Setup and the documentation show its address), then switch the base URL to \`${PUBLIC_API.baseUrl}\` when you go live. The sandbox moves no money, so a test never can.`,
      ),
    ],
  },
  {
    id: 'faq-plan-limits',
    question: 'How many transactions and API calls does each plan include?',
    answer: [
      bulletList(
        ...PLAN_LIST.map(
          (plan) =>
            `${plan.name}: ${formatLimit(plan.limits.transactions).toLowerCase()} transactions and ${formatLimit(plan.limits.apiCalls).toLowerCase()} API calls a month, ${formatLimit(plan.limits.webhooks).toLowerCase()} webhook endpoints.`,
        ),
      ),
      paragraph('The pricing section of the home page compares everything else the plans include.'),
    ],
  },
  {
    id: 'faq-webhook-retries',
    question: 'What happens when my webhook endpoint is down?',
    answer: [
      paragraph(
        `Northvault retries a failed delivery up to ${PLANS.starter.sampleLimits.webhookRetries} times on Starter, ${PLANS.business.sampleLimits.webhookRetries} on Business and ${PLANS.enterprise.sampleLimits.webhookRetries} on Enterprise. A delivery counts as failed when your endpoint does not answer with a 2xx status.`,
      ),
      paragraph(
        'When every retry has failed you receive a `webhook.delivery.failed` event on your other endpoints. Answer quickly and do the work in the background, and store the event id so a retried delivery is processed only once.',
      ),
    ],
  },
  {
    id: 'faq-xero',
    question: `Which plans can sync with ${xero}?`,
    answer: [
      paragraph(
        `${xero} accounting sync is part of the ${PLANS.business.name} and ${PLANS.enterprise.name} plans. Once you connect an organisation, settled transactions flow into ${xero} as bank transactions and invoices can be read back for reconciliation. ${PLANS.business.name} and ${PLANS.enterprise.name} syncs run at high priority.`,
      ),
      paragraph(
        `The ${PLANS.starter.name} plan does not include ${xero} sync; upgrading to ${PLANS.business.name} adds it to your account.`,
      ),
    ],
  },
  {
    id: 'faq-white-label',
    question: 'Can we launch the platform under our own brand?',
    answer: [
      paragraph(
        `Yes, on the ${PLANS.enterprise.name} plan. The white-label configurator sets your company name, logo, favicon, colours, font and contact details with a live preview. You can deploy once three steps are done:`,
      ),
      bulletList('the configuration is saved;', 'your domain is set up;', 'your logo and favicon are uploaded.'),
    ],
  },
  {
    id: 'faq-security-report',
    question: 'How do I report a security concern?',
    answer: [
      paragraph(
        `Open a ticket with the Security category and Urgent priority; on ${PLANS.enterprise.name}, you can also call the 24/7 phone line. Urgent tickets get a first reply within ${SUPPORT_RESPONSE_TARGETS.urgent.label}.`,
      ),
      paragraph(
        'Never include card numbers, passwords or bearer tokens in a ticket. If you think your subscription password has leaked, set a new one in Account Setup and say so in the ticket.',
      ),
    ],
  },
];
