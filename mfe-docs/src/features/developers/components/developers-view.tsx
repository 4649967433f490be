import { type KeyboardEvent, useRef, useState } from 'react';
import { DocsPageHeader } from '../../../components/docs-page';
import { ApiKeysPanel } from './api-keys-panel';
import { RequestLogPanel } from './request-log-panel';
import { WebhooksPanel } from './webhooks-panel';
import styles from './developers.module.css';

const TABS = [
  { id: 'api-keys', label: 'API keys', Panel: ApiKeysPanel },
  { id: 'request-log', label: 'Request log', Panel: RequestLogPanel },
  { id: 'webhooks', label: 'Webhooks', Panel: WebhooksPanel },
] as const;

/**
 * The developers area (docs/product/routes.md#developers): the API keys, Request log and Webhooks tabs. The
 * tab list follows the ARIA tabs pattern: the arrow keys, Home and End move between tabs.
 */
export function DevelopersView() {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = TABS.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  const { id, Panel } = TABS[selected]!;
  return (
    <>
      <DocsPageHeader eyebrow="Account" title="Developers" />
      <div role="tablist" aria-label="Developer tools" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`developers-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`developers-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`developers-panel-${id}`} aria-labelledby={`developers-tab-${id}`}>
        <Panel />
      </div>
    </>
  );
}
