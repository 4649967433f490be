/**
 * Which visitors get a remote's canary. Each browser carries a random id in a first-party cookie
 * (nothing about the person); a visitor is in a remote's canary when a stable hash of (id, remote)
 * falls below the canary's share. The same browser therefore stays on one version across page
 * loads, and the cohorts of different remotes are independent of each other.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';

export const COHORT_COOKIE = 'nv_cohort';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const COHORT_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Where in [0, 100) this visitor falls for this remote: the same answer on every call. */
export function cohortPosition(cohortId: string, remoteId: string): number {
  const digest = createHash('sha256').update(`${cohortId}\u0000${remoteId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

export function inCanary(cohortId: string | null, remoteId: string, percent: number): boolean {
  return cohortId !== null && cohortPosition(cohortId, remoteId) < percent;
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The visitor's cohort id, set on the response when the browser has none (or a malformed one).
 * Not HttpOnly: nothing secret in it, and nothing reads it but this server.
 */
export function visitorCohort(request: Request, response: Response): string {
  const existing = readCookie(request, COHORT_COOKIE);
  if (existing !== null && COHORT_ID.test(existing)) return existing;
  const id = randomUUID();
  response.cookie(COHORT_COOKIE, id, {
    maxAge: ONE_YEAR_SECONDS * 1000,
    path: '/',
    sameSite: 'lax',
    secure: request.secure,
  });
  return id;
}
