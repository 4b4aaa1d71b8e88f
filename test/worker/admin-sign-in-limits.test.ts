// Sign-in throttling: per address (IPv6 by /64), and for everyone at once under a spray from
// many addresses. Failed sign-ins are logged with a keyed hash of the address, never the address.
// Its own file: the spray test locks the whole dashboard, and D1 is per test file.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { sprayFailureLimit, sprayWindowMs } from '../../src/worker/admin/sign-in-throttle';
import { operatorPassword, signIn } from './admin-helpers';
import { newClientIp } from './quote-helpers';

describe('sign-in throttling', () => {
  it('limits an IPv6 client by its /64, not by each address in it', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host++) statuses.push((await signIn('guess', `2001:db8:5:64::${host.toString(16)}`)).response.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The same /64 written out in full, and the neighbouring /64.
    expect((await signIn('guess', '2001:0DB8:0005:0064:ffff:0:0:7')).response.status).toBe(429);
    expect((await signIn('guess', '2001:db8:5:65::1')).response.status).toBe(401);
  });

  it('logs a failed sign-in with a hashed address, the same for one /64, never the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const address of ['2001:db8:77:1::a', '2001:db8:77:1:1234::b', '2001:db8:77:2::a', '203.0.113.77']) {
      expect((await signIn('guess', address)).response.status).toBe(401);
    }
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string; client: string });
    const failures = lines.filter(({ message }) => message === 'dashboard sign-in failed');
    expect(failures).toHaveLength(4);
    const clients = failures.map(({ client }) => client);
    for (const client of clients) expect(client).toMatch(/^[0-9a-f]{16}$/);
    expect(clients[0]).toBe(clients[1]);
    expect(new Set(clients).size).toBe(3);
    const logged = JSON.stringify(warn.mock.calls);
    for (const part of ['2001:db8', '203.0.113', '203.0.113.77']) expect(logged).not.toContain(part);
  });

  it('refuses every sign-in, even the right password, for a while after a spray of failures from many addresses', async () => {
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    for (let i = 0; i < sprayFailureLimit; i++) expect((await signIn('guess', newClientIp())).response.status).toBe(401);

    const { response, session } = await signIn(operatorPassword, newClientIp());
    expect(response.status).toBe(429);
    expect(session).toBeUndefined();
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(sprayWindowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(sprayWindowMs / 1000);
    expect(await response.text()).toContain(`${Math.ceil(retryAfter / 60)} minutes`);

    // Once the failures are older than the window, the operator gets in again.
    const before = new Date(Date.now() - sprayWindowMs - 1000).toISOString();
    await env.DB.prepare('UPDATE admin_sign_in_failures SET failed_at = ?').bind(before).run();
    expect((await signIn(operatorPassword, newClientIp())).response.status).toBe(303);
  });
});
