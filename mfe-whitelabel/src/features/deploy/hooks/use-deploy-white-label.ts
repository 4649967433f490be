import { useRef, useState } from 'react';
import { deployWhiteLabel } from '../api/deploy-white-label';

/** Deploy status: idle, success or error, plus the deploy in flight. */
export type DeployStatus =
  { state: 'idle' } | { state: 'deploying' } | { state: 'success' } | { state: 'error'; details: string[] };

/** The saved configuration to deploy, or why there is none (its save failed). */
export type DeployTarget = { ok: true; configId: string } | { ok: false; details: string[] };

/** Publishes the saved draft; a refusal shows the server's reasons (a step, the contrast gate, an asset). */
export function useDeployWhiteLabel(onDeployed: () => Promise<void>) {
  const [status, setStatus] = useState<DeployStatus>({ state: 'idle' });
  const inFlight = useRef(false);

  async function deploy(target: () => Promise<DeployTarget>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ state: 'deploying' });
    const resolved = await target();
    const result = resolved.ok ? await deployWhiteLabel({ configId: resolved.configId }) : null;
    if (result?.ok) await onDeployed();
    inFlight.current = false;
    if (result?.ok) setStatus({ state: 'success' });
    else setStatus({ state: 'error', details: result ? result.details : resolved.ok ? [] : resolved.details });
  }

  return { status, deploy, reset: () => setStatus({ state: 'idle' }) };
}
