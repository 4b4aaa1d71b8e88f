// Which push endpoints a subscription may name. The worker POSTs to it, so a denylist of private
// addresses would have to know every spelling of one (a trailing dot, IPv4 inside IPv6, NAT64,
// names that resolve to 127.0.0.1); instead only the push services that browsers use are taken.

/** Chrome, Edge on Android, Samsung Internet and Opera use FCM; Firefox Mozilla's; Safari Apple's; Edge on Windows WNS. */
const pushServiceHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const pushServiceDomains = ['.push.apple.com', '.notify.windows.com'];

const isPushService = (hostname: string) =>
  pushServiceHosts.includes(hostname) || pushServiceDomains.some((domain) => hostname.endsWith(domain) && hostname.length > domain.length);

/** Why an endpoint is refused, in words for the person; null when it may be used. */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https address.';
  if (!isPushService(url.hostname) || url.port !== '' || url.username || url.password) {
    return 'The push endpoint is not a browser push service (Google, Mozilla, Apple or Microsoft): use a current Chrome, Firefox, Edge or Safari.';
  }
  return null;
}
