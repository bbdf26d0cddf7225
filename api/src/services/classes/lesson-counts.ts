/**
 * How many lessons each class has, kept between requests.
 *
 * The class list shows every class's lesson count, and counting one reads the class's whole range of
 * lessons_class_scheduled_idx: some 1,600 entries a class on the scale data set, ten classes a page, which made the
 * counts four fifths of the list's database time. Lessons are only added, through this API, and far less often than
 * the list is read, so a count is kept per class until a lesson is written through this API (`invalidate`, called
 * once the write's transaction has committed) or `ttlMs` has passed, which bounds how long a write made elsewhere
 * (another API process, a script) can go unseen. A count that was being read while a write committed is not kept.
 */
export class LessonCountCache {
  readonly #entries = new Map<string, { revision: number; storedAt: number; value: number }>();
  #revision = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = {
      maxEntries: 10_000,
      ttlMs: 10_000,
    },
  ) {}

  /** Some lesson changed: every kept count may be wrong. */
  invalidate(): void {
    this.#revision += 1;
    this.#entries.clear();
  }

  /** The counts of these classes: the kept ones, and the others loaded (in one call) and kept. */
  async get(
    classIds: readonly string[],
    load: (classIds: string[]) => Promise<Map<string, number>>,
  ): Promise<Map<string, number>> {
    const now = this.#now();
    const counts = new Map<string, number>();
    const missing: string[] = [];
    for (const id of classIds) {
      const kept = this.#entries.get(id);
      if (kept && kept.revision === this.#revision && now - kept.storedAt < this.options.ttlMs) counts.set(id, kept.value);
      else missing.push(id);
    }
    if (missing.length === 0) return counts;

    const revision = this.#revision;
    const loaded = await load(missing);
    for (const id of missing) {
      // A class without lessons has no row to count.
      const value = loaded.get(id) ?? 0;
      counts.set(id, value);
      if (revision === this.#revision) this.#store(id, { revision, storedAt: now, value });
    }
    return counts;
  }

  #store(id: string, entry: { revision: number; storedAt: number; value: number }) {
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    // A Map iterates in insertion order: the first key is the one stored longest ago.
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  #now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }
}
