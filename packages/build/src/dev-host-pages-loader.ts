/**
 * A webpack loader that writes the dev host's remote-pages module (@northvault/ui/dev-host): the
 * remote a dev server runs and an import of each page it exposes, so the dev host renders the
 * remote's own source and hot-reloads it.
 */
import path from 'node:path';
import type { LoaderContext } from 'webpack';

export interface DevHostPagesLoaderOptions {
  id: string;
  label: string;
  /** The remote's folder. */
  root: string;
  /** Page name → its source file, from the remote's folder (the remote's exposes). */
  pages: Record<string, string>;
}

export default function devHostPagesLoader(this: LoaderContext<DevHostPagesLoaderOptions>): string {
  const { id, label, root, pages } = this.getOptions();
  const imports = Object.entries(pages).map(
    ([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(path.resolve(root, file))})`,
  );
  return `export const DEV_HOST_REMOTE = { id: ${JSON.stringify(id)}, label: ${JSON.stringify(label)}, pages: { ${imports.join(', ')} } };\n`;
}
