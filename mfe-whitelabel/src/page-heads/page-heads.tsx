/**
 * The head of the configurator's page, written into this remote's build as pages.json (`npm run build` runs
 * northvault-pages on this module; docs/architecture.md#the-site-for-machines). It is for subscribers at work, so
 * crawlers are asked to leave it out.
 */
import { siteTitle, type PageHead } from '@northvault/contracts/page-heads';
import { ROUTES } from '@northvault/contracts/routes';

export default function pageHeads(): PageHead[] {
  return [
    {
      path: ROUTES.whiteLabel,
      title: siteTitle('White-label configurator'),
      description: 'Brand, preview and publish your white-label banking site.',
      canonical: ROUTES.whiteLabel,
      image: 'page',
      ogType: 'website',
      jsonLd: [],
      indexable: false,
      lastModified: new Date().toISOString().slice(0, 10),
    },
  ];
}
