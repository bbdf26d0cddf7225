import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../types';
import { auditLog } from '../../schema/audit';
import { classes, classStaff, classStudents } from '../../schema/classes';
import { consultations, consultationStudents } from '../../schema/consultations';
import { feedback } from '../../schema/feedback';
import { lessonLinks, lessonPolls, lessons, lessonStaff, lessonStudents } from '../../schema/lessons';
import { news } from '../../schema/news';
import { orders } from '../../schema/orders';
import { outbox } from '../../schema/outbox';
import { users } from '../../schema/users';
import type { DemoData } from './types';

// Multi-row inserts keep the round trips few (PGlite is one connection in this process); 500 rows stay far below
// PostgreSQL's 65,535 bind parameters even for the widest table.
const CHUNK_SIZE = 500;

async function insertInChunks<T extends PgTable>(db: DbOrTx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

/** Inserts the data set in foreign-key order. Call it inside one transaction: a failure must leave nothing behind. */
export async function insertDemoData(db: DbOrTx, data: DemoData): Promise<void> {
  // Staff first, then parents, then students: each row's references are already in place.
  await insertInChunks(db, users, data.users);
  await insertInChunks(db, classes, data.classes);
  await insertInChunks(db, classStaff, data.classStaff);
  await insertInChunks(db, lessons, data.lessons);
  await insertInChunks(db, lessonStaff, data.lessonStaff);
  await insertInChunks(db, lessonPolls, data.lessonPolls);
  await insertInChunks(db, orders, data.orders);
  await insertInChunks(db, classStudents, data.classStudents);
  await insertInChunks(db, lessonStudents, data.lessonStudents);
  await insertInChunks(db, lessonLinks, data.lessonLinks);
  await insertInChunks(db, feedback, data.feedback);
  await insertInChunks(db, consultations, data.consultations);
  await insertInChunks(db, consultationStudents, data.consultationStudents);
  await insertInChunks(db, news, data.news);
  await insertInChunks(db, outbox, data.outbox);
  await insertInChunks(db, auditLog, data.auditLog);
}
