import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { deployWhiteLabel } from '../api/deploy-white-label';

/** Deploy status: idle, success or error, plus the deploy in flight. */
export type DeployStatus =
  { state: 'idle' } | { state: 'deploying' } | { state: 'success' } | { state: 'error'; details: string[] };

/** The saved configuration to deploy, or why there is none (its save failed). */
export type DeployTarget = { ok: true; configId: string } | { ok: false; details: string[] };

type Outcome = Extract<DeployStatus, { state: 'success' | 'error' }>;

/**
 * Publishes the saved draft (a mutation, never retried); a refusal shows the server's reasons (a
 * step, the contrast gate, an asset). Success is said once what the server holds has been reloaded.
 */
export function useDeployWhiteLabel(onDeployed: () => Promise<void>) {
  const mutation = useMutation({
    mutationFn: async (target: () => Promise<DeployTarget>): Promise<Outcome> => {
      const resolved = await target();
      if (!resolved.ok) return { state: 'error', details: resolved.details };
      const result = await deployWhiteLabel({ configId: resolved.configId });
      if (!result.ok) return { state: 'error', details: result.details };
      await onDeployed();
      return { state: 'success' };
    },
  });
  // The save before a deploy takes a while: a second click meanwhile must not deploy twice.
  const inFlight = useRef(false);

  async function deploy(target: () => Promise<DeployTarget>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync(target);
    } finally {
      inFlight.current = false;
    }
  }

  const status: DeployStatus = mutation.isPending ? { state: 'deploying' } : (mutation.data ?? { state: 'idle' });
  return {
    status,
    deploy,
    /** Forgets how the last deploy went; one on its way still reports. */
    reset: () => {
      if (!inFlight.current) mutation.reset();
    },
  };
}
