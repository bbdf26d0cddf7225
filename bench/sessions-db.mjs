// The database for `bench:sessions`' picks, counts and clean-up: PostgreSQL through node-postgres, or the embedded PGlite
// data directory opened in this process (only while no API holds it: PGlite is one process). Both answer
// `query(text, params)` with `{ rows, rowCount }`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** `target`: `{ url }` for PostgreSQL, `{ pglite: dataDir }` for the embedded database. */
export async function openSql(target, root) {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    // The faults end this connection too: without a listener its 'error' event would end the bench. The next query
    // fails instead, and the caller opens another.
    client.on('error', () => {});
    await client.connect();
    return { query: (text, params) => client.query(text, params), end: () => client.end() };
  }
  // The API's own copy of PGlite and pg_trgm (its indexes need the extension loaded to be written).
  const require = createRequire(path.join(root, 'api', 'package.json'));
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const { pg_trgm } = await import(pathToFileURL(require.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);
  const db = await PGlite.create(target.pglite, { extensions: { pg_trgm } });
  return {
    query: async (text, params) => {
      const result = await db.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    end: () => db.close(),
  };
}
