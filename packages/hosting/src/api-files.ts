/**
 * The documented API as files (docs/architecture.md#the-api-as-files): the OpenAPI document and the Postman
 * collection the docs' build writes beside its remoteEntry.js, served at `/api-docs/…` as downloads from the
 * release of mfe-docs the visitor gets (a canary's visitors get the canary's, a rollback restores the old ones).
 * A docs remote never released (development) is asked over HTTP.
 */
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { API_FILES, type ApiFile } from '@northvault/contracts/api-files';
import { MICRO_FRONTENDS, type RemoteRegistry } from '@northvault/contracts/micro-frontends';
import { CACHE_CONTROL } from './static-files';

export interface ApiFileOptions {
  /** The releases folder, when this server has one. */
  releasesDir?: string;
  /** The visitor's registry: their cohort's releases, or their override. */
  registryFor: (req: Request, res: Response) => Promise<RemoteRegistry>;
}

const DOCS = MICRO_FRONTENDS.docs;

function asDownload(res: Response, file: ApiFile): void {
  res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
  res.setHeader('Vary', 'Cookie');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.attachment(file.fileName);
  res.type('application/json; charset=utf-8');
}

export function apiFileRoutes(options: ApiFileOptions): Router {
  const router = express.Router();
  for (const file of Object.values(API_FILES)) {
    router.get(file.path, async (req, res, next) => {
      try {
        const registry = await options.registryFor(req, res);
        const entry = registry.remotes.find((remote) => remote.name === DOCS.container);
        if (!entry) {
          next();
          return;
        }
        if (options.releasesDir && entry.version) {
          asDownload(res, file);
          // A release made before the docs shipped these files has none: not found, like any missing file.
          res.sendFile(path.join(options.releasesDir, DOCS.id, entry.version, file.file), (error) => {
            if (error && !res.headersSent) next();
          });
          return;
        }
        const response = await fetch(new URL(file.file, entry.entry), { signal: AbortSignal.timeout(5000) });
        if (!response.ok) {
          next();
          return;
        }
        asDownload(res, file);
        res.send(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
