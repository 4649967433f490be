import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { useSiteBrand } from '@northvault/session/brand';
import { SiteSearch } from '../../features/search/site-search';
import { SessionControl } from './session-control';
import { NAV_LINKS } from './nav-links';
import styles from './site-header.module.css';

export function SiteHeader() {
  const location = useLocation();
  const brand = useSiteBrand();
  // The small-screen menu stays open only on the page where it was opened: a followed link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={ROUTES.home} className={styles.brand} aria-label={`${brand?.companyName ?? 'Northvault'} home`}>
          {brand?.logoUrl ? (
            <img className={styles.logo} src={brand.logoUrl} alt="" width={28} height={28} />
          ) : (
            <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="#1d4ed8" />
              <path d="M9 23V9h3.2l7.3 9.3V9H23v14h-3.1L12.4 13.6V23z" fill="#fff" />
            </svg>
          )}
          {brand?.companyName ?? 'Northvault'}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <nav id="site-navigation" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.links}>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                {to.includes('#') ? (
                  <Link to={to} className={styles.link}>
                    {label}
                  </Link>
                ) : (
                  <NavLink to={to} className={styles.link} end={to === ROUTES.apiDocs}>
                    {label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <SiteSearch />
        <div className={styles.session}>
          <SessionControl />
        </div>
      </div>
    </header>
  );
}
