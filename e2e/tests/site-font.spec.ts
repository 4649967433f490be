import { expect, test } from '@playwright/test';

/**
 * The main site's typeface (docs/architecture.md#fonts): Inter, from the site's own files, fetched
 * once the first page has painted. Until then the text is set in a local face sized like Inter, so
 * the swap moves nothing.
 */
test('the main site sets its text in Inter, fetched after the first page has painted, without a layout shift', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.woff2')) fontFiles.push(response.url());
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();

  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Inter'))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Inter,/);
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles)
    expect(file).toMatch(/^http:\/\/localhost:\d+\/fonts\/inter\/[\d.]+\/inter-latin-\d+-normal\.woff2$/);

  const timings = await page.evaluate(
    () =>
      new Promise<{ shift: number; firstFontRequest: number; largestPaint: number }>((resolve) => {
        let shift = 0;
        let largestPaint = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) largestPaint = Math.max(largestPaint, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Half a second after the swap: any shift it caused has been reported.
        setTimeout(() => {
          const fonts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime);
          resolve({ shift, firstFontRequest: Math.min(...fonts), largestPaint });
        }, 500);
      }),
  );
  expect(timings.shift).toBe(0);
  // The page's largest paint came first: the font never delays it.
  expect(timings.firstFontRequest).toBeGreaterThan(timings.largestPaint);
});
