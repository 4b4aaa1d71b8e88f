// Prints an ADMIN_PASSWORD_HASH for the dashboard's password login:
//   npm run hash-password -- 'a long passphrase' | npx wrangler secret put ADMIN_PASSWORD_HASH
// The worker's own code makes it (Node strips the types), so the format cannot drift.
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../src/worker/admin/password-hash.ts';

export { hashPassword as pbkdf2Hash };

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const password = process.argv[2];
  if (!password || password.length < 12) {
    console.error('Usage: npm run hash-password -- "<a passphrase of 12 characters or more>"');
    process.exit(1);
  }
  console.log(await hashPassword(password));
}
