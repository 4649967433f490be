/**
 * Markdown from the HTML a page renders, for its Markdown twin (docs/architecture.md#the-site-for-machines): the
 * twin is the page's own content, never a second copy typed by hand. What only works in a browser goes: the
 * navigation, buttons (a heading's toggle button keeps its words), icons and forms.
 */
import TurndownService from 'turndown';

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
      const list = node.parentNode as HTMLElement;
      let marker = '- ';
      if (list.nodeName === 'OL') {
        const start = Number(list.getAttribute('start') ?? 1);
        marker = `${start + Array.prototype.indexOf.call(list.children, node)}. `;
      }
      const text = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
      return marker + text + (node.nextSibling && !text.endsWith('\n') ? '\n' : '');
    },
  });
  service.addRule('hidden-for-readers', {
    filter: (node) => node.getAttribute('aria-hidden') === 'true' || node.getAttribute('role') === 'status',
    replacement: () => '',
  });
  return service;
}

/** `html` as Markdown, with runs of blank lines folded to one and a final newline. */
export function htmlToMarkdown(html: string): string {
  return `${markdownService()
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
