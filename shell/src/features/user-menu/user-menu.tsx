import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES, needsEmailVerification } from '@northvault/contracts/accounts';
import { BILLING_MESSAGES } from '@northvault/contracts/billing';
import type { CurrentUser } from '@northvault/contracts/api';
import { grants } from '@northvault/contracts/permissions';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { landingSectionPath, planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import styles from './user-menu.module.css';

interface Props {
  user: CurrentUser;
  planId: PlanId | null;
  onSignOut: () => void;
}

/**
 * The signed-in user's menu (docs/product/routes.md#user-menu): name, email, plan badge, documentation links,
 * Account Setup, Developers, Billing, My tickets, Support desk (agents only) and Sign Out. A menu button: arrow keys move between items, Escape and an outside click close it.
 */
export function UserMenu({ user, planId, onSignOut }: Props) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const profile = user.google_user_data;
  const displayName = profile.name ?? user.email;
  // A renewal payment failed (past due) or the plan is suspended for it: the menu and its Billing item say so.
  const billingAlert = user.billingAlert ?? null;
  const isAgent = grants({ planId, roles: user.roles ?? [] }, 'support:agent');

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    panel.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key in next) {
      event.preventDefault();
      items[next[event.key]!]?.focus();
    }
  };

  const signOut = () => {
    setOpen(false);
    // Leave pages that need a session first, so none of them reacts to the sign-out by asking to sign in.
    navigate(ROUTES.home);
    onSignOut();
  };

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={`Account menu for ${displayName}${billingAlert ? `, ${BILLING_MESSAGES.menuMarker.toLowerCase()}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {profile.picture ? (
          <img
            className={styles.avatar}
            src={profile.picture}
            alt=""
            width={32}
            height={32}
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <span className={styles.triggerName}>{profile.given_name ?? displayName}</span>
        {billingAlert && <span className={styles.alertDot} aria-hidden="true" />}
      </button>
      {open && (
        <div id={panelId} ref={panel} className={styles.panel} onKeyDown={moveFocus}>
          <div className={styles.identity}>
            <p className={styles.name}>{displayName}</p>
            <p className={styles.email}>{user.email}</p>
            {needsEmailVerification(user) ? (
              <p className={styles.verify}>{ACCOUNT_MESSAGES.verifyEmail}</p>
            ) : planId ? (
              <p className={styles.plan}>
                <span className={styles.badge}>{PLANS[planId].name}</span>
                <span className={styles.active}>Active</span>
              </p>
            ) : (
              <p className={`${styles.plan} ${styles.noPlan}`}>No active plan</p>
            )}
          </div>
          <ul className={styles.items} role="menu" aria-label="Account">
            <li role="none">
              <Link role="menuitem" className={styles.item} to={ROUTES.apiDocs} onClick={() => setOpen(false)}>
                API Documentation
              </Link>
            </li>
            {planId ? (
              <li role="none">
                <Link
                  role="menuitem"
                  className={styles.item}
                  to={planApiDocsPath(planId)}
                  onClick={() => setOpen(false)}
                >
                  My Plan Documentation
                </Link>
              </li>
            ) : (
              <li role="none">
                <Link
                  role="menuitem"
                  className={styles.item}
                  to={landingSectionPath('pricing')}
                  onClick={() => setOpen(false)}
                >
                  Choose a plan
                </Link>
              </li>
            )}
            <li role="none">
              <Link role="menuitem" className={styles.item} to={ROUTES.accountSetup} onClick={() => setOpen(false)}>
                Account Setup
              </Link>
            </li>
            <li role="none">
              <Link
                role="menuitem"
                className={styles.item}
                to={ROUTES.accountDevelopers}
                onClick={() => setOpen(false)}
              >
                Developers
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" className={styles.item} to={ROUTES.accountBilling} onClick={() => setOpen(false)}>
                Billing
                {billingAlert && <span className={styles.alertMarker}>{BILLING_MESSAGES.menuMarker}</span>}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" className={styles.item} to={ROUTES.supportTickets} onClick={() => setOpen(false)}>
                My tickets
              </Link>
            </li>
            {isAgent && (
              <li role="none">
                <Link role="menuitem" className={styles.item} to={ROUTES.supportDesk} onClick={() => setOpen(false)}>
                  Support desk
                </Link>
              </li>
            )}
            <li role="none">
              <button role="menuitem" type="button" className={styles.item} onClick={signOut}>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
