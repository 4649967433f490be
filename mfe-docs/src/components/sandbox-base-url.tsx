import { useSandboxBaseUrl } from '../hooks/use-sandbox-base-url';

/** Shown while the sandbox's address is asked for, or when it could not be had. */
export const SANDBOX_BASE_URL_UNKNOWN = 'the sandbox URL in Account Setup';

/** The configured sandbox base URL, in code font. */
export function SandboxBaseUrl() {
  const baseUrl = useSandboxBaseUrl();
  return baseUrl === null ? <span>{SANDBOX_BASE_URL_UNKNOWN}</span> : <code>{baseUrl}</code>;
}
