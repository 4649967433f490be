import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface Props<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect(id: Id): void;
  /** `sub`: the smaller, nested look of a tab list inside a panel. */
  variant?: 'main' | 'sub';
}

/**
 * WAI-ARIA tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * one tab stop, arrow keys move between tabs, Home and End jump to the ends. Only the selected
 * panel renders its content, so a panel that loads data does so when it is opened.
 */
export function Tabs<Id extends string>({ label, items, selectedId, onSelect, variant = 'main' }: Props<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selectedId);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target]!.id;
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className={variant === 'sub' ? `${styles.tabs} ${styles.sub}` : styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selectedId}
          // The panel is a tab stop of its own, so keyboard users reach it right after the tab list.
          tabIndex={0}
          className={styles.panel}
        >
          {item.id === selectedId && item.content}
        </div>
      ))}
    </div>
  );
}
