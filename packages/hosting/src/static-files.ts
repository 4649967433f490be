/**
 * Serves a build folder with the caching rules Module Federation needs: entry points
 * (index.html, mf-manifest.json, remoteEntry.js) are revalidated on every load so a deploy
 * shows at once; content-hashed chunks never change and are cached for a year.
 */
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Response } from 'express';

/** `main.3f9a1c07be.js`: the 10-character content hash the webpack build puts in every chunk name. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export const CACHE_CONTROL = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
} as const;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/**
 * Source maps stay on the build machine: they would hand anyone the original source, comments
 * included. A production build writes them without pointing to them (hidden-source-map) and no
 * server of the site ever sends one.
 */
export function withoutSourceMaps(files: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.endsWith('.map') ? next() : files(req, res, next));
}

export function staticFiles(root: string): RequestHandler {
  return withoutSourceMaps(
    express.static(root, {
      index: false,
      setHeaders(res: Response, filePath: string) {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
}

/** A folder whose every path names content that never changes (a versioned release). */
export function immutableFiles(root: string): RequestHandler {
  return withoutSourceMaps(
    express.static(root, {
      index: false,
      dotfiles: 'ignore',
      setHeaders(res: Response, filePath: string) {
        const isState = path.basename(filePath) === 'state.json';
        res.setHeader('Cache-Control', isState ? 'no-store' : CACHE_CONTROL.immutable);
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
}

/** gzip or brotli, whichever the browser prefers. */
export function compressResponses(): RequestHandler {
  return compression();
}

/**
 * Lets the listed origins read the files with `fetch()`: the shell fetches a remote's
 * mf-manifest.json across origins (a script tag needs no CORS, a fetch does).
 */
export function allowOrigins(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
