// Building blocks for the quote tests: real requests to the worker, sample files, D1 reads.
import { SELF, env } from 'cloudflare:test';
import { sign } from 'hono/jwt';
import { expect } from 'vitest';
import { apiPaths, headerNames, type UploadAccepted } from '../../src/shared/api';
import type { QuoteRequestInput } from '../../src/shared/quote-request';
import { siteverifyUrl } from '../../src/worker/bot-check/turnstile';
import type { WorkerEnv } from '../../src/worker/app-env';
import type { LeadRow } from '../../src/worker/lead-records/leads';
import { json, mockOutbound, type RecordedRequest } from './outbound';

export const origin = 'https://stainless.example';

/**
 * A request as it reaches the worker from a browser, for tests that call `worker.fetch` with their
 * own bindings: the body encoded and its Content-Length declared, as no network adds it there
 * (forms that carry files refuse a body without one).
 */
export async function requestAsSent(url: string, init: RequestInit): Promise<Request> {
  const draft = new Request(url, init);
  if (!draft.body) return draft;
  const body = await draft.arrayBuffer();
  const headers = new Headers(draft.headers);
  headers.set('Content-Length', String(body.byteLength));
  return new Request(draft.url, { method: draft.method, redirect: draft.redirect, headers, body });
}
export const workerEnv = env as unknown as WorkerEnv;

/** A fresh client address per use, so the per-IP rate limits only bite where a test means them to. */
export const newClientIp = () => `10.${[...crypto.getRandomValues(new Uint8Array(3))].join('.')}`;

const encoder = new TextEncoder();
export const samplePdf = () => encoder.encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const sampleDxf = () => encoder.encode('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
export const samplePng = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** The start of a Windows executable: "MZ". */
export const sampleExe = () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

/**
 * A bot-check ticket as the worker signs one: an HS256 JWT (RFC 7519) whose subject is the form's
 * draft id, signed with TICKET_SECRET. Built here with the JWT library, not the worker's code, for
 * tests about something else and for forged, expired and foreign tickets.
 */
export function ticketFor(draftId: string, { secret = workerEnv.TICKET_SECRET!, expiresInSeconds = 3600 } = {}) {
  return sign({ sub: draftId.toLowerCase(), exp: Math.floor(Date.now() / 1000) + expiresInSeconds }, secret, 'HS256');
}

/** POST /api/bot-check as the form sends it once the widget has a token. */
export function requestBotTicket(
  draftId: string,
  body: unknown = { token: 'token-from-the-widget' },
  headers: Record<string, string> = {},
) {
  return SELF.fetch(`${origin}${apiPaths.botCheck}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [headerNames.quoteDraft]: draftId, 'cf-connecting-ip': newClientIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An upload as the form sends it, with this form's ticket unless `headers` says otherwise. */
export async function uploadRequest(draftId: string, name: string, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${origin}/api/storage`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      [headerNames.fileName]: encodeURIComponent(name),
      [headerNames.quoteDraft]: draftId,
      [headerNames.botTicket]: await ticketFor(draftId),
      'cf-connecting-ip': newClientIp(),
      ...headers,
    },
    body: bytes,
  });
}

export async function uploadFile(draftId: string, name: string, bytes: Uint8Array<ArrayBuffer>): Promise<UploadAccepted['upload']> {
  const response = await uploadRequest(draftId, name, bytes);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as UploadAccepted).upload;
}

export function validQuote(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    fullName: 'Maria Santos',
    company: 'Santos Food Processing Corp.',
    email: 'maria@santosfood.example',
    phone: '0917 123 4567',
    service: 'tanks-and-vessels',
    projectDetails: 'Two 1,000 L jacketed mixing tanks for sauce production, with bottom outlet valves and sanitary fittings.',
    dimensions: '1200 mm diameter x 1500 mm height',
    quantity: '2 units',
    grade: '316',
    finish: '2b',
    targetDate: '2099-03-15',
    preferredContact: 'whatsapp',
    attachments: [],
    privacyConsent: true,
    turnstileToken: 'token-from-the-widget',
    ...overrides,
  };
}

export function submitQuote(body: unknown, draftId: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${origin}/api/quotes`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [headerNames.idempotencyKey]: draftId,
      'cf-connecting-ip': newClientIp(),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Turnstile's siteverify, answering in its documented shape. */
export function mockSiteverify(answer: Partial<{ success: boolean; hostname: string; action: string; 'error-codes': string[] }> = {}) {
  return mockOutbound({
    [siteverifyUrl]: () =>
      json({
        success: true,
        challenge_ts: '2026-11-22T02:00:00.000Z',
        hostname: 'stainless.example',
        'error-codes': [],
        action: 'quote',
        cdata: '',
        ...answer,
      }),
  });
}

export function formFields(request: RecordedRequest) {
  return Object.fromEntries(new URLSearchParams(request.body));
}

export async function countRows(table: 'leads' | 'uploads' | 'email_deliveries' | 'email_events') {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

export async function leadByKey(draftId: string) {
  return env.DB.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(draftId).first<LeadRow>();
}
