/** The static server of one remote: its dist/ folder, readable by the site's origin. */
import express, { type Express } from 'express';
import { allowOrigins, compressResponses, staticFiles } from './static-files';

export interface RemoteAppOptions {
  /** The remote's build folder (holds mf-manifest.json and remoteEntry.js). */
  root: string;
  /** Origins whose pages may fetch the manifest: the site's. */
  allowedOrigins: readonly string[];
}

export function createRemoteApp(options: RemoteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(allowOrigins(options.allowedOrigins));
  app.use(compressResponses());
  app.use(staticFiles(options.root));
  app.use((_req, res) => {
    res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
  });
  return app;
}
