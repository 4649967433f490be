import { LEGAL_TERMS } from '@northvault/contracts/business';
import { bulletList, heading, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

export const complianceChecklist: BlogPostDraft = {
  id: 'compliance-checklist-kyc-aml-record-keeping',
  title: 'A compliance checklist for launching a financial product: KYC, AML and record keeping',
  excerpt:
    'Identity checks, transaction monitoring and how long to keep which records. A practical checklist for product teams, written with our compliance team.',
  author: 'Daniel Brooks',
  date: '2025-02-25',
  tags: ['Compliance', 'Security'],
  featured: false,
  content: [
    paragraph(
      'Compliance work is easiest when it is designed in rather than bolted on. Most of what regulators expect from a financial product can be expressed as product requirements: who can open an account, what you check before they do, what you watch for afterwards and what you keep as evidence. This checklist is the one our compliance team walks through with every new client.',
    ),
    heading('Know your customer'),
    paragraph(
      `Before an account is opened, you need to know who you are dealing with. For individuals that means verifying identity and confirming the customer is at least ${LEGAL_TERMS.minimumAge}. For businesses it also means identifying the people who ultimately own or control the company.`,
    ),
    bulletList(
      'Decide which identity documents and checks you accept, and write the decision down.',
      'Design the onboarding flow so a failed check leads to a clear next step, not a dead end.',
      'Re-check customers when something material changes, not only at sign-up.',
    ),
    heading('Watch for money laundering'),
    paragraph(
      'Anti-money-laundering controls are about patterns rather than single payments: many small deposits just under a threshold, money that arrives and leaves immediately, activity that does not fit what the customer told you about themselves. Agree who reviews alerts, how quickly, and how decisions are recorded. An alert nobody reads is worse than no alert, because it proves you knew.',
    ),
    heading('Keep the right records for the right time'),
    paragraph('Record keeping is where product decisions and legal duties meet most directly. On Northvault:'),
    bulletList(
      `records of accounts and transactions are kept for ${LEGAL_TERMS.accountRetentionYears} years;`,
      `identity-check records are kept for ${LEGAL_TERMS.identityCheckRetentionYears} years;`,
      `other customer data is deleted ${LEGAL_TERMS.deletionDaysAfterTermination} days after a contract ends.`,
    ),
    paragraph(
      'Build your own data model with those periods in mind. Keep regulated records separate from marketing data, so deleting one never means deleting the other by accident.',
    ),
    heading('Respect privacy while you comply'),
    paragraph(
      `Compliance is not a reason to collect everything. Collect what the law and your risk assessment require, explain why in your privacy notice, and answer requests from customers about their data promptly: we commit to answering within ${LEGAL_TERMS.privacyRequestResponseDays} days, and so should you.`,
    ),
    heading('The checklist'),
    bulletList(
      'Written policy for identity checks, including business owners.',
      `Minimum age of ${LEGAL_TERMS.minimumAge} enforced at onboarding.`,
      'Transaction monitoring with named reviewers and response times.',
      'Retention periods mapped to tables, backups and exports.',
      'A process for privacy requests with a deadline someone owns.',
      'A clear split of duties with your provider, agreed before launch.',
    ),
    paragraph(
      'None of this replaces advice from your own lawyers, and the rules differ between countries. But a team that can answer each point on this list is ready for the conversations that come before any launch of a financial product.',
    ),
  ],
};
