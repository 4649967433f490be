import { expect, test } from '@playwright/test';

/**
 * Inter on the main site (docs/architecture.md#fonts): served by the site itself under the strict CSP,
 * shown with font-display: swap over a metric-matched local fallback, so nothing moves when it arrives.
 */
test('the main site loads Inter from its own origin and swaps it in without a layout shift', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    const { pathname, origin } = new URL(response.url());
    if (pathname.endsWith('.woff2') && response.ok()) fontFiles.push(`${origin}${pathname}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const inter = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Inter')
      .map((face) => ({ status: face.status, display: face.display })),
  );
  expect(inter.some((face) => face.status === 'loaded')).toBe(true);
  expect(new Set(inter.map((face) => face.display))).toEqual(new Set(['swap']));
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles) expect(file).toMatch(new RegExp(`^${new URL(page.url()).origin}/fonts/inter/`));

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('font-family', /^Inter, "Inter Fallback"/);

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
});
