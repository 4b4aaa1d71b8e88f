// Sign-in throttling: per address (IPv6 by /64), and for everyone at once under a spray from
// many addresses. Failed sign-ins are logged with a keyed hash of the address, never the address.
// Its own file: the spray test locks the whole dashboard until D1 is emptied for the next file.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/worker/admin/password-hash';
import { accountClientLimit, sprayClientLimit, sprayWindowMs } from '../../src/worker/admin/sign-in-throttle';
import { rateLimitPeriods } from '../../src/worker/middleware/rate-limit';
import { cookieValue, operatorPassword, signIn } from './admin-helpers';
import { newClientIp } from './quote-helpers';
import { inOneWindow } from './rate-limit-window';

const staffPassword = 'a staff member passphrase';

/** A random third group of an IPv6 address, in lower-case hex without leading zeros. */
const newGroup = () => crypto.getRandomValues(new Uint16Array(1))[0].toString(16);

describe('sign-in throttling', () => {
  // Every failed sign-in here is logged on purpose (the log line itself is checked below): kept
  // out of the run's output, so an unexpected warning stands out.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('limits an IPv6 client by its /64, not by each address in it', async () => {
    // Groups of its own: rate-limit counts outlive a test file.
    const groups = [newGroup(), newGroup()] as const;
    const statuses = await inOneWindow(rateLimitPeriods.ADMIN_LOGIN_RATE_LIMIT, groups, async (group) => {
      const statuses: number[] = [];
      for (let host = 1; host <= 6; host++)
        statuses.push((await signIn('guess', `2001:db8:${group}:64::${host.toString(16)}`)).response.status);
      // The same /64 written out in full.
      statuses.push((await signIn('guess', `2001:0DB8:${group.padStart(4, '0')}:0064:ffff:0:0:7`)).response.status);
      return statuses;
    });
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The neighbouring /64.
    expect((await signIn('guess', `2001:db8:${groups[0]}:65::1`)).response.status).toBe(401);
  });

  it('logs a failed sign-in with a hashed address, the same for one /64, never the address', async () => {
    // The first test's failures count toward the account's pause (5 failing clients in 10 minutes):
    // one more client when its burst straddled a minute, which made this one's last sign-in a 429.
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
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

  it('does not let a few addresses lock the owner out, however often they fail', async () => {
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    // Each address stays within its own rate limit (5 a minute) yet fails far more than a spray's share.
    const few = Array.from({ length: accountClientLimit - 1 }, () => newClientIp());
    for (const ip of few) for (let i = 0; i < 5; i++) expect((await signIn('guess', ip)).response.status).toBe(401);
    expect((await signIn(operatorPassword, newClientIp())).response.status).toBe(303);
  });

  it('pauses sign-in from new devices after a spray of failures from many addresses, but lets a known device in', async () => {
    await env.DB.prepare('DELETE FROM admin_sign_in_failures').run();
    // The owner's phone signed in before the spray: it holds the known-device cookie.
    const earlier = await signIn(operatorPassword, newClientIp());
    const device = cookieValue(earlier.response, '__Host-admin_device');
    expect(device).toBeTruthy();
    // So did a staff member's, as themselves.
    const staffEmail = `device-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
    await env.DB.prepare(
      "INSERT INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, 'Device Staff', 'staff', ?, ?, 'test')",
    )
      .bind(staffEmail, await hashPassword(staffPassword), new Date().toISOString())
      .run();
    const staffDevice = cookieValue((await signIn(staffPassword, newClientIp(), undefined, staffEmail)).response, '__Host-admin_device');
    expect(staffDevice).toBeTruthy();

    // Each guesses another email: the spray is counted across accounts.
    for (let i = 0; i < sprayClientLimit; i++) {
      expect((await signIn('guess', newClientIp(), undefined, `someone${i}@stainless.example`)).response.status).toBe(401);
    }

    const { response, session } = await signIn(operatorPassword, newClientIp());
    expect(response.status).toBe(429);
    expect(session).toBeUndefined();
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(sprayWindowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(sprayWindowMs / 1000);
    expect(await response.text()).toContain(`${Math.ceil(retryAfter / 60)} minutes`);

    // A forged or altered device cookie does not pass; the real one does, with the password.
    expect((await signIn(operatorPassword, newClientIp(), `__Host-admin_device=${device}x`)).response.status).toBe(429);
    expect((await signIn('guess', newClientIp(), `__Host-admin_device=${device}`)).response.status).toBe(401);
    expect((await signIn(operatorPassword, newClientIp(), `__Host-admin_device=${device}`)).response.status).toBe(303);
    // Another person's device lifts the pause for their own account only.
    expect((await signIn(operatorPassword, newClientIp(), `__Host-admin_device=${staffDevice}`)).response.status).toBe(429);
    expect((await signIn(staffPassword, newClientIp(), `__Host-admin_device=${staffDevice}`, staffEmail)).response.status).toBe(303);
    // A new password (here the same words, hashed anew) retires the devices that knew the old one.
    await env.DB.prepare('UPDATE accounts SET password_hash = ? WHERE email = ?')
      .bind(await hashPassword(staffPassword), staffEmail)
      .run();
    expect((await signIn(staffPassword, newClientIp(), `__Host-admin_device=${staffDevice}`, staffEmail)).response.status).toBe(429);

    // Once the failures are older than the window, any device gets in again.
    const before = new Date(Date.now() - sprayWindowMs - 1000).toISOString();
    await env.DB.prepare('UPDATE admin_sign_in_failures SET failed_at = ?').bind(before).run();
    expect((await signIn(operatorPassword, newClientIp())).response.status).toBe(303);
  });
});
