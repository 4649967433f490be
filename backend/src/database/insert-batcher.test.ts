import { InsertBatcher } from './insert-batcher';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

it('writes rows that arrive together in one statement, answering each once it is written', async () => {
  const insertMany = jest.fn(async (_rows: number[]) => undefined);
  const batcher = new InsertBatcher(insertMany);
  await Promise.all([1, 2, 3].map((row) => batcher.insert(row)));
  expect(insertMany).toHaveBeenCalledTimes(1);
  expect(insertMany).toHaveBeenCalledWith([1, 2, 3]);
});

it('groups what arrives during a write into the next statement', async () => {
  const first = deferred();
  const insertMany = jest.fn((rows: number[]) => (rows[0] === 1 ? first.promise : Promise.resolve()));
  const batcher = new InsertBatcher(insertMany);
  const one = batcher.insert(1);
  await new Promise((resolve) => setImmediate(resolve));
  const later = [batcher.insert(2), batcher.insert(3)];
  let oneDone = false;
  void one.then(() => (oneDone = true));
  await Promise.resolve();
  expect(oneDone).toBe(false);
  first.resolve();
  await Promise.all([one, ...later]);
  expect(insertMany.mock.calls).toEqual([[[1]], [[2, 3]]]);
});

it('caps a statement at maxBatch rows', async () => {
  const insertMany = jest.fn(async (_rows: number[]) => undefined);
  const batcher = new InsertBatcher(insertMany, 2);
  await Promise.all([1, 2, 3, 4, 5].map((row) => batcher.insert(row)));
  expect(insertMany.mock.calls.map(([rows]) => rows)).toEqual([[1, 2], [3, 4], [5]]);
});

it('fails every row of a failed statement, and carries on with the next', async () => {
  const insertMany = jest.fn(async (rows: number[]) => {
    if (rows.includes(2)) throw new Error('duplicate key');
  });
  const batcher = new InsertBatcher(insertMany);
  const results = await Promise.allSettled([batcher.insert(1), batcher.insert(2)]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  await expect(batcher.insert(3)).resolves.toBeUndefined();
});
