import type { Page } from '@playwright/test';
import { siteOrigin } from './environment';

declare global {
  interface Window {
    nvReportCspViolation?: (report: string) => Promise<void>;
  }
}

/**
 * Every Content-Security-Policy violation the site's pages report, from the console (Chromium logs
 * each refusal) and from `securitypolicyviolation` events, across navigations. The identity
 * provider's own pages are not the site's and are left out.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const onSite = () => page.url().startsWith(siteOrigin);
  page.on('console', (message) => {
    if (onSite() && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push(`${page.url()} console: ${message.text()}`);
    }
  });
  await page.exposeFunction('nvReportCspViolation', (report: string) => {
    if (report.startsWith(siteOrigin)) violations.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.nvReportCspViolation?.(
        `${event.documentURI} event: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}` +
          ` (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      );
    });
  });
  return violations;
}
