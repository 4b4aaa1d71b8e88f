// Which push endpoints a subscription may name: the worker POSTs to it, so it must be a push
// service on the public internet, never the worker's own network or a plain-http address.

const privateIpv4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return privateIpv4.some((range) => range.test(host));
  if (host.includes(':')) {
    // IPv6: loopback, unspecified, unique local (fc00::/7), link-local (fe80::/10), and IPv4-mapped addresses.
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  }
  return false;
}

/** Why an endpoint is refused, in words for the person; null when it may be used. */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https address.';
  if (isPrivateHost(url.hostname)) return 'The push endpoint points at a private or local address; only a public push service is accepted.';
  return null;
}
