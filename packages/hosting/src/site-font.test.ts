import type { Request } from 'express';
import { withSiteFont } from './site-font';

const HTML = '<html><head><title>Northvault</title></head><body></body></html>';
const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as Request;

it('links Inter, never swapped in mid-page, for a browser that holds its files', () => {
  expect(withSiteFont(HTML, requestWith('nv_cohort=abc; nv_site_font=1'))).toBe(
    '<html><head><title>Northvault</title><link rel="stylesheet" href="/fonts/inter.css?display=optional"></head><body></body></html>',
  );
});

it.each([undefined, 'nv_cohort=abc', 'nv_site_font=0', 'nv_site_font=1x'])(
  'leaves a first visit’s page on the fallback face (cookie %p)',
  (cookie) => {
    expect(withSiteFont(HTML, requestWith(cookie))).toBe(HTML);
  },
);
