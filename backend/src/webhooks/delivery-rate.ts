/**
 * The fan-out limit (docs/product/api.md#fan-out-limit): at most `WEBHOOK_DELIVERIES_PER_SECOND` delivery
 * attempts per account, across every endpoint and every worker process. Each attempt reserves the
 * account's next free slot, spaced 25 ms apart, in one statement, and waits for it: beyond the rate,
 * deliveries wait in the queue instead of being dropped, so one request of a subscriber with many
 * endpoints cannot turn into a burst at a receiver.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database/database-handle';
import { webhookSendSlots } from '../database/schema';
import { WEBHOOK_DELIVERIES_PER_SECOND } from '@northvault/contracts/webhooks';

/**
 * Attempts are paced at four fifths of the limit (25 ms apart, 40 a second): timers that fire late under load send
 * their attempts together, and the margin keeps such a bunch from putting a 51st attempt into one second (20 ms, or
 * 21, let a 135 ms stall of the event loop do so).
 */
const SLOT_MS = 1000 / (WEBHOOK_DELIVERIES_PER_SECOND * 0.8);

/** Reserves the account's next send slot and resolves when it has come. */
export async function waitForSendSlot(database: DatabaseHandle, userId: string): Promise<void> {
  const now = new Date();
  const slotEnd = sql`greatest(${webhookSendSlots.nextSlotAt}, ${now.toISOString()}::timestamptz) + ${`${SLOT_MS} milliseconds`}::interval`;
  const [reserved] = await database.db
    .insert(webhookSendSlots)
    .values({ userId, nextSlotAt: new Date(now.getTime() + SLOT_MS) })
    .onConflictDoUpdate({ target: webhookSendSlots.userId, set: { nextSlotAt: slotEnd } })
    .returning({ nextSlotAt: webhookSendSlots.nextSlotAt });
  const slotStart = reserved!.nextSlotAt.getTime() - SLOT_MS;
  const wait = slotStart - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
