/**
 * The main site's pages link Inter from their first paint once the browser holds its files, which
 * the shell fetched after an earlier page had painted and then recorded in a cookie
 * (docs/architecture.md#fonts). Branded pages link their brand's font instead (tenant-page.ts).
 */
import type { Request } from 'express';
import { SITE_FONT_COOKIE, SITE_FONT_OPTIONAL_STYLESHEET } from '@northvault/contracts/site-font';
import { readCookie } from './cohort';

export function withSiteFont(html: string, request: Request): string {
  if (readCookie(request, SITE_FONT_COOKIE) !== '1') return html;
  return html.replace('</head>', `<link rel="stylesheet" href="${SITE_FONT_OPTIONAL_STYLESHEET}"></head>`);
}
