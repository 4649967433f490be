/** `DatabaseHandle.rows`, the raw query path of every signed-in request, on the run's engine. */
import type { DatabaseHandle } from './database-handle';
import { contactMessages } from './schema';
import { createTestDatabase } from '../testing/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.close());

it('parses each column by its type and passes parameters as PostgreSQL reads them', async () => {
  const [row] = await database.rows<Record<string, unknown>>(
    `select $1::int as number, $2::text as text, $3::timestamptz as at, $4::boolean as flag,
            $5::text as nothing, '{"a":1}'::jsonb as document, gen_random_uuid() as id`,
    [42, 'hello', new Date('2026-01-02T03:04:05.000Z'), true, null],
  );
  expect(row).toEqual({
    number: 42,
    text: 'hello',
    at: new Date('2026-01-02T03:04:05.000Z'),
    flag: true,
    nothing: null,
    document: { a: 1 },
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

it('runs the same statement again with other parameters, and answers no rows with []', async () => {
  const statement = 'select n from generate_series(1, $1::int) as n';
  expect(await database.rows(statement, [3])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect(await database.rows(statement, [1])).toEqual([{ n: 1 }]);
  expect(await database.rows(statement, [0])).toEqual([]);
});

it('rejects a statement that does not parse or fails, and keeps working afterwards', async () => {
  await expect(database.rows('selec 1', [])).rejects.toThrow(/syntax error/);
  await expect(database.rows('selec 1', [])).rejects.toThrow(/syntax error/);
  await expect(database.rows('select 1 / $1::int as x', [0])).rejects.toThrow(/division by zero/);
  expect(await database.rows('select 1 / $1::int as x', [1])).toEqual([{ x: 1 }]);
});

it('never runs inside another caller’s open transaction', async () => {
  const count = 'select count(*)::int as count from contact_messages where email = $1';
  const email = 'raw-rows@example.com';
  let inserted!: () => void;
  const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
  let finish!: () => void;
  const finishSignal = new Promise<void>((resolve) => (finish = resolve));

  const transaction = database.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ name: 'Ada', email, message: 'Uncommitted' });
    inserted();
    await finishSignal;
    throw new Error('roll back');
  });
  await insertedSignal;
  const read = database.rows<{ count: number }>(count, [email]);
  finish();
  await expect(transaction).rejects.toThrow('roll back');
  // Whether it waited (PGlite: one session) or ran beside it (PostgreSQL: another connection),
  // the read never saw the uncommitted row.
  expect(await read).toEqual([{ count: 0 }]);
});

it('refuses clearly once the database is closed', async () => {
  const closing = await createTestDatabase();
  expect(await closing.rows('select 1 as one', [])).toEqual([{ one: 1 }]);
  await closing.close();
  await expect(closing.rows('select 1 as one', [])).rejects.toThrow(/closed|after calling end/);
});
