import { expect, type Page, test } from '../support/test';

/**
 * The main site's typeface (docs/architecture.md#fonts): a first visit paints with a local face
 * sized like Inter and fetches Inter's files only once the page has painted and loaded, applying nothing; later
 * pages draw Inter from their first paint. Nothing moves on either.
 */
function layoutShiftAndTimings(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ shift: number; firstFontRequest: number; largestPaint: number; loadEvent: number }>((resolve) => {
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
        setTimeout(() => {
          const fonts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime);
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          resolve({ shift, firstFontRequest: Math.min(...fonts), largestPaint, loadEvent: navigation!.loadEventStart });
        }, 500);
      }),
  );
}

const interFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Inter').map((face) => face.status),
  );

test('a first visit fetches Inter after its first paint without applying it; the next page draws Inter from the start', async ({
  page,
  context,
}) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.woff2')) fontFiles.push(response.url());
  });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await context.clearCookies();
    fontFiles.length = 0;

    await page.goto('/documentation');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'nv_site_font')?.value)
      .toBe('1');
    const firstVisit = await layoutShiftAndTimings(page);
    expect(firstVisit.shift).toBe(0);
    // The page's largest paint came first: the font never delays it.
    expect(firstVisit.firstFontRequest).toBeGreaterThan(firstVisit.largestPaint);
    // Nor does it compete with the page's own files: it waits for the load event.
    expect(firstVisit.loadEvent).toBeGreaterThan(0);
    expect(firstVisit.firstFontRequest).toBeGreaterThan(firstVisit.loadEvent);
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles)
      expect(file).toMatch(/^http:\/\/localhost:\d+\/fonts\/inter\/[\d.]+\/inter-latin-\d+-normal\.woff2$/);
    expect(await interFaces(page)).toEqual([]);

    await page.reload();
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.locator('link[rel="stylesheet"][href="/fonts/inter.css?display=optional"]').count()).toBe(1);
    expect(await interFaces(page)).toContain('loaded');
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Inter,/);
    expect((await layoutShiftAndTimings(page)).shift).toBe(0);
  }
});
