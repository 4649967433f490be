import { Fragment, type ReactNode } from 'react';
import styles from './code-lines.module.css';

/** A sample's lines as the build highlighted them (packages/build highlight-code.ts): tokens, each with its kind. */
export type CodeTokenLines = ReadonlyArray<ReadonlyArray<{ text: string; kind?: string }>>;

/**
 * A code sample's text, highlighted when the build worked out its tokens: a class per kind of token, never an
 * inline style (the CSP allows none). Without tokens (no build, as in unit tests) the text shows plain.
 */
export function CodeLines({ code, lines }: { code: string; lines: CodeTokenLines | null | undefined }): ReactNode {
  if (!lines) return code;
  return lines.map((line, lineIndex) => (
    <Fragment key={lineIndex}>
      {lineIndex > 0 && '\n'}
      {line.map(({ text, kind }, index) =>
        kind ? (
          <span key={index} className={styles[kind]}>
            {text}
          </span>
        ) : (
          <Fragment key={index}>{text}</Fragment>
        ),
      )}
    </Fragment>
  ));
}
