// The types of send-push.js, which scripts/build-worker-modules.mjs bundles from this source.
export { sendPush } from '../push/send-push';
