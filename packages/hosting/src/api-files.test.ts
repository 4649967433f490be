/**
 * The documented API as files (docs/architecture.md#the-api-as-files): the site serves the OpenAPI document and the
 * Postman collection of the docs release the visitor gets, as downloads, and of a docs remote never released over
 * HTTP from its own server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { API_FILES } from '@northvault/contracts/api-files';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import { COHORT_COOKIE } from './cohort';
import { createSiteApp } from './site-app';

let root: string;
let releasesDir: string;
let liveDocs: Server;

const document = (version: string) => JSON.stringify({ openapi: '3.1.0', info: { title: 'Northvault', version } });

function release(version: string, files: Record<string, string>) {
  const folder = path.join(releasesDir, 'mfe-docs', version);
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hosting-api-files-'));
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'hosting-api-files-releases-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>N</title></head><body></body></html>',
  );
  release('v1', { [API_FILES.openApi.file]: document('v1'), [API_FILES.postman.file]: '{"item":[]}' });
  release('v2', { [API_FILES.openApi.file]: document('v2') });
  // A docs remote's own server, as in development: its build's files beside remoteEntry.js.
  liveDocs = createServer((req, res) => {
    if (req.url === `/${API_FILES.openApi.file}`) res.writeHead(200).end(document('live'));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => liveDocs.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
  await new Promise((resolve) => liveDocs.close(resolve));
});

/** v1 for everyone; the cohort `canary-visitor` gets v2; `live-visitor` the remote's own server. */
function registry(_origin: string, cohortId: string): RemoteRegistry {
  if (cohortId === 'live-visitor') {
    const { port } = liveDocs.address() as AddressInfo;
    return { remotes: [{ name: 'mfe_docs', entry: `http://127.0.0.1:${port}/remoteEntry.js` }] };
  }
  const version = cohortId === 'canary-visitor' ? 'v2' : 'v1';
  return { remotes: [{ name: 'mfe_docs', entry: `/releases/mfe-docs/${version}/remoteEntry.js`, version }] };
}

const site = () => createSiteApp({ root, backendUrl: 'http://127.0.0.1:9', releasesDir, registry });

it('serves the OpenAPI document of the visitor’s docs release as a download named for it', async () => {
  const response = await request(site()).get('/api-docs/northvault.openapi.json').expect(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename=northvault.openapi.json');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(JSON.parse(response.text)).toEqual({ openapi: '3.1.0', info: { title: 'Northvault', version: 'v1' } });
});

it('serves the Postman collection the same way', async () => {
  const response = await request(site()).get('/api-docs/northvault.postman_collection.json').expect(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename=northvault.postman_collection.json');
  expect(JSON.parse(response.text)).toEqual({ item: [] });
});

it('follows the visitor’s cohort, and answers 404 for a release that has no such file', async () => {
  const canary = await request(site())
    .get('/api-docs/northvault.openapi.json')
    .set('Cookie', `${COHORT_COOKIE}=canary-visitor`)
    .expect(200);
  expect(JSON.parse(canary.text).info.version).toBe('v2');
  await request(site())
    .get('/api-docs/northvault.postman_collection.json')
    .set('Cookie', `${COHORT_COOKIE}=canary-visitor`)
    .expect(404);
});

it('asks a docs remote that was never released for its file', async () => {
  const live = await request(site())
    .get('/api-docs/northvault.openapi.json')
    .set('Cookie', `${COHORT_COOKIE}=live-visitor`)
    .expect(200);
  expect(JSON.parse(live.text).info.version).toBe('live');
  await request(site())
    .get('/api-docs/northvault.postman_collection.json')
    .set('Cookie', `${COHORT_COOKIE}=live-visitor`)
    .expect(404);
});
