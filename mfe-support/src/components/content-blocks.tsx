import { Fragment, type ReactNode } from 'react';
import { CodeLines } from '@northvault/ui/code-lines';
import { CODE_HIGHLIGHTS } from '../content/code-highlights.generated';
import { headingAnchor, type ContentBlock } from '../content/content-block';
import styles from './content-blocks.module.css';

interface Props {
  blocks: readonly ContentBlock[];
  /** The level of the blocks' headings, one below the heading of the section they sit in. */
  headingLevel: 2 | 3 | 4;
}

/** Renders long-form text with readable typography. */
export function ContentBlocks({ blocks, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            // Anchored, so a link (a search result) can open the article at this part.
            return (
              <Heading key={index} id={headingAnchor(block.text)}>
                {withInlineCode(block.text)}
              </Heading>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{withInlineCode(item)}</li>
                ))}
              </List>
            );
          }
          case 'code':
            return (
              // A named, focusable region: keyboard users can scroll a sample wider than the screen.
              <pre
                key={index}
                className={styles.code}
                tabIndex={0}
                role="region"
                aria-label={`${block.language} example`}
              >
                <code>
                  <CodeLines code={block.code} lines={CODE_HIGHLIGHTS[block.code]} />
                </code>
              </pre>
            );
          default:
            return <p key={index}>{withInlineCode(block.text)}</p>;
        }
      })}
    </div>
  );
}

/** `a `b` c` → a <code>b</code> c. */
function withInlineCode(text: string): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}
