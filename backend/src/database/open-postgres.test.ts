import { openPostgres } from './open-postgres';

describe('openPostgres', () => {
  it('fails with a message naming the server, and never the password, when it cannot connect', async () => {
    // Port 1 on loopback refuses at once: no server needed for this test.
    const opening = openPostgres('postgres://app:hunter2@127.0.0.1:1/northvault');

    await expect(opening).rejects.toThrow(
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/northvault \(DATABASE_URL\): /,
    );
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });
});
