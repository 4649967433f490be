import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@northvault/contracts/business';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text and reports the outcome for exactly `TIMINGS.copyFeedbackMs`; a second copy
 * restarts the clock, so the feedback always belongs to the latest click.
 */
export function useCopyToClipboard() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Copies `text`, or what `text()` fetches (a failed fetch is reported like a refused clipboard). */
  const copy = useCallback(async (text: string | (() => Promise<string>)) => {
    let outcome: CopyStatus;
    try {
      // Absent outside secure contexts (plain http on a LAN address): report it instead of throwing.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    clearTimeout(timer.current);
    setStatus(outcome);
    timer.current = setTimeout(() => setStatus('idle'), TIMINGS.copyFeedbackMs);
  }, []);

  return { status, copy };
}
