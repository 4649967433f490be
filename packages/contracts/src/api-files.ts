/**
 * The documented API as files to take away (docs/architecture.md#the-api-as-files): the sandbox's OpenAPI document
 * and a Postman collection made from it. The docs' build writes both beside its remoteEntry.js, so each release of
 * the docs carries the document its request samples were generated from; the site serves the visitor's release's
 * copy at `path`, as a download named `fileName`.
 */
import { ROUTES } from './routes';

export interface ApiFile {
  /** Where the site serves it. */
  path: string;
  /** Its name in the docs' build (dist/) and releases. */
  file: string;
  /** The name a browser saves it under. */
  fileName: string;
}

export const API_FILES = {
  openApi: {
    path: `${ROUTES.apiDocs}/northvault.openapi.json`,
    file: 'openapi.json',
    fileName: 'northvault.openapi.json',
  },
  postman: {
    path: `${ROUTES.apiDocs}/northvault.postman_collection.json`,
    file: 'northvault.postman_collection.json',
    fileName: 'northvault.postman_collection.json',
  },
} as const satisfies Record<string, ApiFile>;

/** The Postman collection's variables a reader sets: the base URL, their secret API key and their plan. */
export const POSTMAN_VARIABLES = { baseUrl: 'baseUrl', apiKey: 'apiKey', plan: 'planType' } as const;
