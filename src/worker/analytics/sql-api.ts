// Reads Analytics Engine through its SQL API: the HTTP client (answers parsed with a schema,
// counts turned into numbers) and the pieces the rollup's queries are built from.
//
// The SQL API takes no parameters, so every value in these queries is ours: column names from
// columns.ts, category and action constants, the site's own paths and computed times. Nothing a
// visitor or an operator typed is ever spliced in.
import * as z from 'zod';
import { blobColumns as b } from './columns';
import type { EventWindow } from './rollup-rows';

export function sqlApiUrl(accountId: string): string {
  return `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`;
}

export interface SqlApiCredentials {
  accountId: string;
  apiToken: string;
  /** How long a query may go unanswered before it is given up; sqlApiTimeoutMs unless a caller (a test) says. */
  timeoutMs?: number;
}

export class SqlApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SqlApiError';
  }
}

/** The SQL API's JSON answer (FORMAT JSON). 64-bit integers may arrive as strings. */
const sqlApiAnswerSchema = z.object({
  meta: z.array(z.object({ name: z.string(), type: z.string() })),
  data: z.array(z.record(z.string(), z.unknown())),
  rows: z.number(),
  rows_before_limit_at_least: z.number().optional(),
});

/** A count as the SQL API sends it (a number, or a string for UInt64), as a number. */
export const sqlCount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform(Number);

/** A query still unanswered after this is given up: the dashboard waits on today's queries. */
const sqlApiTimeoutMs = 10_000;

/** Runs one query and parses every row; throws SqlApiError on any failure. */
export async function querySqlApi<Row extends z.ZodType>(
  credentials: SqlApiCredentials,
  sql: string,
  rowSchema: Row,
): Promise<z.output<Row>[]> {
  const { timeoutMs = sqlApiTimeoutMs } = credentials;
  let response: Response;
  let text: string;
  try {
    response = await fetch(sqlApiUrl(credentials.accountId), {
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiToken}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: sql,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The time limit covers the body too.
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new SqlApiError(`Analytics Engine SQL API did not answer within ${timeoutMs / 1000} seconds`);
    }
    throw new SqlApiError(`Analytics Engine SQL API unreachable: ${String(error)}`);
  }
  if (!response.ok) {
    throw new SqlApiError(`Analytics Engine SQL API answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SqlApiError(`Analytics Engine SQL API answered with something other than JSON: ${text.slice(0, 300)}`, response.status);
  }
  const answer = sqlApiAnswerSchema.safeParse(body);
  if (!answer.success) throw new SqlApiError(`Unexpected Analytics Engine SQL API answer: ${answer.error.message}`, response.status);
  const rows = z.array(rowSchema).safeParse(answer.data.data);
  if (!rows.success) throw new SqlApiError(`Unexpected rows from the Analytics Engine SQL API: ${rows.error.message}`, response.status);
  return rows.data;
}

/** Quotes one of our own constants; anything but lower-case words is a bug, never sent. */
export function literal(value: string): string {
  if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`not an allow-listed SQL literal: ${value}`);
  return `'${value}'`;
}

/** Quotes one of the site's own page paths (shared/routes.ts); anything else is a bug, never sent. */
export function pathLiteral(path: string): string {
  if (!/^\/[a-z0-9/-]*$/.test(path)) throw new Error(`not one of the site's paths: ${path}`);
  return `'${path}'`;
}

/** A computed instant as an Analytics Engine DateTime (UTC). */
function dateTime(at: Date): string {
  const text = at.toISOString().slice(0, 19).replace('T', ' ');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) throw new Error(`not a report time: ${text}`);
  return `toDateTime('${text}')`;
}

/** Events a worker in this environment received from `start` (inclusive) to `end` (exclusive). */
export function inWindow(window: EventWindow): string {
  return `timestamp >= ${dateTime(window.start)} AND timestamp < ${dateTime(window.end)} AND ${b.environment} = ${literal(window.environment)}`;
}

export const format = 'FORMAT JSON';
