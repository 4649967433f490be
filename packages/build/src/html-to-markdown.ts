/**
 * Markdown from the HTML a page renders, for its Markdown twin (docs/architecture.md#the-site-for-machines): the
 * twin is the page's own content, never a second copy typed by hand. What only works in a browser goes: the
 * navigation, buttons (a heading's toggle button keeps its words), icons and forms.
 */
import TurndownService from 'turndown';

/** What the rules read of turndown's DOM nodes (this package is built without the DOM's types). */
interface MarkupNode {
  nodeName: string;
  parentNode: MarkupNode | null;
  children: ArrayLike<MarkupNode>;
  nextElementSibling: MarkupNode | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<MarkupNode>;
}

const markup = (node: unknown) => node as MarkupNode;

function markdownService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
  });
  service.remove(['nav', 'svg', 'script', 'style', 'form', 'input', 'select', 'textarea', 'label']);
  service.addRule('buttons', {
    filter: 'button',
    // The accordion's section title is a button inside its heading; every other button is an action.
    replacement: (content, node) => (/^H[1-6]$/.test(node.parentNode?.nodeName ?? '') ? content : ''),
  });
  // turndown's own rule, with one space after the marker instead of its three.
  service.addRule('list-item', {
    filter: 'li',
    replacement: (content, node) => {
      const list = markup(node).parentNode!;
      let marker = '- ';
      if (list.nodeName === 'OL') {
        const start = Number(list.getAttribute('start') ?? 1);
        marker = `${start + Array.prototype.indexOf.call(list.children, markup(node))}. `;
      }
      const text = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
      return marker + text + (node.nextSibling && !text.endsWith('\n') ? '\n' : '');
    },
  });
  // A description list's terms and values, one pair a line: `- Transactions: 10,000 / month`.
  service.addRule('description-list', {
    filter: 'dl',
    replacement: (_content, node) => {
      const words = (element: MarkupNode | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const pairs = Array.from(markup(node).querySelectorAll('dt')).map((term) => {
        let value = term.nextElementSibling;
        while (value && value.nodeName !== 'DD') value = value.nextElementSibling;
        return `- ${words(term)}: ${words(value)}`;
      });
      return `\n\n${pairs.join('\n')}\n\n`;
    },
  });
  service.addRule('hidden-for-readers', {
    filter: (node) => node.getAttribute('aria-hidden') === 'true' || node.getAttribute('role') === 'status',
    replacement: () => '',
  });
  return service;
}

/**
 * The first paragraph after the title (`# …`) of `markdown`, as plain text (no links, emphasis or code marks): a
 * page's description. What stands above the title (an eyebrow) is not the page's summary.
 */
export function markdownSummary(markdown: string): string {
  const blocks = markdown.split(/\n{2,}/);
  const title = blocks.findIndex((block) => block.startsWith('# '));
  const paragraph = blocks.slice(title + 1).find((block) => /^[\p{L}\p{N}]/u.test(block.trim())) ?? '';
  return paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `html` as Markdown, with runs of blank lines folded to one and a final newline. */
export function htmlToMarkdown(html: string): string {
  return `${markdownService()
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
