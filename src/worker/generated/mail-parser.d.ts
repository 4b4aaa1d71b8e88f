// The types of mail-parser.js, which scripts/build-worker-modules.mjs bundles from this source.
export { parseMail } from '../inbound/parse-mail';
