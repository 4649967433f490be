/** A host with a live white-label brand: the same site, under the brand, with the same policy. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { FRAME_BRAND, tenantFrameKey } from '@northvault/contracts/page-fragments';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { createSiteApp } from './site-app';
import { TenantBrands, type TenantBrandSource } from './tenant-brands';

const ACME: TenantBrand = {
  organizationId: 'ORG-1',
  versionId: 'WLV-1',
  versionNumber: 1,
  domain: 'acme.localhost',
  companyName: 'Acme Bank',
  primaryColor: '#0369a1',
  secondaryColor: '#0ea5e9',
  accentColor: '#22d3ee',
  backgroundGradient: 'linear-gradient(135deg, #0c4a6e, #0f172a)',
  fontFamily: 'Poppins',
  contactEmail: 'help@acme.example',
  contactPhone: '+44 20 7946 0321',
  logoUrl: '/api/tenant-assets/WLA-LOGO',
  faviconUrl: '/api/tenant-assets/WLA-ICON',
};

const ACME_WITHOUT_PHONE: TenantBrand = { ...ACME, companyName: "Acme $' <b>Bank</b>", contactPhone: '' };

let root: string;
const tenants: TenantBrandSource = {
  forHost: async (host) =>
    new Map([
      ['acme.localhost', ACME],
      ['acme-mail.localhost', ACME_WITHOUT_PHONE],
    ]).get(host) ?? null,
};
const site = () =>
  createSiteApp({ root, backendUrl: 'http://127.0.0.1:9', registry: () => ({ remotes: [] }), tenants });

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hosting-tenant-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><head><title>Northvault</title><style>body{margin:0}</style><link rel="icon" href="/favicon.svg"></head>' +
      '<body><div id="root"><a class="nv-boot-brand" href="/">Northvault</a></div></body>',
  );
  // The shell's not-found frame, for the Northvault site and for a tenant with an email and no phone.
  const frame = (brandName: string) =>
    `<header><a aria-label="${brandName} home" href="/">${brandName}</a></header><main><h1>Page not found</h1></main>`;
  const frames = [
    { path: '/__not-found', file: 'fragments/__not-found.html', html: frame('Northvault') },
    {
      path: tenantFrameKey('/__not-found', ACME_WITHOUT_PHONE),
      file: 'fragments/tenant.html',
      html: `${frame(FRAME_BRAND.companyName)}<footer>${FRAME_BRAND.contactEmail}</footer>`,
    },
  ];
  mkdirSync(path.join(root, 'fragments'));
  for (const { file, html } of frames) writeFileSync(path.join(root, file), html);
  writeFileSync(path.join(root, 'fragments.json'), JSON.stringify({ pages: frames }));
  writeFileSync(path.join(root, 'startup-stylesheets.json'), JSON.stringify({ stylesheets: [] }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the site on a tenant’s host', () => {
  it('serves every page under the brand, with exactly the main site’s policy', async () => {
    const main = await request(site()).get('/support').set('Host', 'localhost:8080').expect(200);
    const branded = await request(site()).get('/support').set('Host', 'acme.localhost:8080').expect(200);
    expect(main.text).toContain('<title>Northvault</title>');
    expect(branded.text).toContain('<title>Acme Bank</title>');
    expect(branded.text).toContain('<link rel="stylesheet" href="/_brand/tokens.css?v=WLV-1">');
    const policy = branded.headers['content-security-policy'];
    expect(policy).toBe(main.headers['content-security-policy']);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|img-src \*/);
  });

  it('sends a prerendered page in the shell’s frame for tenant sites, under the brand', async () => {
    const main = await request(site()).get('/no-such-page').set('Host', 'localhost:8080').expect(200);
    expect(main.text).toContain(
      '<div id="root" data-prerendered=""><header><a aria-label="Northvault home" href="/">Northvault</a></header>',
    );
    const branded = await request(site()).get('/no-such-page').set('Host', 'acme-mail.localhost:8080').expect(200);
    expect(branded.text).toContain(
      '<div id="root" data-prerendered=""><header><a aria-label="Acme $\' <b>Bank</b> home" href="/">' +
        "Acme $' &lt;b&gt;Bank&lt;/b&gt;</a></header><main><h1>Page not found</h1></main>" +
        '<footer>help@acme.example</footer></div>',
    );
    expect(branded.text).toContain('<title>Acme $&#39; &lt;b&gt;Bank&lt;/b&gt; · Page not found</title>');
  });

  it('serves the brand’s tokens on its host only', async () => {
    const css = await request(site()).get('/_brand/tokens.css?v=WLV-1').set('Host', 'acme.localhost:8080').expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.text.startsWith(':root:root {\n  --nv-color-primary: #0369a1;\n')).toBe(true);
    expect(css.text).toContain("--nv-font-sans: 'Poppins', 'Poppins Fallback',");
    expect(css.text).toContain('body{font-family:var(--nv-font-sans)}');
    await request(site()).get('/_brand/tokens.css').set('Host', 'localhost:8080').expect(404);
  });

  it('serves an unknown host the Northvault site', async () => {
    const response = await request(site()).get('/').set('Host', 'other.localhost:8080').expect(200);
    expect(response.text).toContain('<title>Northvault</title>');
    expect(response.text).not.toContain('northvault-brand');
  });
});

describe('TenantBrands', () => {
  let backend: Server;
  let backendUrl: string;
  let answers: Array<TenantBrand | null>;
  let asked = 0;

  beforeAll(async () => {
    const app = express().get('/api/tenant-brands/:host', (req, res) => {
      asked += 1;
      const brand = answers.shift() ?? null;
      if (req.params.host !== 'acme.localhost' || !brand) res.status(404).json({ error: 'none' });
      else res.json(brand);
    });
    backend = await new Promise<Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
    backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => backend.close(resolve)));

  it('asks the backend once per moment, then again, so a publish shows at the next page load after it', async () => {
    answers = [ACME, { ...ACME, versionNumber: 2 }];
    asked = 0;
    const brands = new TenantBrands(backendUrl, 1000);
    const now = Date.now();
    expect((await brands.forHost('ACME.localhost', now))?.versionNumber).toBe(1);
    expect((await brands.forHost('acme.localhost', now + 500))?.versionNumber).toBe(1);
    expect(asked).toBe(1);
    expect((await brands.forHost('acme.localhost', now + 1500))?.versionNumber).toBe(2);
    expect(asked).toBe(2);
  });

  it('takes a host nobody is live on, or a backend that cannot answer, for the Northvault site', async () => {
    answers = [];
    expect(await new TenantBrands(backendUrl).forHost('nobody.localhost')).toBeNull();
    expect(await new TenantBrands('http://127.0.0.1:9').forHost('acme.localhost')).toBeNull();
  });
});
