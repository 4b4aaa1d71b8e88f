// Reading a received message's MIME with postal-mime: about 20 KB gzip that only the email()
// handler needs, so it loads as a module of its own when mail arrives (src/worker/lazy-modules.ts).
import PostalMime from 'postal-mime';

export const parseMail = (raw: Uint8Array) => PostalMime.parse(raw);
