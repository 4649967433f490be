import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    [
      'a server stopped with pg_ctl stop -m fast',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up or shutting down', withCode('57P03', 'the database system is starting up')],
    ['a connection failure', withCode('08006', 'connection failure')],
    ['a refused connection attempt', withCode('08001', 'could not connect')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection broke while checked out',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a driver error wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'))],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a pool the app itself has closed', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed embedded database', new Error('PGlite is closed')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('leaves %s to be a server error', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following a cycle of causes', () => {
    const first = new Error('first') as Error & { cause?: unknown };
    first.cause = new Error('second', { cause: first });
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
