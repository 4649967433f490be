/**
 * Says that this page loads a remote from a developer's own machine (the site honoured an
 * override cookie, docs/architecture.md#local-overrides), with a button that clears the cookie and
 * reloads. The site names the override in the page's HTML, so the banner is there from the first
 * render; on a page without one nothing renders at all. It sits after the footer, sticky at the
 * bottom of the window, so it never moves the page's content.
 */
import {
  REMOTE_OVERRIDE_COOKIE,
  REMOTE_OVERRIDE_ELEMENT_ID,
  type RemoteOverride,
} from '@northvault/contracts/micro-frontends';
import styles from './remote-override-banner.module.css';

/** The override the site applied to this page, or null. */
export function pageRemoteOverride(doc: Document | undefined = globalThis.document): RemoteOverride | null {
  // No document when the shell's build prerenders its frame: no override there.
  const text = doc?.getElementById(REMOTE_OVERRIDE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RemoteOverride> | null;
    return typeof value?.remote === 'string' && typeof value.entry === 'string'
      ? { remote: value.remote, entry: value.entry }
      : null;
  } catch {
    return null;
  }
}

/** Expires the cookie (it is not HttpOnly for this) and loads the page again, without the override. */
export function clearRemoteOverride(reload: () => void = () => window.location.reload()): void {
  document.cookie = `${REMOTE_OVERRIDE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  reload();
}

interface RemoteOverrideBannerProps {
  override?: RemoteOverride | null;
  /** How the page loads again once cleared (tests watch it). */
  reload?: () => void;
}

export function RemoteOverrideBanner({ override = pageRemoteOverride(), reload }: RemoteOverrideBannerProps) {
  if (!override) return null;
  return (
    <aside className={styles.banner} aria-label="Remote override">
      <p className={styles.text}>
        This page uses an overridden remote: <strong>{override.remote}</strong> from{' '}
        <code className={styles.url}>{override.entry}</code>
      </p>
      <button type="button" className={styles.button} onClick={() => clearRemoteOverride(reload)}>
        Clear the override and reload
      </button>
    </aside>
  );
}
