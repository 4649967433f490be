import { useEffect } from 'react';

/**
 * Stops the page behind a modal from scrolling. The scrollbar's width is given back as padding,
 * so the page does not jump sideways when the scrollbar disappears.
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      style.overflow = previous.overflow;
      style.paddingRight = previous.paddingRight;
    };
  }, []);
}
