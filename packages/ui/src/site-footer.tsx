import { Link } from 'react-router-dom';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { useSiteBrand } from '@northvault/session/brand';
import { telephoneHref } from '@northvault/contracts/telephone-href';
import styles from './site-footer.module.css';

/** The footer links (docs/product/routes.md#footer), grouped for reading. */
export const FOOTER_LINK_GROUPS = [
  {
    heading: 'API reference',
    links: [
      { to: `${ROUTES.apiDocs}#banking`, label: 'Banking API' },
      { to: `${ROUTES.apiDocs}#xero-integration`, label: 'Xero accounting sync' },
      { to: `${ROUTES.documentation}#security`, label: 'Security' },
      { to: `${ROUTES.documentation}#white-label`, label: 'White-label setup' },
    ],
  },
  {
    heading: 'Plan documentation',
    links: [
      { to: planApiDocsPath('starter'), label: 'Starter' },
      { to: planApiDocsPath('business'), label: 'Business' },
      { to: planApiDocsPath('enterprise'), label: 'Enterprise' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: ROUTES.privacy, label: 'Privacy Policy' },
      { to: ROUTES.terms, label: 'Terms of Service' },
    ],
  },
] as const;

/** On a white-label host the footer carries the tenant's name and its support contact instead of Northvault's. */
export function SiteFooter() {
  const brand = useSiteBrand();
  const contacts = brand
    ? [
        brand.contactEmail && { label: brand.contactEmail, href: `mailto:${brand.contactEmail}` },
        brand.contactPhone && { label: brand.contactPhone, href: telephoneHref(brand.contactPhone) },
      ].filter((contact) => contact !== '')
    : [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{brand?.companyName ?? 'Northvault'}</p>
          {brand ? (
            contacts.length > 0 && (
              <p className={styles.tagline}>
                Support:{' '}
                {contacts.map((contact, index) => (
                  <span key={contact.href}>
                    {index > 0 && ' · '}
                    <a className={styles.link} href={contact.href}>
                      {contact.label}
                    </a>
                  </span>
                ))}
              </p>
            )
          ) : (
            <p className={styles.tagline}>
              White-label banking APIs with {MARKETING_CLAIMS.uptime} uptime, trusted by {MARKETING_CLAIMS.clients}{' '}
              businesses.
            </p>
          )}
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.link} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {brand?.companyName ?? 'Northvault Ltd.'} All rights reserved.
      </p>
    </footer>
  );
}
