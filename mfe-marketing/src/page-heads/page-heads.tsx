/**
 * The heads of this remote's pages, written into its build as pages.json (`npm run build` runs northvault-pages on
 * this module; docs/architecture.md#the-site-for-machines): the landing page names the company (`Organization`) and
 * its product with one monthly USD `Offer` per plan of the catalogue, as the pricing cards show them.
 */
import { SITE_NAME, siteTitle, socialImagePath, type PageHead } from '@northvault/contracts/page-heads';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { landingSectionPath, ROUTES } from '@northvault/contracts/routes';
import { HERO_INTRO } from '../features/hero/content/hero-intro';

export default function pageHeads(): PageHead[] {
  const released = new Date().toISOString().slice(0, 10);
  const unlisted = (path: string, name: string, description: string): PageHead => ({
    path,
    title: siteTitle(name),
    description,
    canonical: path,
    image: 'page',
    ogType: 'website',
    jsonLd: [],
    indexable: false,
    lastModified: released,
  });
  return [
    {
      path: ROUTES.home,
      // As the shell names the landing page's tab.
      title: `${SITE_NAME} · White-label banking API`,
      description: HERO_INTRO.lead,
      canonical: ROUTES.home,
      image: 'home',
      ogType: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SITE_NAME,
          url: ROUTES.home,
          logo: '/favicon.svg',
          description: HERO_INTRO.lead,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: `${SITE_NAME} white-label banking API`,
          description: HERO_INTRO.title,
          brand: { '@type': 'Brand', name: SITE_NAME },
          image: socialImagePath('home'),
          offers: PLAN_LIST.map((plan) => ({
            '@type': 'Offer',
            name: `${plan.name} plan`,
            description: plan.description,
            price: plan.price.toFixed(2),
            priceCurrency: 'USD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: plan.price.toFixed(2),
              priceCurrency: 'USD',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
            url: landingSectionPath('pricing'),
            availability: 'https://schema.org/InStock',
          })),
        },
      ],
      indexable: true,
      lastModified: released,
    },
    unlisted(ROUTES.success, 'Payment successful', 'Your Northvault subscription is active.'),
    unlisted(ROUTES.accountBilling, 'Billing', 'Your plan, card and receipts.'),
  ];
}
