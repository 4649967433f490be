import { useState } from 'react';
import { Disclosure } from '@northvault/ui/disclosure';
import { ContentBlocks } from '../../../components/content-blocks';
import { SUPPORT_FAQ } from '../content/support-faq';
import styles from './support-faq.module.css';

/** Six questions; any number may be open at once, so answers can be compared. */
export function SupportFaq() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'faq-heading';
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section id="faq" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Frequently asked questions
      </h2>
      <div className={styles.list}>
        {SUPPORT_FAQ.map((item) => (
          <Disclosure
            key={item.id}
            id={item.id}
            level={3}
            title={item.question}
            open={openIds.has(item.id)}
            onToggle={() => toggle(item.id)}
          >
            <ContentBlocks blocks={item.answer} headingLevel={4} />
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
