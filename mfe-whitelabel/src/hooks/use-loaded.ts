import { useEffect, useState } from 'react';

export type Loaded<Value> = { state: 'loading' } | { state: 'ready'; value: Value } | { state: 'error' };

/**
 * Loads once per mount and again whenever `reloadKey` changes (something changed on the server);
 * `retry` loads again after a failure. A failure is logged; the caller shows its own sentence.
 */
export function useLoaded<Value>(load: (signal: AbortSignal) => Promise<Value>, reloadKey: unknown) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: unknown; value: Loaded<Value> } | null>(null);
  const key = `${attempt}:${String(reloadKey)}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setResult({ key, value: { state: 'ready', value } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setResult({ key, value: { state: 'error' } });
      });
    return () => controller.abort();
    // `load` is a module function; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A result for an earlier key is stale: show loading until this key's own answer.
  const loaded: Loaded<Value> = result?.key === key ? result.value : { state: 'loading' };
  return { loaded, retry: () => setAttempt((current) => current + 1) };
}
