import { useMutation } from '@tanstack/react-query';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import type { ActionResult } from '../../../utils/post-action';

export type ActionOutcome = { kind: 'success'; message: string } | { kind: 'error'; details: string[] };

interface Action {
  /** Which button started it (a version's id, or `deactivate`). */
  key: string;
  send(): Promise<ActionResult<unknown>>;
  /** What to say once it is done. */
  success: string;
}

/**
 * Rollback and deactivation: one at a time (a mutation each, never retried), each refreshing what the
 * server holds once it is done, and each saying how it went.
 */
export function usePlatformAction(onChanged: () => Promise<void>) {
  const mutation = useMutation({
    mutationFn: async ({ send, success }: Action): Promise<ActionOutcome> => {
      const result = await send();
      if (!result.ok) {
        return {
          kind: 'error',
          details: result.details.length > 0 ? result.details : [WHITE_LABEL_MESSAGES.actionFailed],
        };
      }
      await onChanged();
      return { kind: 'success', message: success };
    },
  });
  const pending = mutation.isPending ? mutation.variables.key : null;

  async function run(key: string, send: () => Promise<ActionResult<unknown>>, success: string): Promise<void> {
    if (pending !== null) return;
    await mutation.mutateAsync({ key, send, success });
  }

  // A new action forgets the last one's outcome as it starts.
  return { pending, outcome: mutation.data ?? null, run };
}
