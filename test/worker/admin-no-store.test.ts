// Every dashboard answer tells every cache (the service worker's too) not to keep it.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asOperator, operator } from './admin-helpers';
import { origin } from './quote-helpers';

describe('dashboard answers', () => {
  it('are marked no-store before and after signing in, however the path is spelled', async () => {
    const anonymous = ['/admin', '/admin/login', '/admin/leads', '/admin/leads.csv', '/api/admin/leads'];
    for (const path of anonymous) {
      const response = await SELF.fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.headers.get('cache-control'), `${path} (${response.status})`).toBe('no-store');
      await response.body?.cancel();
    }
    const session = await operator();
    for (const path of [...anonymous, '/%61dmin/leads', '/%61pi/admin/leads', '/admin/leads/999999']) {
      const response = await asOperator(session, path);
      expect(response.headers.get('cache-control'), `${path} (${response.status})`).toBe('no-store');
      await response.body?.cancel();
    }
  });
});
