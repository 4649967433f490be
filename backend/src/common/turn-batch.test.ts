import { setImmediate as nextTurn } from 'node:timers/promises';
import { TurnBatch } from './turn-batch';

describe('TurnBatch', () => {
  it('hands on what one turn of the event loop added, together, once', async () => {
    const flushed: number[][] = [];
    const batch = new TurnBatch<number>(100, (items) => flushed.push(items));
    batch.add(1);
    batch.add(2);
    batch.add(3);
    expect(flushed).toEqual([]);
    await nextTurn();
    expect(flushed).toEqual([[1, 2, 3]]);
    batch.add(4);
    await nextTurn();
    await nextTurn();
    expect(flushed).toEqual([[1, 2, 3], [4]]);
  });

  it('sends a full batch at once and opens the next, without sending the full one again', async () => {
    const flushed: number[][] = [];
    const batch = new TurnBatch<number>(2, (items) => flushed.push(items));
    for (const item of [1, 2, 3, 4, 5]) batch.add(item);
    expect(flushed).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await nextTurn();
    expect(flushed).toEqual([[1, 2], [3, 4], [5]]);
  });
});
