/** What the reader does to take over scrolling. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** How long the page may keep moving under the anchor after arrival. */
export const SETTLING_MS = 1500;

/**
 * Scrolls to `target` and keeps it there while the page settles: a page rendered in the browser
 * may still be growing above it (a remote's page arriving, a font swapped in), and each band that
 * grows or shrinks moves the anchor after the first scroll. Stops at the reader's first gesture, once settled, or
 * when the returned function is called.
 */
export function followAnchor(target: HTMLElement, settlingMs: number = SETTLING_MS): () => void {
  target.scrollIntoView();
  // Where scrollIntoView put it: the top, or lower when the page ends too soon to scroll further.
  const anchoredTop = target.getBoundingClientRect().top;
  const deadline = performance.now() + settlingMs;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const follow = () => {
    if (Math.abs(target.getBoundingClientRect().top - anchoredTop) > 1) target.scrollIntoView();
    if (performance.now() < deadline) frame = requestAnimationFrame(follow);
    else stop();
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(follow);
  return stop;
}
