import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second while `running`, down to 0.
 * One timeout per tick, so a paused countdown leaves no timer behind.
 */
export function useCountdown(seconds: number, running: boolean): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (!running || remaining <= 0) return;
    const tick = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [running, remaining]);
  return remaining;
}
