// Reads Analytics Engine through its SQL API: the HTTP client, its answers parsed with a schema
// and counts turned into numbers.
import * as z from 'zod';

export function sqlApiUrl(accountId: string): string {
  return `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`;
}

export interface SqlApiCredentials {
  accountId: string;
  apiToken: string;
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

/** Runs one query and parses every row; throws SqlApiError on any failure. */
export async function querySqlApi<Row extends z.ZodType>(credentials: SqlApiCredentials, sql: string, rowSchema: Row): Promise<z.output<Row>[]> {
  let response: Response;
  try {
    response = await fetch(sqlApiUrl(credentials.accountId), {
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiToken}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: sql,
    });
  } catch (error) {
    throw new SqlApiError(`Analytics Engine SQL API unreachable: ${String(error)}`);
  }
  const text = await response.text();
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
