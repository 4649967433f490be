import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, jsonb, pgSchema, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { multiRowInsert } from './multi-row-insert';
import { contactMessages, supportTickets } from './schema';

const db = drizzle.mock();

let counter = 0;
const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  sequence: integer('sequence')
    .notNull()
    .$defaultFn(() => (counter += 1)),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, string>>(),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).$onUpdateFn(() => new Date('2026-01-02T03:04:05Z')),
  kindLength: integer('kind_length').generatedAlwaysAs(sql`length(kind)`),
});
const audit = pgSchema('audit').table('log "lines"', {
  id: uuid('id').primaryKey().defaultRandom(),
  note: text('note'),
});

describe('multiRowInsert', () => {
  it('writes the statement drizzle writes: every insertable column, default where a row leaves one out', () => {
    const rows = [
      {
        ticketId: 'TKT-AAAAAAAA',
        name: "Ada'); drop table support_tickets; --",
        email: 'ada@example.com',
        subject: 'Webhooks',
        message: 'Hello',
        priority: 'high' as const,
        category: 'technical' as const,
        accountId: null,
        userId: null,
      },
      {
        ticketId: 'TKT-BBBBBBBB',
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'Billing',
        message: 'Hi',
        priority: 'low' as const,
        category: 'billing' as const,
      },
    ];
    expect(multiRowInsert(supportTickets, rows)).toEqual(db.insert(supportTickets).values(rows).toSQL());
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello', company: 'Acme' };
    expect(multiRowInsert(contactMessages, [message])).toEqual(db.insert(contactMessages).values([message]).toSQL());
  });

  it('maps values through their column (dates, JSON) and computes JavaScript defaults as drizzle does', () => {
    const rows = [
      { kind: 'a', payload: { ledger: '4010' }, happenedAt: new Date('2026-11-23T10:00:00Z') },
      { kind: 'b', payload: null, sequence: 7 },
    ];
    counter = 0;
    const ours = multiRowInsert(events, rows);
    counter = 0;
    expect(ours).toEqual(db.insert(events).values(rows).toSQL());
    expect(ours.sql).not.toContain('kind_length');
    expect(ours.params).toEqual([
      1,
      'a',
      '{"ledger":"4010"}',
      '2026-11-23T10:00:00.000Z',
      '2026-01-02T03:04:05.000Z',
      7,
      'b',
      null,
      '2026-01-02T03:04:05.000Z',
    ]);
  });

  it('quotes schema, table and column names', () => {
    expect(multiRowInsert(audit, [{ note: 'x' }]).sql).toBe(
      'insert into "audit"."log ""lines""" ("id", "note") values (default, $1)',
    );
  });

  it('refuses no rows, and SQL in place of a value', () => {
    expect(() => multiRowInsert(audit, [])).toThrow(RangeError);
    expect(() => multiRowInsert(audit, [{ note: sql`now()` }])).toThrow('A batched row cannot hold SQL (column note)');
  });
});
