import type { WhiteLabelFont } from '@northvault/contracts/white-label';

// Web fonts are never downloaded (performance budget): the brand font applies where the visitor
// has it installed, and system fonts of similar shape stand in everywhere else.
const SYSTEM_FALLBACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** `Open Sans` → `'Open Sans', ui-sans-serif, system-ui, …, sans-serif`. */
export function fontStack(font: WhiteLabelFont): string {
  return `'${font}', ${SYSTEM_FALLBACK}`;
}
