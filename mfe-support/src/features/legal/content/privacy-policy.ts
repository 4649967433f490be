import { LEGAL_TERMS } from '@northvault/contracts/business';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { bulletList, paragraph } from '../../../content/content-block';
import type { LegalDocument } from '../types/legal-document';
import { LEGAL_ENTITY, PRIVACY_EMAIL } from './legal-contacts';

const {
  accountRetentionYears,
  identityCheckRetentionYears,
  deletionDaysAfterTermination,
  privacyRequestResponseDays,
  minimumAge,
} = LEGAL_TERMS;

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary: [
    'We collect only what we need to provide, bill for and protect the Services, and we never sell personal data.',
    'We never store full card numbers or card security codes.',
    `Records of accounts and transactions are kept for ${accountRetentionYears} years and identity-check records for ${identityCheckRetentionYears} years, because the law requires it.`,
    `Other personal data is deleted ${deletionDaysAfterTermination} days after your contract ends.`,
    `We answer every privacy request within ${privacyRequestResponseDays} days.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: '1. Who we are',
      content: [
        paragraph(
          `${LEGAL_ENTITY} ("Northvault", "we", "us") provides white-label banking APIs, a developer portal and this website (together, the "Services"). This policy explains how we handle personal data about the people who visit our website, sign in to our portal, buy a plan or contact us, and about the end customers of our clients whose data passes through our platform.`,
        ),
        paragraph(
          'For data about visitors, account holders and people who contact us, Northvault is the controller. For data about our clients’ end customers that we process through the API, our client is the controller and we act as its processor: we use that data only on the client’s documented instructions and under our data processing agreement with them.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      title: '2. Personal data we collect',
      content: [
        bulletList(
          'Account data: your name, email address and profile picture, received from the identity provider you sign in with.',
          'Subscription and payment data: your plan, the name and email address on the order, your billing address, and the brand, last four digits and expiry date of your card. We never store your full card number or your card’s security code.',
          'Messages: what you write in the contact form, in support tickets (including the priority, category and any account ID you give) and in emails to us.',
          'White-label configuration: the company name, domain, logo and favicon addresses, colours, font and contact details you enter.',
          'Technical data: IP address, browser type, request logs and security events, which we need to run and protect the Services.',
          'End-customer data processed for our clients: identity details and the results of identity checks, account details and transaction records.',
        ),
      ],
    },
    {
      id: 'how-we-use-data',
      title: '3. How we use personal data and why we may',
      content: [
        bulletList(
          'To provide the Services you signed up for, including sign-in, API access and documentation for your plan (performance of our contract with you).',
          'To take payment and keep accounting records (performance of our contract, and our legal obligations).',
          'To answer support tickets and messages (our legitimate interest in helping you, or our contract with you).',
          'To verify identities and prevent money laundering and fraud (our legal obligations).',
          'To secure the Services, detect abuse and investigate incidents (our legitimate interest in a safe platform).',
          'To tell you about changes to the Services, these documents or our fees (our contract with you).',
        ),
        paragraph(
          'We do not sell personal data, and we do not use it to build advertising profiles. We do not make decisions with legal or similarly significant effects about you by automated means alone.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: '4. Who we share personal data with',
      content: [
        bulletList(
          'Service providers who host the Services, process card payments, provide sign-in and deliver email, under contracts that require confidentiality and security and forbid any other use.',
          `${ACCOUNTING_PARTNER.name}, when you connect an organisation for accounting sync, limited to the data the sync needs.`,
          'Regulators, law enforcement agencies and courts, when the law requires us to.',
          'A buyer of all or part of our business, who must keep protecting personal data as this policy describes.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: '5. International transfers',
      content: [
        paragraph(
          'We store personal data in the United Kingdom and the European Economic Area. Where a service provider processes it elsewhere, we rely on an adequacy decision or on approved safeguards such as the UK International Data Transfer Agreement or the EU Standard Contractual Clauses, and we assess the risks of the transfer.',
        ),
      ],
    },
    {
      id: 'retention',
      title: '6. How long we keep personal data',
      content: [
        paragraph('We keep personal data only as long as we need it, and no longer than the law allows:'),
        bulletList(
          `Records of accounts and transactions are kept for ${accountRetentionYears} years after the account is closed or the transaction is completed, as financial and anti-money-laundering law requires.`,
          `Identity-check records are kept for ${identityCheckRetentionYears} years after the business relationship ends.`,
          `All other personal data connected with a client’s account, including support tickets and white-label configurations, is deleted ${deletionDaysAfterTermination} days after the contract is terminated.`,
        ),
        paragraph(
          'Deleted data can remain in encrypted backups until those backups are overwritten in their normal cycle; it is not restored or used in the meantime.',
        ),
      ],
    },
    {
      id: 'security',
      title: '7. How we protect personal data',
      content: [
        paragraph(
          'Data travels only over encrypted connections. Sign-in happens on our servers, so identity tokens never reach your browser; your session is held in a cookie that scripts cannot read. Staff access personal data only when their role requires it, and every access to production systems is logged. Card numbers and security codes are never stored, so they cannot be exposed.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: '8. Your rights',
      content: [
        paragraph('Depending on where you live, you have the right to:'),
        bulletList(
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate data corrected;',
          'have your data erased, where we are not required to keep it;',
          'restrict or object to how we use it;',
          'receive the data you gave us in a portable format;',
          'withdraw any consent you gave, at any time.',
        ),
        paragraph(
          `Send your request to ${PRIVACY_EMAIL}. We answer every request within ${privacyRequestResponseDays} days of receiving it, and we may ask you to confirm your identity first so that we never disclose data to the wrong person.`,
        ),
        paragraph(
          'If you are unhappy with how we have handled your data, you can complain to the Information Commissioner’s Office (ico.org.uk) or to the data protection authority where you live. We would appreciate the chance to put things right first.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookies',
      content: [
        paragraph(
          'When you sign in we set one strictly necessary cookie that keeps you signed in. It cannot be read by scripts on the page, is not sent with requests from other websites, and stops working when you sign out. We do not use advertising cookies.',
        ),
      ],
    },
    {
      id: 'children',
      title: '10. Children',
      content: [
        paragraph(
          `The Services are for businesses and for people aged ${minimumAge} or over. We do not knowingly collect personal data from anyone under ${minimumAge}; if we learn that we have, we delete it.`,
        ),
      ],
    },
    {
      id: 'changes',
      title: '11. Changes to this policy',
      content: [
        paragraph(
          'We will update this policy when our practices change. The date at the top shows when it last changed, and we will tell account holders about significant changes by email before they take effect.',
        ),
      ],
    },
    {
      id: 'contact',
      title: '12. Contact us',
      content: [
        paragraph(
          `Questions about this policy or about your personal data can be sent to ${PRIVACY_EMAIL}, or raised in a support ticket with the Security category.`,
        ),
      ],
    },
  ],
};
