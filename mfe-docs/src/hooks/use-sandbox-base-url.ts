import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, readJson } from '@northvault/ui/api-json';

/** One key for every section of a page that names the sandbox: they share one request. */
export const SANDBOX_BASE_URL_QUERY = ['sandbox', 'base-url'] as const;

async function fetchSandboxBaseUrl(signal: AbortSignal): Promise<string> {
  const response = await fetch(API_PATHS.sandboxInfo, { headers: { Accept: 'application/json' }, signal });
  const body = await readJson(response);
  if (!response.ok || !isRecord(body) || typeof body.baseUrl !== 'string') {
    throw new Error(`GET ${API_PATHS.sandboxInfo} answered ${response.status} without a baseUrl`);
  }
  return body.baseUrl;
}

/**
 * Where this deployment's sandbox answers (GET /api/sandbox), asked once per page and shared by every
 * section that names it: the examples show the configured host, never one that does not answer.
 * `null` until the answer arrives, or when it does not. The address does not change while the site
 * runs, so an answer is never asked again; a failure is (TanStack Query asks again when the next
 * section or page mounts), and meanwhile the sections name Account Setup instead.
 */
export function useSandboxBaseUrl(): string | null {
  const query = useQuery({
    queryKey: SANDBOX_BASE_URL_QUERY,
    queryFn: ({ signal }) => fetchSandboxBaseUrl(signal),
    staleTime: Infinity,
  });
  return query.data ?? null;
}
