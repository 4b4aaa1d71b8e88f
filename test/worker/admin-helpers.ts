// Signing in to the dashboard the way a browser does: the form posted from the dashboard's origin.
import { SELF, env } from 'cloudflare:test';
import { expect } from 'vitest';
import { hashPassword } from '../../src/worker/admin/password-hash';
import { origin } from './quote-helpers';

export const operatorPassword = (env as unknown as { TEST_OPERATOR_PASSWORD: string }).TEST_OPERATOR_PASSWORD;
/** The owner in worker tests: the first sign-in with the shared password makes this account the owner. */
export const operatorEmail = 'owner@stainless.example';

export function cookieValue(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, ...value] = pair.split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface OperatorSession {
  /** The Cookie request header. */
  cookie: string;
}

export async function signIn(
  password = operatorPassword,
  ip?: string,
  cookie?: string,
  email = operatorEmail,
): Promise<{ response: Response; session?: OperatorSession }> {
  const response = await SELF.fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'cf-connecting-ip': ip ?? `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ email, password, next: '/admin/leads' }),
  });
  const session = cookieValue(response, '__Host-admin_session');
  return { response, session: session ? { cookie: `__Host-admin_session=${session}` } : undefined };
}

export async function operator(): Promise<OperatorSession> {
  const { response, session } = await signIn();
  expect(response.status).toBe(303);
  return session!;
}

export function asOperator(session: OperatorSession, path: string, init: RequestInit = {}) {
  return SELF.fetch(`${origin}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { Cookie: session.cookie, ...(init.headers as Record<string, string>) },
  });
}

export function postForm(session: OperatorSession, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return asOperator(session, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The session cookie's value as the browser stores it (URL-encoded). */
export const sessionCookieValue = (session: OperatorSession) => /__Host-admin_session=([^;]*)/.exec(session.cookie)![1];

let staffCount = 0;

/** A staff member's account (stored as an accepted invitation leaves it), signed in with its own password. */
export async function staffMember(): Promise<{ email: string; session: OperatorSession }> {
  const email = `staff-${++staffCount}-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const password = 'a staff member passphrase';
  await env.DB.prepare("INSERT INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, ?, 'staff', ?, ?, ?)")
    .bind(email, `Staff ${staffCount}`, await hashPassword(password), new Date().toISOString(), operatorEmail)
    .run();
  const { response, session } = await signIn(password, undefined, undefined, email);
  expect(response.status).toBe(303);
  return { email, session: session! };
}

/** A staff member signed in with the test owner's password (the owner must exist: `operator()` first). */
export async function signedInStaff(email: string, name = 'Staff'): Promise<OperatorSession & { id: number; email: string }> {
  const id = await env.DB.prepare(
    `INSERT INTO accounts (email, name, role, password_hash, created_at, created_by)
     SELECT ?, ?, 'staff', password_hash, ?, 'test' FROM accounts WHERE email = ? RETURNING id`,
  )
    .bind(email, name, new Date().toISOString(), operatorEmail)
    .first<number>('id');
  const { response, session } = await signIn(operatorPassword, undefined, undefined, email);
  expect(response.status).toBe(303);
  return { ...session!, id: id!, email };
}
