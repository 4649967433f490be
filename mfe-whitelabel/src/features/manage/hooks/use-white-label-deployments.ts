import { useEffect, useState } from 'react';
import type { WhiteLabelDeployment } from '@northvault/contracts/api';
import { getWhiteLabelDeployments } from '../api/get-white-label-deployments';

export type DeploymentsState =
  { state: 'loading' } | { state: 'ready'; deployments: WhiteLabelDeployment[] } | { state: 'error' };

/** Loads the deployments once per mount; `retry` loads them again. */
export function useWhiteLabelDeployments() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; value: DeploymentsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getWhiteLabelDeployments(controller.signal)
      .then((deployments) => {
        if (!controller.signal.aborted) setResult({ attempt, value: { state: 'ready', deployments } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setResult({ attempt, value: { state: 'error' } });
      });
    return () => controller.abort();
  }, [attempt]);

  // A result of an earlier attempt is stale: the retry shows loading until its own answer.
  const deployments: DeploymentsState = result?.attempt === attempt ? result.value : { state: 'loading' };
  return { deployments, retry: () => setAttempt((current) => current + 1) };
}
