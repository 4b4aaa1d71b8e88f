// The development write path: each analytics event also becomes one row of the local D1 table
// (Miniflare's Analytics Engine keeps nothing); the rollup reads them back.
import { localColumns, localTable, type StoredAnalyticsEvent } from './columns';

const fields = Object.keys(localColumns) as (keyof typeof localColumns)[];
const insertSql = `INSERT INTO ${localTable} (timestamp, ${fields.map((field) => localColumns[field]).join(', ')})
  VALUES (?${', ?'.repeat(fields.length)})`;

export async function insertLocalEvent(db: D1Database, event: StoredAnalyticsEvent): Promise<void> {
  await db
    .prepare(insertSql)
    .bind(event.timestamp, ...fields.map((field) => event[field]))
    .run();
}
