/**
 * Reads the runtime registry (which URL serves which remote) and registers the remotes with the
 * Module Federation runtime. Nothing about a remote's location is baked into the shell's build.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_REGISTRY_ELEMENT_ID,
  REMOTE_REGISTRY_PATH,
  type RemoteRegistry,
} from '@northvault/contracts/micro-frontends';
import { UNRELEASED_VERSION } from '@northvault/contracts/telemetry';

let registration: Promise<void> | null = null;
/** Which release of each remote (by container name) this page got; `unreleased` for a remote's own server. */
const releases = new Map<string, string>();

function isRegistry(value: unknown): value is RemoteRegistry {
  const remotes = (value as RemoteRegistry | null)?.remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (remote) =>
        typeof remote?.name === 'string' &&
        typeof remote?.entry === 'string' &&
        (remote.version === undefined || typeof remote.version === 'string'),
    )
  );
}

/** The registry the site server wrote into the page's HTML, or null when it has none (a dev host) or it is unreadable. */
export function pageRegistry(doc: Document = document): RemoteRegistry | null {
  const text = doc.getElementById(REMOTE_REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const registry: unknown = JSON.parse(text);
    return isRegistry(registry) ? registry : null;
  } catch {
    return null;
  }
}

/**
 * Where each remote lives for this page (the search dialog reads it too, to find their search indexes): the
 * registry in the page's HTML, else the one the site answers at REMOTE_REGISTRY_PATH.
 */
export async function fetchRegistry(): Promise<RemoteRegistry> {
  const inPage = pageRegistry();
  if (inPage) return inPage;
  const response = await fetch(REMOTE_REGISTRY_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The remote registry answered HTTP ${response.status}`);
  const registry: unknown = await response.json();
  if (!isRegistry(registry)) throw new Error('The remote registry is not a list of { name, entry }');
  return registry;
}

/** Registers the remotes once; a failed attempt is forgotten so the next caller tries again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRegistry()
    .then((registry) => {
      for (const { name, version } of registry.remotes) releases.set(name, version ?? UNRELEASED_VERSION);
      registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** The release of a remote this page loads; undefined until the registry has been read. */
export function releaseOf(container: string): string | undefined {
  return releases.get(container);
}
