import type { Db } from '../../client';

export type DemoSeedOptions = { timezone: string; now: Date };

/** Seeds the demo data set when the database has no users yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(_db: Db, _options: DemoSeedOptions): Promise<boolean> {
  throw new Error('demo seed: being written in this session');
}
