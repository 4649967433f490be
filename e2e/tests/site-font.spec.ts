import { expect, test } from '@playwright/test';

/**
 * The main site's first paint (docs/architecture.md#fonts): the boot frame and React's header have
 * the same box, so nothing moves while the page starts, and no web font competes with the scripts
 * that paint the first page.
 */
test('the main site paints its first page without a layout shift or a web font download', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.woff2')) fontFiles.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);
  expect(fontFiles).toEqual([]);
});
