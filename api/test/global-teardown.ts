import { Client } from 'pg';
import { templateDatabase } from './helpers/databases';

export default async function globalTeardown() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`);
  await admin.end();
}
