import { useRef, useState } from 'react';
import { saveWhiteLabelConfig, type SaveWhiteLabelConfigResult } from '../api/save-white-label-config';
import type { SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

/** Save status (docs/product/white-label.md#saving): idle, success or error, plus the request in flight. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'success' }
  | { state: 'error'; message: string; details: string[]; fields: Record<string, string> };

const IDLE: SaveStatus = { state: 'idle' };

export function useSaveWhiteLabelConfig() {
  const [status, setStatus] = useState<SaveStatus>(IDLE);
  // A double click lands before React re-renders the disabled button: the ref sees it in time.
  const inFlight = useRef<Promise<SaveWhiteLabelConfigResult> | null>(null);

  async function save(request: SaveWhiteLabelConfigRequest): Promise<SaveWhiteLabelConfigResult> {
    if (inFlight.current) return inFlight.current;
    setStatus({ state: 'saving' });
    inFlight.current = saveWhiteLabelConfig(request);
    const result = await inFlight.current;
    inFlight.current = null;
    setStatus(
      result.ok
        ? { state: 'success' }
        : { state: 'error', message: result.message, details: result.details, fields: result.fields },
    );
    return result;
  }

  function reset() {
    setStatus((current) => (current.state === 'saving' ? current : IDLE));
  }

  return { status, save, reset };
}
