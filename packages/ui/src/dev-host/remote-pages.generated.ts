/**
 * The remote a dev server runs (`npm run dev -w <mfe>`) and its pages. Empty here, so type checks
 * and tests need no build: @northvault/build's dev-host-pages-loader writes the real one, with an
 * import of each page the remote exposes.
 */
import type { ComponentType } from 'react';

export interface DevHostRemote {
  /** `mfe-docs`. */
  id: string;
  label: string;
  pages: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
}

export const DEV_HOST_REMOTE: DevHostRemote = { id: '', label: '', pages: {} };
