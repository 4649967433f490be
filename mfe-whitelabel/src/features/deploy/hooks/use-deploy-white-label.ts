import { useRef, useState } from 'react';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { deployWhiteLabel } from '../api/deploy-white-label';

/** Deploy status (SPEC section 4): idle, success or error, plus the deploy in flight. */
export type DeployStatus =
  { state: 'idle' } | { state: 'deploying' } | { state: 'success' } | { state: 'error'; details: string[] };

/** The saved configuration to deploy, or why there is none (its save failed). */
export type DeployTarget = { ok: true; configId: string } | { ok: false; details: string[] };

export function useDeployWhiteLabel(onDeployed: () => void) {
  const [status, setStatus] = useState<DeployStatus>({ state: 'idle' });
  const inFlight = useRef(false);

  async function deploy(target: () => Promise<DeployTarget>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ state: 'deploying' });
    const resolved = await target();
    const result = resolved.ok ? await deployWhiteLabel({ configId: resolved.configId }) : null;
    inFlight.current = false;
    if (result?.ok) {
      onDeployed();
      setStatus({ state: 'success' });
    } else if (result) {
      // Other refusals are technical; the steps sentence tells the user what to do next.
      const stepsMissing = result.reason === WHITE_LABEL_MESSAGES.stepsIncomplete;
      setStatus({ state: 'error', details: stepsMissing ? [WHITE_LABEL_MESSAGES.stepsIncomplete] : [] });
    } else {
      setStatus({ state: 'error', details: resolved.ok ? [] : resolved.details });
    }
  }

  return { status, deploy };
}
