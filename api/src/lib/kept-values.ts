import { storeNewest } from './newest-first';

/**
 * Values kept between requests by key, loaded in one call for the keys a request is missing: until `invalidate` (a
 * write through this API, called once its transaction has committed) or `ttlMs` has passed, which bounds how long a
 * write made elsewhere (another API process, a script) can go unseen. A value that was being read while a write
 * committed is not kept: it may predate the write. The oldest key goes first past `maxEntries`.
 */
export class KeptValues<V> {
  readonly #entries = new Map<string, { revision: number; storedAt: number; value: V }>();
  #revision = 0;

  constructor(
    private readonly options: {
      maxEntries: number;
      ttlMs: number;
      /** The value of a key `load` answers nothing for. */
      absent: V;
      now?: () => number;
    },
  ) {}

  /** Something changed: every kept value may be wrong. */
  invalidate(): void {
    this.#revision += 1;
    this.#entries.clear();
  }

  /** The values of these keys: the kept ones, and the others loaded (in one call) and kept. */
  async get(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    const now = this.#now();
    const values = new Map<string, V>();
    const missing: string[] = [];
    for (const key of keys) {
      const kept = this.#entries.get(key);
      if (kept && kept.revision === this.#revision && now - kept.storedAt < this.options.ttlMs) values.set(key, kept.value);
      else missing.push(key);
    }
    if (missing.length === 0) return values;

    const revision = this.#revision;
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.has(key) ? (loaded.get(key) as V) : this.options.absent;
      values.set(key, value);
      if (revision === this.#revision) storeNewest(this.#entries, key, { revision, storedAt: now, value }, this.options.maxEntries);
    }
    return values;
  }

  #now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }
}
