/**
 * A JSON data block at the end of a page's head: `<script type="application/json">`, which browsers never execute,
 * so the strict CSP stays as it is. The shell reads each by its id (the registry, the load token, a developer's
 * override, the scripts to start after the first paint). The JSON is script-safe (no `</script>` can close it), and
 * it goes in through a replacement function, so a `$'` or `$&` in a value is text, not a replacement pattern.
 */
import { scriptSafeJson } from './tenant-page';

export function withJsonDataBlock(html: string, id: string, value: unknown): string {
  const block = `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
  return html.replace('</head>', () => `${block}</head>`);
}
