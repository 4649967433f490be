/**
 * What concurrent requests hand in during one turn of the event loop, handed on together: the
 * group commit of the hot writes (jobs/row-job-batches.ts) and the batched session lookup
 * (auth/sessions.service.ts). Under load fifty statements (and round trips) become a few; a lone
 * request waits for nothing but the end of its own turn.
 */
export class TurnBatch<Item> {
  /** The items of the batch still open, or null between batches. */
  private filling: Item[] | null = null;

  /** `flush` gets each batch once: at the end of the turn it opened in, or as soon as it holds `maxItems`. */
  constructor(
    private readonly maxItems: number,
    private readonly flush: (items: Item[]) => void,
  ) {}

  add(item: Item): void {
    let items = this.filling;
    if (items === null) {
      const opened: Item[] = [];
      this.filling = items = opened;
      // Requests read in this turn of the event loop join before the batch leaves.
      setImmediate(() => this.send(opened));
    }
    items.push(item);
    if (items.length >= this.maxItems) this.send(items);
  }

  private send(items: Item[]): void {
    // Sent already, because it filled up before its turn ended.
    if (this.filling !== items) return;
    this.filling = null;
    this.flush(items);
  }
}
