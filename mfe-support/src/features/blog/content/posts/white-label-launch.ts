import { PLANS } from '@northvault/contracts/plans';
import { WHITE_LABEL_FONTS } from '@northvault/contracts/white-label';
import { heading, numberedList, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

export const whiteLabelLaunch: BlogPostDraft = {
  id: 'launching-a-white-label-banking-product',
  title: 'Launching a banking product under your own brand: lessons from white-label launches',
  excerpt:
    'Branding is the easy part. What separates a smooth white-label launch from a painful one is the order in which you make decisions about domains, assets, support and compliance.',
  author: 'Tom Okafor',
  date: '2024-10-22',
  tags: ['White-label', 'Compliance'],
  featured: true,
  content: [
    paragraph(
      'A white-label banking product lets a retailer, a software company or a membership organisation offer accounts and payments under its own name, while the regulated infrastructure underneath is run by a specialist. Customers see your logo, your colours and your support address. They never need to know Northvault exists.',
    ),
    paragraph(
      `White-label deployment is part of the ${PLANS.enterprise.name} plan, and every launch we have supported has taught us something. These are the lessons that come up again and again.`,
    ),
    heading('Decide what the customer sees first'),
    paragraph(
      `The configurator covers the visible brand: company name, logo, favicon, a primary, secondary and accent colour, a background theme and a font (${WHITE_LABEL_FONTS.join(', ')}). It shows a live preview as you change each one. Resist the temptation to perfect it on day one. Pick colours that meet contrast guidelines on both light and dark backgrounds, choose a font your brand team already uses, save, and move on: everything can be changed later without redeploying your integration.`,
    ),
    heading('Set up the domain early'),
    paragraph(
      'Your customers will sign in at an address you own, such as `banking.yourcompany.com`. DNS changes and certificate issuance are rarely slow, but they often wait on someone in another department. Start that conversation in the first week, not the last.',
    ),
    heading('Follow the deployment steps in order'),
    paragraph(
      'The Deploy tab tracks four steps, and the Deploy button only becomes available once the first three are complete:',
    ),
    numberedList(
      'Configuration saved: your branding is stored and has an id.',
      'Domain set up: the address your customers will use is filled in.',
      'Assets uploaded: both the logo and the favicon point to real files.',
      'Platform deployed: the branded platform goes live and the button reads "Platform Active".',
    ),
    paragraph(
      'The gate is deliberate. A platform that goes live without a favicon looks unfinished in every browser tab, and one without a domain cannot be reached at all.',
    ),
    heading('Plan for support before the first customer'),
    paragraph(
      'The contact email, phone number and "from" name you configure appear in every message your customers receive. Make sure the inbox behind that address is staffed and that your team knows which questions to handle themselves and which to escalate to us. Customers forgive a new product many things, but not an unanswered email about their money.',
    ),
    heading('Compliance is shared, so write down who does what'),
    paragraph(
      'When you launch under your own brand, some obligations stay with the regulated provider and some move to you: how your marketing describes the product, how complaints are handled, how vulnerable customers are supported. Agree the split in writing before launch. Teams that do this spend launch week on launch, not on a late review by their legal team.',
    ),
    paragraph(
      'A good white-label launch feels uneventful. The branding is ready, the domain resolves, the support inbox is staffed and the compliance questions were answered weeks ago. That calm is the result of making these decisions in the right order.',
    ),
  ],
};
