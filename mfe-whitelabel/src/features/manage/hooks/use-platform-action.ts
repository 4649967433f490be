import { useState } from 'react';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import type { ActionResult } from '../../../utils/post-action';

export type ActionOutcome = { kind: 'success'; message: string } | { kind: 'error'; details: string[] };

/**
 * Rollback and deactivation: one at a time, each refreshing what the server holds once it is done,
 * and each saying how it went.
 */
export function usePlatformAction(onChanged: () => Promise<void>) {
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function run(key: string, action: () => Promise<ActionResult<unknown>>, success: string): Promise<void> {
    if (pending !== null) return;
    setPending(key);
    setOutcome(null);
    const result = await action();
    if (result.ok) await onChanged();
    setPending(null);
    setOutcome(
      result.ok
        ? { kind: 'success', message: success }
        : { kind: 'error', details: result.details.length > 0 ? result.details : [WHITE_LABEL_MESSAGES.actionFailed] },
    );
  }

  return { pending, outcome, run };
}
