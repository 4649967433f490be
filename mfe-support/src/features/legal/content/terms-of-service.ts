import { LEGAL_TERMS, MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLAN_LIST, PLANS, formatLimit, formatPrice } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { bulletList, paragraph } from '../../../content/content-block';
import type { LegalDocument } from '../types/legal-document';
import { LEGAL_EMAIL, LEGAL_ENTITY } from './legal-contacts';

const {
  feeChangeNoticeDays,
  suspensionDaysPastDue,
  deletionDaysAfterTermination,
  liabilityCapMonthsOfFees,
  claimsWithinYears,
  minimumAge,
} = LEGAL_TERMS;

const claimsPeriod = claimsWithinYears === 1 ? 'one year' : `${claimsWithinYears} years`;

/** `Starter ($99 per month): up to 1,000 transactions per month.` */
function planLimitLine(plan: (typeof PLAN_LIST)[number]): string {
  const transactions = plan.limits.transactions;
  const allowance =
    typeof transactions === 'number' ? `up to ${formatLimit(transactions)} transactions` : 'unlimited transactions';
  return `${plan.name} (${formatPrice(plan)} per month): ${allowance} per month.`;
}

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary: [
    `You must be at least ${minimumAge} and able to act for the business you sign up.`,
    `We give you ${feeChangeNoticeDays} days’ notice before any change to our fees.`,
    `Access may be suspended if an undisputed invoice is ${suspensionDaysPastDue} days past due.`,
    `Your data is deleted ${deletionDaysAfterTermination} days after termination, except records the law requires us to keep.`,
    `Our liability is capped at the fees you paid in the ${liabilityCapMonthsOfFees} months before a claim, and claims must be brought within ${claimsPeriod}.`,
  ],
  sections: [
    {
      id: 'about',
      title: '1. About these terms',
      content: [
        paragraph(
          `These terms govern your use of the Northvault platform, its APIs, the developer portal, the white-label services and this website (together, the "Services"), provided by ${LEGAL_ENTITY} ("Northvault", "we", "us").`,
        ),
        paragraph(
          'By creating an account, subscribing to a plan or using an API key, you accept these terms on behalf of the business you represent ("you"). If you do not accept them, do not use the Services.',
        ),
      ],
    },
    {
      id: 'eligibility',
      title: '2. Who may use the Services',
      content: [
        paragraph(
          `You must be at least ${minimumAge} years old and have the authority to bind the business on whose behalf you use the Services. The Services are provided to businesses, not to consumers acting for personal purposes.`,
        ),
      ],
    },
    {
      id: 'accounts-and-keys',
      title: '3. Your account and API credentials',
      content: [
        bulletList(
          'Keep your sign-in details, subscription password and bearer tokens confidential, and call the API from your own servers only.',
          'You are responsible for all activity under your account and credentials, including by your staff and contractors.',
          'Tell us at once through an urgent support ticket if you believe a key or account has been used without your permission.',
          'Test against the sandbox; production moves real money.',
        ),
      ],
    },
    {
      id: 'plans-and-limits',
      title: '4. Plans and usage limits',
      content: [
        paragraph('Each plan includes a monthly allowance of transactions:'),
        bulletList(...PLAN_LIST.map(planLimitLine)),
        paragraph(
          'API-call, webhook and support allowances for each plan are shown on our pricing page and in the API documentation for that plan. If your usage regularly exceeds your plan’s limits, we will contact you to agree a move to a suitable plan.',
        ),
      ],
    },
    {
      id: 'fees',
      title: '5. Fees and payment',
      content: [
        paragraph(
          'Plans are billed monthly in advance, in US dollars, at the price shown on our pricing page when you subscribe, plus any taxes that apply.',
        ),
        paragraph(
          `We may change our fees by giving you at least ${feeChangeNoticeDays} days’ notice by email. New fees apply from your first billing date after the notice period ends. If you do not accept a change, you may cancel your plan before it takes effect.`,
        ),
      ],
    },
    {
      id: 'late-payment',
      title: '6. Late payment and suspension',
      content: [
        paragraph(
          `If an undisputed amount is ${suspensionDaysPastDue} days past due, we may suspend your access to the Services after telling you by email. We restore access promptly once the amount is paid. Suspension does not end these terms or your obligation to pay.`,
        ),
        paragraph(
          'We may also suspend access immediately, and tell you why as soon as we lawfully can, where that is needed to protect the Services, other clients or their customers, or to comply with the law.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: '7. Acceptable use',
      content: [
        paragraph('You must not use the Services to:'),
        bulletList(
          'break any law, including sanctions, anti-money-laundering and consumer protection law;',
          'process payments for illegal goods or services, or disguise the origin of funds;',
          'probe, scan or test the security of the Services without our written permission;',
          'interfere with the Services or exceed your plan’s limits in a way meant to avoid paying for them;',
          'resell direct access to our APIs, except through a white-label deployment we have approved.',
        ),
      ],
    },
    {
      id: 'white-label',
      title: '8. White-label services',
      content: [
        paragraph(
          `White-label deployment is available on the ${PLANS.enterprise.name} plan. You are responsible for the brand assets, domain and contact details you configure, and you confirm that you have the right to use them. You remain responsible to your own customers for how you present and support the branded product.`,
        ),
      ],
    },
    {
      id: 'third-party-services',
      title: '9. Third-party services',
      content: [
        paragraph(
          `Some features connect to services we do not control, such as ${ACCOUNTING_PARTNER.name} for accounting sync and the identity provider you sign in with. Their own terms apply to your use of them, and we are not responsible for their availability or for what they do with data you choose to send them.`,
        ),
      ],
    },
    {
      id: 'data-protection',
      title: '10. Data protection',
      content: [
        paragraph(
          'Our Privacy Policy explains how we handle personal data. Where we process your end customers’ personal data on your behalf, our data processing agreement applies and forms part of these terms.',
        ),
      ],
    },
    {
      id: 'availability-and-support',
      title: '11. Availability and support',
      content: [
        paragraph(
          `We aim for ${MARKETING_CLAIMS.uptime} availability of the production API each month, excluding maintenance announced in advance. Support is provided through the channels on our support page, at the level your plan includes.`,
        ),
      ],
    },
    {
      id: 'termination',
      title: '12. Term, termination and deletion of data',
      content: [
        paragraph(
          'Your plan renews each month until cancelled. You may cancel at any time, and the cancellation takes effect at the end of the billing period you have paid for. We may terminate these terms if you materially breach them and do not put the breach right after we tell you about it.',
        ),
        paragraph(
          `After termination you can no longer use the Services, but you may ask us for an export of your data. We delete your data ${deletionDaysAfterTermination} days after termination, except records that the law requires us to keep for longer, as our Privacy Policy describes.`,
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: '13. Intellectual property',
      content: [
        paragraph(
          'We own the Services, our documentation and our brand. You own your data and your brand assets, and you give us the rights we need to host and process them to provide the Services. Feedback you give us may be used to improve the Services without obligation to you.',
        ),
      ],
    },
    {
      id: 'warranties',
      title: '14. Warranties and disclaimers',
      content: [
        paragraph(
          'We provide the Services with reasonable skill and care. Apart from that, and to the extent the law allows, the Services are provided "as is", and we do not promise that they will be uninterrupted or error-free or suitable for a particular purpose.',
        ),
      ],
    },
    {
      id: 'liability',
      title: '15. Limitation of liability',
      content: [
        paragraph(
          `Our total liability to you arising out of or in connection with these terms, whether in contract, tort (including negligence) or otherwise, is limited to the fees you paid us for the Services in the ${liabilityCapMonthsOfFees} months before the event that gave rise to the claim.`,
        ),
        paragraph(
          'We are not liable for loss of profit, revenue, goodwill or data, or for any indirect or consequential loss. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that the law does not allow to be limited.',
        ),
      ],
    },
    {
      id: 'claims',
      title: '16. Time limit for claims',
      content: [
        paragraph(
          `Any claim arising out of or in connection with these terms or the Services must be brought within ${claimsPeriod} after the person bringing it became aware, or ought reasonably to have become aware, of the facts giving rise to it. Claims brought later are barred.`,
        ),
      ],
    },
    {
      id: 'changes',
      title: '17. Changes to these terms',
      content: [
        paragraph(
          `We may update these terms. We will tell you about material changes by email before they take effect; changes to fees always follow the ${feeChangeNoticeDays}-day notice in section 5. Continuing to use the Services after a change takes effect means you accept it.`,
        ),
      ],
    },
    {
      id: 'governing-law',
      title: '18. Governing law and disputes',
      content: [
        paragraph(
          'These terms and any dispute arising out of or in connection with them are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
        ),
      ],
    },
    {
      id: 'contact',
      title: '19. Contact us',
      content: [paragraph(`Questions about these terms can be sent to ${LEGAL_EMAIL}.`)],
    },
  ],
};
