import { useMutation } from '@tanstack/react-query';
import { verifyDomain } from '../api/verify-domain';

export type VerifyStatus =
  { state: 'idle' } | { state: 'verifying' } | { state: 'success' } | { state: 'error'; details: string[] };

type Outcome = Extract<VerifyStatus, { state: 'success' | 'error' }>;

/**
 * `Verify domain`: asks the server to look the TXT record up (a mutation, never retried), then
 * refreshes what it holds.
 */
export function useVerifyDomain(onVerified: () => Promise<void>) {
  const mutation = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const result = await verifyDomain();
      if (!result.ok) return { state: 'error', details: result.details };
      await onVerified();
      return { state: 'success' };
    },
  });

  async function verify(): Promise<void> {
    if (mutation.isPending) return;
    await mutation.mutateAsync();
  }

  const status: VerifyStatus = mutation.isPending ? { state: 'verifying' } : (mutation.data ?? { state: 'idle' });
  return { status, verify };
}
