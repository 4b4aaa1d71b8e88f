// The types of access-jwt.js, which scripts/build-worker-modules.mjs bundles from this source.
export { verifyAccessJwt } from '../admin/access-jwt';
