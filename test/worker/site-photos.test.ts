// Project photos: uploads checked by their bytes and capped, stored in R2 under content-hashed
// names, served for ever-caching, and shown on /clients once a project with them is published.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { photoFileLimitBytes } from '../../src/shared/site-photos';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';

const { SITE_PHOTOS, DB } = env as unknown as Env;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
/** Bytes that start like a WebP file (RIFF....WEBP), padded with a marker so each is unique. */
const webpLike = (marker: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 '), ...ascii(marker)]);
  return bytes;
};
const gif = () => new Uint8Array([...ascii('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);

function photoForm(width: number, height: number, files: Record<string, Uint8Array<ArrayBuffer>>) {
  const form = new FormData();
  form.set('width', String(width));
  form.set('height', String(height));
  for (const [name, bytes] of Object.entries(files)) form.set(name, new File([bytes], `${name}.webp`, { type: 'image/webp' }));
  return form;
}

const upload = (session: OperatorSession, form: FormData, headers: Record<string, string> = { Origin: origin }) =>
  asOperator(session, '/api/admin/site-photos', { method: 'POST', body: form, headers });

async function errorCode(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe('photo uploads', () => {
  it('stores every size under the full size content hash, and serves each cached for ever', async () => {
    const session = await operator();
    const response = await upload(session, photoForm(1000, 750, { photo: webpLike('full'), w480: webpLike('480'), w960: webpLike('960') }));
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { hash: string; format: string; width: number; height: number; renditions: number[] } };
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', webpLike('full')))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(photo).toEqual({ hash: digest, format: 'webp', width: 1000, height: 750, renditions: [480, 960] });
    const keys = (await SITE_PHOTOS.list({ prefix: `photos/${digest}` })).objects.map((object) => object.key).sort();
    expect(keys).toEqual([`photos/${digest}-1000.webp`, `photos/${digest}-480.webp`, `photos/${digest}-960.webp`]);

    const served = await SELF.fetch(`${origin}/site-photos/${digest}-480.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webpLike('480'));
    expect((await SELF.fetch(`${origin}/site-photos/${digest}-481.webp`)).status).toBe(404);

    const audit = await DB.prepare("SELECT section, detail FROM site_fact_audit WHERE action = 'photo_stored'").first<{ section: string; detail: string }>();
    expect(audit).toEqual({ section: 'projects', detail: `${digest.slice(0, 12)}… 1000×750 webp` });
  });

  it.each([
    ['a GIF', () => photoForm(400, 300, { photo: gif() }), 415, 'unsupported_photo'],
    ['a PDF named .webp', () => photoForm(400, 300, { photo: new Uint8Array(ascii('%PDF-1.7 not a photo')) }), 415, 'unsupported_photo'],
    ['sizes in different formats', () => photoForm(600, 300, { photo: webpLike('a'), w480: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) }), 415, 'unsupported_photo'],
    ['a photo wider than 2000 px', () => photoForm(2400, 1600, { photo: webpLike('b') }), 400, 'invalid_photo'],
    ['a missing smaller size', () => photoForm(1000, 750, { photo: webpLike('c'), w480: webpLike('d') }), 400, 'invalid_photo'],
    ['a file over the cap', () => photoForm(400, 300, { photo: webpLike('e', photoFileLimitBytes + 1) }), 413, 'photo_too_large'],
  ] as const)('refuses %s', async (_, form, status, code) => {
    const session = await operator();
    const before = (await SITE_PHOTOS.list()).objects.length;
    const response = await upload(session, form());
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
    expect((await SITE_PHOTOS.list()).objects.length).toBe(before);
  });

  it('refuses an upload from another site, and one without a session', async () => {
    const session = await operator();
    const crossSite = await upload(session, photoForm(400, 300, { photo: webpLike('f') }), { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const anonymous = await SELF.fetch(`${origin}/api/admin/site-photos`, { method: 'POST', body: photoForm(400, 300, { photo: webpLike('g') }), headers: { Origin: origin } });
    expect(anonymous.status).toBe(401);
  });
});

describe('projects', () => {
  it('replaces the sample projects on /clients and Home once published, with srcset, sizes, width and height', async () => {
    const session = await operator();
    const response = await upload(session, photoForm(1600, 1200, { photo: webpLike('p'), w480: webpLike('p480'), w960: webpLike('p960'), w1440: webpLike('p1440') }));
    const { photo } = (await response.json()) as { photo: { hash: string } };
    const fields = {
      title: 'Sanitary mixing tank, 2,000 L',
      industry: 'Food and beverage',
      location: 'General Trias, Cavite',
      year: '2025',
      gradeAndFinish: '316L, 2B inside, No. 4 outside',
      description: 'Jacketed tank with a bottom outlet.',
      photos: JSON.stringify([photo]),
    };
    expect((await postForm(session, '/admin/site/projects/new', fields)).status).toBe(303);
    expect((await postForm(session, '/admin/site/projects/new', { ...fields, title: 'Hidden hood', hidden: 'on', photos: '[]' })).status).toBe(303);
    const refused = await postForm(session, '/admin/site/projects/new', { ...fields, year: '1890' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter a year from 1970.');
    for (const description of ['Jacketed\u0000 tank', 'Tank \u001b[31mred', 'Tank\u007f', 'Tank \u202Eknat']) {
      const hidden = await postForm(session, '/admin/site/projects/new', { ...fields, description });
      expect(hidden.status, JSON.stringify(description)).toBe(400);
      expect(await hidden.text()).toContain('no hidden or control characters');
    }
    expect((await postForm(session, '/admin/site/projects/new', { ...fields, title: 'Two-line note', description: 'Jacketed tank.\r\nBottom outlet.' })).status).toBe(303);
    expect((await postForm(session, '/admin/site/publish', {})).status).toBe(303);

    for (const path of ['/clients', '/']) {
      const html = await (await SELF.fetch(`${origin}${path}`)).text();
      expect(html, path).toContain('Sanitary mixing tank, 2,000 L');
      expect(html, path).not.toContain('Hidden hood');
      expect(html, path).not.toContain('Processing tables and conveyor line');
      const base = `/site-photos/${photo.hash}`;
      expect(html, path).toContain(
        `srcSet="${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1440.webp 1440w, ${base}-1600.webp 1600w" sizes="(min-width: 520px) 480px, 100vw" width="1600" height="1200"`,
      );
    }
  });

  it('reorders and deletes projects in the draft, audited', async () => {
    const session = await operator();
    const project = (title: string) => ({ title, industry: 'Food', location: 'Imus', year: '2024', gradeAndFinish: '304', description: '', photos: '[]' });
    for (const title of ['First tank', 'Second tank']) expect((await postForm(session, '/admin/site/projects/new', project(title))).status).toBe(303);
    const draftTitles = async () => (JSON.parse((await DB.prepare('SELECT facts FROM site_fact_drafts').first<{ facts: string }>())!.facts).projects as { id: string; title: string }[]);
    const before = await draftTitles();
    const second = before.find((p) => p.title === 'Second tank')!;
    const move = await postForm(session, `/admin/site/projects/${second.id}/move`, { direction: 'up' });
    expect(move.status, await move.clone().text()).toBe(303);
    const moved = (await draftTitles()).map((p) => p.title);
    expect(moved.indexOf('Second tank')).toBe(moved.indexOf('First tank') - 1);
    expect((await postForm(session, `/admin/site/projects/${second.id}/delete`, {})).status).toBe(303);
    expect((await draftTitles()).map((p) => p.title)).not.toContain('Second tank');
    const audit = await DB.prepare("SELECT detail FROM site_fact_audit WHERE section = 'projects' ORDER BY id DESC LIMIT 2").all<{ detail: string }>();
    expect(audit.results.map((row) => row.detail)).toEqual(['deleted "Second tank"', 'moved "Second tank" up']);
  });

  it('refuses a photo list naming a photo that was never uploaded', async () => {
    const session = await operator();
    const photo = { hash: 'a'.repeat(64), format: 'webp', width: 400, height: 300, renditions: [] };
    const response = await postForm(session, '/admin/site/projects/new', {
      title: 'Tank',
      industry: 'Food',
      location: 'Imus',
      year: '2024',
      gradeAndFinish: '304',
      description: '',
      photos: JSON.stringify([photo]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('was not uploaded');
  });
});
