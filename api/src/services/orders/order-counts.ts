import { storeNewest } from '../../lib/newest-first';

/**
 * The totals of the allocation list ('Showing X to Y out of N allocations'), kept between requests.
 *
 * Counting a month of orders is the list's dearest query (every matching index entry is read), and staff reload the
 * same filter all day while the orders behind it change far less often. A total is kept per filter and visibility
 * (the key), until any order is written through this API (`invalidate`, called after the write's transaction has
 * committed) or `ttlMs` has passed, which bounds how long a write made elsewhere (another API process, a script) can go
 * unseen. A count that was being read while a write committed is not kept: it may predate the write.
 */
export class OrderCountCache {
  readonly #entries = new Map<string, { revision: number; storedAt: number; value: number }>();
  readonly #loading = new Map<string, { revision: number; value: Promise<number> }>();
  #revision = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = {
      maxEntries: 500,
      ttlMs: 10_000,
    },
  ) {}

  /** Some order changed: every kept total may be wrong. */
  invalidate(): void {
    this.#revision += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  async get(key: string, load: () => Promise<number>): Promise<number> {
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && kept.revision === this.#revision && now - kept.storedAt < this.options.ttlMs) return kept.value;

    // Requests arriving together for one filter share one count.
    const pending = this.#loading.get(key);
    if (pending && pending.revision === this.#revision) return pending.value;

    const revision = this.#revision;
    const value = load();
    this.#loading.set(key, { revision, value });
    try {
      const counted = await value;
      if (revision === this.#revision) storeNewest(this.#entries, key, { revision, storedAt: now, value: counted }, this.options.maxEntries);
      return counted;
    } finally {
      if (this.#loading.get(key)?.value === value) this.#loading.delete(key);
    }
  }

  #now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }
}
