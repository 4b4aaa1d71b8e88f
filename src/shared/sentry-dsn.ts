// A Sentry DSN (https://<public key>@<ingest host>/<project id>) and where its envelopes go:
// the browser's error report posts there and the page's CSP lets it connect to that origin.

/** The envelope endpoint with its auth in the query, so a browser needs no custom header (no preflight); undefined for a DSN that is not one. */
export function sentryEnvelopeUrl(dsn: string | undefined): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(dsn ?? '');
  } catch {
    return undefined;
  }
  const { protocol, host, username, pathname } = parsed;
  const project = /^\/(\d+)$/.exec(pathname)?.[1];
  if (protocol !== 'https:' || !username || !project) return undefined;
  return new URL(`https://${host}/api/${project}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(username)}`);
}
