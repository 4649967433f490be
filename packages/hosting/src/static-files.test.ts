import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createRemoteApp } from './remote-app';
import { createSiteApp } from './site-app';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-files-test-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('source maps', () => {
  it('are never served by a remote’s server', async () => {
    const remote = createRemoteApp({ root, allowedOrigins: [] });
    await request(remote).get('/main.0123456789.js').expect(200);
    const response = await request(remote).get('/main.0123456789.js.map').expect(404);
    expect(response.text).not.toContain('secret.ts');
  });

  it('are never served by the site, nor from its releases', async () => {
    const site = createSiteApp({
      root,
      backendUrl: 'http://127.0.0.1:9',
      registry: () => ({ remotes: [] }),
      releasesDir: root,
    });
    for (const file of ['/main.0123456789.js.map', '/releases/main.0123456789.js.map']) {
      const response = await request(site).get(file);
      expect({ file, status: response.status, leaked: response.text.includes('secret.ts') }).toEqual({
        file,
        status: 404,
        leaked: false,
      });
    }
  });
});
