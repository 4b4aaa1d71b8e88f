// Project photos: uploads checked by their bytes and capped, stored in R2 under content-hashed
// names, served for ever-caching, and shown on /clients once a project with them is published.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { photoFileLimitBytes } from '../../src/shared/site-photos';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { jpeg, png, webp } from './image-bytes';
import { origin } from './quote-helpers';

const { SITE_PHOTOS, DB } = env as unknown as Env;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
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
    const response = await upload(
      session,
      photoForm(1000, 750, { photo: webp(1000, 750, 'full'), w480: webp(480, 360, '480'), w960: webp(960, 720, '960') }),
    );
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as {
      photo: { hash: string; format: string; width: number; height: number; renditions: number[] };
    };
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', webp(1000, 750, 'full')))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(photo).toEqual({ hash: digest, format: 'webp', width: 1000, height: 750, renditions: [480, 960] });
    const keys = (await SITE_PHOTOS.list({ prefix: `photos/${digest}` })).objects.map((object) => object.key).sort();
    expect(keys).toEqual([`photos/${digest}-1000.webp`, `photos/${digest}-480.webp`, `photos/${digest}-960.webp`]);

    const served = await SELF.fetch(`${origin}/site-photos/${digest}-480.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webp(480, 360, '480'));
    expect((await SELF.fetch(`${origin}/site-photos/${digest}-481.webp`)).status).toBe(404);

    const audit = await DB.prepare("SELECT section, detail FROM site_fact_audit WHERE action = 'photo_stored'").first<{
      section: string;
      detail: string;
    }>();
    expect(audit).toEqual({ section: 'projects', detail: `${digest.slice(0, 12)}… 1000×750 webp` });
  });

  it.each([
    ['a GIF', () => photoForm(400, 300, { photo: gif() }), 415, 'unsupported_photo'],
    ['a PDF named .webp', () => photoForm(400, 300, { photo: new Uint8Array(ascii('%PDF-1.7 not a photo')) }), 415, 'unsupported_photo'],
    [
      'sizes in different formats',
      () => photoForm(600, 300, { photo: webp(600, 300, 'a'), w480: jpeg(480, 240, 'a480') }),
      415,
      'unsupported_photo',
    ],
    ['a photo wider than 2000 px', () => photoForm(2400, 1600, { photo: webp(2400, 1600, 'b') }), 400, 'invalid_photo'],
    [
      'a missing smaller size',
      () => photoForm(1000, 750, { photo: webp(1000, 750, 'c'), w480: webp(480, 360, 'd') }),
      400,
      'invalid_photo',
    ],
    [
      'a file over the cap',
      () => photoForm(400, 300, { photo: webp(400, 300, 'e', { padTo: photoFileLimitBytes + 1 }) }),
      413,
      'photo_too_large',
    ],
    ['a 15000 x 15000 PNG declared as 400 x 400', () => photoForm(400, 400, { photo: png(15000, 15000, 'bomb') }), 400, 'invalid_photo'],
    ['a JPEG whose header says another size', () => photoForm(800, 600, { photo: jpeg(800, 700, 'tall') }), 400, 'invalid_photo'],
    [
      'a smaller copy of another size',
      () => photoForm(1000, 750, { photo: webp(1000, 750, 'h'), w480: webp(480, 900, 'h480'), w960: webp(960, 720, 'h960') }),
      400,
      'invalid_photo',
    ],
    [
      'a WebP whose header cannot be read',
      () => photoForm(400, 300, { photo: new Uint8Array([...ascii('RIFF'), 4, 0, 0, 0, ...ascii('WEBP')]) }),
      415,
      'unsupported_photo',
    ],
  ] as const)('refuses %s', async (_, form, status, code) => {
    const session = await operator();
    const before = (await SITE_PHOTOS.list()).objects.length;
    const response = await upload(session, form());
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
    expect((await SITE_PHOTOS.list()).objects.length).toBe(before);
  });

  it.each([
    ['a PNG', png, 'png'],
    ['a JPEG', jpeg, 'jpeg'],
    ['a WebP', webp, 'webp'],
  ] as const)('stores %s without its EXIF, XMP and text metadata (GPS included), picture data untouched', async (_, make, format) => {
    const session = await operator();
    const response = await upload(session, photoForm(400, 300, { photo: make(400, 300, `clean-${format}`, { exif: true }) }));
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { hash: string } };
    const stored = new Uint8Array(await (await SITE_PHOTOS.get(`photos/${photo.hash}-400.${format}`))!.arrayBuffer());
    expect(new TextDecoder('latin1').decode(stored)).not.toContain('GPS');
    expect(stored).toEqual(make(400, 300, `clean-${format}`));
  });

  it('never writes over a stored size: the same photo again with another 480 px copy keeps the first', async () => {
    const session = await operator();
    const first = await upload(
      session,
      photoForm(1000, 750, { photo: webp(1000, 750, 'same'), w480: webp(480, 360, 'first-480'), w960: webp(960, 720, 'same960') }),
    );
    const { photo } = (await first.json()) as { photo: { hash: string } };
    const again = await upload(
      session,
      photoForm(1000, 750, { photo: webp(1000, 750, 'same'), w480: webp(480, 360, 'other-480'), w960: webp(960, 720, 'same960') }),
    );
    expect(again.status).toBe(201);
    const served = await SELF.fetch(`${origin}/site-photos/${photo.hash}-480.webp`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webp(480, 360, 'first-480'));
  });

  it('refuses an upload from another site, and one without a session', async () => {
    const session = await operator();
    const crossSite = await upload(session, photoForm(400, 300, { photo: webp(400, 300, 'f') }), { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const anonymous = await SELF.fetch(`${origin}/api/admin/site-photos`, {
      method: 'POST',
      body: photoForm(400, 300, { photo: webp(400, 300, 'g') }),
      headers: { Origin: origin },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('projects', () => {
  it('replaces the sample projects on /clients and Home once published, with srcset, sizes, width and height', async () => {
    const session = await operator();
    const response = await upload(
      session,
      photoForm(1600, 1200, {
        photo: webp(1600, 1200, 'p'),
        w480: webp(480, 360, 'p480'),
        w960: webp(960, 720, 'p960'),
        w1440: webp(1440, 1080, 'p1440'),
      }),
    );
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
    expect(
      (await postForm(session, '/admin/site/projects/new', { ...fields, title: 'Hidden hood', hidden: 'on', photos: '[]' })).status,
    ).toBe(303);
    const refused = await postForm(session, '/admin/site/projects/new', { ...fields, year: '1890' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter a year from 1970.');
    for (const description of ['Jacketed\u0000 tank', 'Tank \u001b[31mred', 'Tank\u007f', 'Tank \u202Eknat']) {
      const hidden = await postForm(session, '/admin/site/projects/new', { ...fields, description });
      expect(hidden.status, JSON.stringify(description)).toBe(400);
      expect(await hidden.text()).toContain('no hidden or control characters');
    }
    expect(
      (
        await postForm(session, '/admin/site/projects/new', {
          ...fields,
          title: 'Two-line note',
          description: 'Jacketed tank.\r\nBottom outlet.',
        })
      ).status,
    ).toBe(303);
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
    const project = (title: string) => ({
      title,
      industry: 'Food',
      location: 'Imus',
      year: '2024',
      gradeAndFinish: '304',
      description: '',
      photos: '[]',
    });
    for (const title of ['First tank', 'Second tank'])
      expect((await postForm(session, '/admin/site/projects/new', project(title))).status).toBe(303);
    const draftTitles = async () =>
      JSON.parse((await DB.prepare('SELECT facts FROM site_fact_drafts').first<{ facts: string }>())!.facts).projects as {
        id: string;
        title: string;
      }[];
    const before = await draftTitles();
    const second = before.find((p) => p.title === 'Second tank')!;
    const move = await postForm(session, `/admin/site/projects/${second.id}/move`, { direction: 'up' });
    expect(move.status, await move.clone().text()).toBe(303);
    const moved = (await draftTitles()).map((p) => p.title);
    expect(moved.indexOf('Second tank')).toBe(moved.indexOf('First tank') - 1);
    // Deleting asks first, on a page of its own (no script needed); a post without the confirmation only asks again.
    const question = await asOperator(session, `/admin/site/projects/${second.id}/delete`);
    expect(question.status).toBe(200);
    const asked = await question.text();
    expect(asked).toContain('Delete &quot;Second tank&quot;?');
    expect(asked).toMatch(
      /<form [^>]*action="\/admin\/site\/projects\/[0-9a-f]{8}\/delete" method="post"><input type="hidden" name="confirm" value="yes"\/>/,
    );
    const unconfirmed = await postForm(session, `/admin/site/projects/${second.id}/delete`, {});
    expect(unconfirmed.status).toBe(200);
    expect(await unconfirmed.text()).toContain('Yes, delete the project');
    expect((await draftTitles()).map((p) => p.title)).toContain('Second tank');
    const deleted = await postForm(session, `/admin/site/projects/${second.id}/delete`, { confirm: 'yes' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/site/projects?done=deleted');
    expect((await draftTitles()).map((p) => p.title)).not.toContain('Second tank');
    const audit = await DB.prepare("SELECT detail FROM site_fact_audit WHERE section = 'projects' ORDER BY id DESC LIMIT 2").all<{
      detail: string;
    }>();
    expect(audit.results.map((row) => row.detail)).toEqual(['deleted "Second tank"', 'moved "Second tank" up']);
  });

  it('edits a project on a screen of its own, Save in the sticky bar, and removes a photo only once confirmed', async () => {
    const session = await operator();
    const photos = [];
    for (const tag of ['one', 'two']) {
      const response = await upload(session, photoForm(800, 600, { photo: webp(800, 600, tag), w480: webp(480, 360, `${tag}480`) }));
      photos.push(((await response.json()) as { photo: { hash: string } }).photo);
    }
    const added = await postForm(session, '/admin/site/projects/new', {
      title: 'Range hood',
      industry: 'Restaurants',
      location: 'Imus',
      year: '2024',
      gradeAndFinish: '304, No. 4',
      description: '',
      photos: JSON.stringify(photos),
    });
    expect(added.status).toBe(303);
    // After saving, the owner is on the project's own screen, the outcome beside Save.
    const screenPath = new URL(added.headers.get('location')!, origin).pathname;
    expect(screenPath).toMatch(/^\/admin\/site\/projects\/[0-9a-f]{8}$/);
    const screen = await (await asOperator(session, `${screenPath}?done=saved`)).text();
    const formStart = screen.indexOf(`action="${screenPath}"`);
    expect(formStart).toBeGreaterThan(0);
    const form = screen.slice(formStart, screen.indexOf('</form>', formStart));
    expect(form).toMatch(
      /<div class="facts-bar">.*Saved to the draft.*<button type="submit" class="primary">Save project to the draft<\/button>/s,
    );
    // Removing a photo and deleting the project are links out of the form, never part of Save.
    expect(form).not.toContain('removePhotos');
    expect(form).toContain(`href="${screenPath}/photos/${photos[1]!.hash}/remove"`);
    expect(screen).toContain(`href="${screenPath}/delete"`);
    const list = await (await asOperator(session, '/admin/site/projects')).text();
    expect(list).toContain(`href="${screenPath}"`);

    const removePath = `${screenPath}/photos/${photos[1]!.hash}/remove`;
    const question = await (await asOperator(session, removePath)).text();
    expect(question).toContain('Remove photo 2 of &quot;Range hood&quot;?');
    const draftPhotos = async () =>
      (
        JSON.parse((await DB.prepare('SELECT facts FROM site_fact_drafts').first<{ facts: string }>())!.facts).projects as {
          title: string;
          photos: { hash: string }[];
        }[]
      )
        .find((project) => project.title === 'Range hood')!
        .photos.map((photo) => photo.hash);
    expect((await postForm(session, removePath, {})).status).toBe(200);
    expect(await draftPhotos()).toEqual(photos.map((photo) => photo.hash));
    const removed = await postForm(session, removePath, { confirm: 'yes' });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe(`${screenPath}?done=photo-removed`);
    expect(await draftPhotos()).toEqual([photos[0]!.hash]);
    // The file stays stored: an older version may still show it.
    expect(await SITE_PHOTOS.head(`photos/${photos[1]!.hash}-800.webp`)).not.toBeNull();
    expect((await asOperator(session, removePath)).status).toBe(404);
    expect((await asOperator(session, '/admin/site/projects/0000abcd')).status).toBe(404);
    const audit = await DB.prepare("SELECT detail FROM site_fact_audit WHERE section = 'projects' ORDER BY id DESC LIMIT 1").first<string>(
      'detail',
    );
    expect(audit).toBe('removed photo 2 from "Range hood"');
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
