import { useState } from 'react';
import { verifyDomain } from '../api/verify-domain';

export type VerifyStatus =
  { state: 'idle' } | { state: 'verifying' } | { state: 'success' } | { state: 'error'; details: string[] };

/** `Verify domain`: asks the server to look the TXT record up, then refreshes what it holds. */
export function useVerifyDomain(onVerified: () => Promise<void>) {
  const [status, setStatus] = useState<VerifyStatus>({ state: 'idle' });

  async function verify(): Promise<void> {
    if (status.state === 'verifying') return;
    setStatus({ state: 'verifying' });
    const result = await verifyDomain();
    if (result.ok) await onVerified();
    setStatus(result.ok ? { state: 'success' } : { state: 'error', details: result.details });
  }

  return { status, verify };
}
