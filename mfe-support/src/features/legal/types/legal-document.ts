import type { ContentBlock } from '../../../content/content-block';

export interface LegalSection {
  /** The section's anchor: `/terms#liability`. */
  id: string;
  title: string;
  content: readonly ContentBlock[];
}

export interface LegalDocument {
  title: string;
  /** The points a reader most needs, shown before the full text. */
  summary: readonly string[];
  sections: readonly LegalSection[];
}
