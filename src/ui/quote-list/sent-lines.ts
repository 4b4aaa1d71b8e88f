// Which of the quote list's lines a request carried: the browser's ids ride along with each line
// (the worker ignores them), so an accepted request clears exactly those lines, whether the form
// sent it or the quote outbox did later.

/** The list ids of the lines in a request body (the object, or the JSON the outbox kept). */
export function sentLineIds(request: unknown): string[] {
  let body = request;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return [];
    }
  }
  const lines = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.map((line) => (line as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string');
}
