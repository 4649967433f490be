import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { saveWhiteLabelConfig, type SaveWhiteLabelConfigResult } from '../api/save-white-label-config';
import type { SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

/** Save status (docs/product/white-label.md#saving): idle, success or error, plus the request in flight. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'success' }
  | { state: 'error'; message: string; details: string[]; fields: Record<string, string> };

function saveStatus(pending: boolean, result: SaveWhiteLabelConfigResult | undefined): SaveStatus {
  if (pending) return { state: 'saving' };
  if (!result) return { state: 'idle' };
  return result.ok
    ? { state: 'success' }
    : { state: 'error', message: result.message, details: result.details, fields: result.fields };
}

/** `Save`: a mutation (never retried; the answer says what to correct). */
export function useSaveWhiteLabelConfig() {
  const mutation = useMutation({ mutationFn: saveWhiteLabelConfig });
  // A double click lands before React re-renders the disabled button: the ref sees it in time, and
  // the second click gets the first one's answer.
  const inFlight = useRef<Promise<SaveWhiteLabelConfigResult> | null>(null);

  async function save(request: SaveWhiteLabelConfigRequest): Promise<SaveWhiteLabelConfigResult> {
    if (inFlight.current) return inFlight.current;
    inFlight.current = mutation.mutateAsync(request);
    try {
      return await inFlight.current;
    } finally {
      inFlight.current = null;
    }
  }

  function reset() {
    // A save on its way keeps saying so, and then says how it went.
    if (inFlight.current === null) mutation.reset();
  }

  return { status: saveStatus(mutation.isPending, mutation.data), save, reset };
}
