import { DocsPageHeader } from '../../../components/docs-page';
import { ApiKeysPanel } from './api-keys-panel';
import styles from './developers.module.css';

/**
 * The developers area (docs/product/routes.md#developers): for now one tab, API keys. A tab list
 * of one says where the Request log and Webhooks tabs will go, and keeps the page's shape when they do.
 */
export function DevelopersView() {
  return (
    <>
      <DocsPageHeader eyebrow="Account" title="Developers" />
      <div role="tablist" aria-label="Developer tools" className={styles.tabs}>
        <button
          type="button"
          role="tab"
          id="developers-tab-api-keys"
          aria-selected="true"
          aria-controls="developers-panel-api-keys"
          className={styles.tab}
        >
          API keys
        </button>
      </div>
      <div role="tabpanel" id="developers-panel-api-keys" aria-labelledby="developers-tab-api-keys">
        <ApiKeysPanel />
      </div>
    </>
  );
}
