import { useEffect, useState } from 'react';
import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, readJson } from '@northvault/ui/api-json';

/**
 * Where this deployment's sandbox answers (GET /api/sandbox), asked once per page load and shared
 * by every section that names it: the examples show the configured host, never one that does not
 * answer. `null` until the answer arrives, or when it does not.
 */
let pending: Promise<string | null> | null = null;

function fetchSandboxBaseUrl(): Promise<string | null> {
  pending ??= fetch(API_PATHS.sandboxInfo, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const body = await readJson(response);
      return response.ok && isRecord(body) && typeof body.baseUrl === 'string' ? body.baseUrl : null;
    })
    .catch(() => null)
    .then((baseUrl) => {
      // A failed answer is asked again by the next page that needs it.
      if (baseUrl === null) pending = null;
      return baseUrl;
    });
  return pending;
}

export function useSandboxBaseUrl(): string | null {
  const [baseUrl, setBaseUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void fetchSandboxBaseUrl().then((value) => {
      if (current) setBaseUrl(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return baseUrl;
}

/** For tests: forget the answer so each test asks its own server. */
export function forgetSandboxBaseUrl(): void {
  pending = null;
}
