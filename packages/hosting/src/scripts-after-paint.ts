/**
 * A prerendered page asks for its scripts only once the browser has painted it
 * (docs/architecture.md#scripts-after-the-first-paint). Its HTML and stylesheets are all a visitor needs to read it;
 * the scripts (the shell's about 140 KB and the page's remote) only make it interactive. Asked for at once, they share
 * a slow connection with the stylesheets and the largest paint waits for them.
 *
 * So on a prerendered page the shell's `<script defer src>` and script preloads, and the remote's script preloads,
 * are not tags but a JSON data block, and one small same-origin script (the strict CSP allows no inline script) turns
 * them back into elements after the first contentful paint: in the order the shell's HTML had them, scripts with
 * `async = false` so they run in that order too.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { withJsonDataBlock } from './json-data-block';
import { CACHE_CONTROL } from './static-files';

export const DEFERRED_SCRIPTS_ELEMENT_ID = 'northvault-deferred-scripts';

/** At most this long after the start script runs, the scripts are asked for even if no paint was reported. */
export const LATEST_START_MS = 2000;

export interface DeferredScripts {
  /** Files to fetch at once when starting (`<link rel=preload as=script>`): the shell's chunks and the page's. */
  preloads: string[];
  /** The scripts to run, in order: the shell's entry. */
  scripts: string[];
}

/**
 * Runs in the browser: it is served as text, so it is written in the JavaScript every browser the site supports runs,
 * and reads nothing but the data block. A hidden tab paints nothing, so it starts at once; a browser without paint
 * timing starts at once too.
 */
export const START_SCRIPT = `(function () {
  var block = document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ELEMENT_ID)});
  if (!block) return;
  var deferred = JSON.parse(block.textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    deferred.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      document.head.appendChild(link);
    });
    deferred.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  setTimeout(start, ${LATEST_START_MS});
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // After the frame that painted, not inside it.
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
  }
})();
`;

/** Content-hashed like the build's chunks, so browsers keep it for a year and a change reaches them at once. */
export const START_SCRIPT_PATH = `/start-after-paint.${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 10)}.js`;

export function startScriptRoute(): Router {
  const router = Router();
  router.get(START_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.immutable);
    res.type('text/javascript').send(START_SCRIPT);
  });
  return router;
}

export interface ShellAfterPaint {
  /** The shell's HTML with its scripts and script preloads replaced by the start script, where the first one was. */
  html: string;
  deferred: DeferredScripts;
}

type Element = DefaultTreeAdapterMap['element'];

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** What the shell's HTML asks to run or fetch as a script, found by parsing it (once per shell build). */
export function shellAfterPaint(html: string): ShellAfterPaint {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
  const deferred: DeferredScripts = { preloads: [], scripts: [] };
  const cuts: Array<{ start: number; end: number }> = [];
  for (const node of head?.childNodes ?? []) {
    if (!('tagName' in node) || !node.sourceCodeLocation) continue;
    const src = attribute(node, 'src');
    const href = attribute(node, 'href');
    if (node.tagName === 'script' && src && !attribute(node, 'type')) deferred.scripts.push(src);
    else if (
      node.tagName === 'link' &&
      attribute(node, 'rel') === 'preload' &&
      attribute(node, 'as') === 'script' &&
      href
    )
      deferred.preloads.push(href);
    else continue;
    cuts.push({ start: node.sourceCodeLocation.startOffset, end: node.sourceCodeLocation.endOffset });
  }
  if (cuts.length === 0) return { html, deferred };
  let result = '';
  let at = 0;
  cuts.forEach((cut, index) => {
    result += html.slice(at, cut.start) + (index === 0 ? `<script defer src="${START_SCRIPT_PATH}"></script>` : '');
    at = cut.end;
  });
  return { html: result + html.slice(at), deferred };
}

/** The data block the start script reads, at the end of the head. */
export function withDeferredScripts(html: string, deferred: DeferredScripts): string {
  return withJsonDataBlock(html, DEFERRED_SCRIPTS_ELEMENT_ID, deferred);
}
