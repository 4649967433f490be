import { setImmediate as nextTurn } from 'node:timers/promises';
import { perTurnLoader } from './per-turn-loader';

function recordingLoader(maxBatchSize: number) {
  const batches: number[][] = [];
  const loader = perTurnLoader<number, number>(maxBatchSize, async (keys) => {
    batches.push([...keys]);
    return keys.map((key) => key * 10);
  });
  return { batches, loader };
}

describe('perTurnLoader', () => {
  it('hands on what one turn of the event loop asked, together, once, and answers each caller', async () => {
    const { batches, loader } = recordingLoader(100);
    const answers = Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
    // Promise jobs run before the turn ends: the batch is still open after them.
    await Promise.resolve();
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await answers).toEqual([10, 20, 30]);

    const later = loader.load(4);
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    expect(await later).toBe(40);
  });

  it('asks again for a key asked before: nothing is cached', async () => {
    const { batches, loader } = recordingLoader(100);
    await loader.load(7);
    await loader.load(7);
    expect(batches).toEqual([[7], [7]]);
  });

  it('splits a turn past its batch size into full batches, all sent at the end of that turn', async () => {
    const { batches, loader } = recordingLoader(2);
    const answers = Promise.all([1, 2, 3, 4, 5].map((key) => loader.load(key)));
    await nextTurn();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(await answers).toEqual([10, 20, 30, 40, 50]);
  });

  it("fails every caller of a batch with the batch's own error", async () => {
    const outage = new Error('connection terminated');
    const loader = perTurnLoader<number, number>(100, async () => {
      throw outage;
    });
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results).toEqual([
      { status: 'rejected', reason: outage },
      { status: 'rejected', reason: outage },
    ]);
  });
});
