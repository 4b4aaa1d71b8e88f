// @vitest-environment node
// The image build step with a photo made on the fly (no binary fixture in the repository).
import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, icoFromPngs, photoName, widthsFor } from '../../scripts/build-images.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'build-images-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A landscape gradient "photo" with EXIF orientation 6: stored 1600x1000, shown 1000x1600. */
async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#6b7785"/><stop offset="1" stop-color="#e9eef3"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/><circle cx="800" cy="500" r="300" fill="#10263f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 60 }).withMetadata({ orientation: 6 }).toBuffer();
}

function dirs(name: string) {
  const base = path.join(work, name);
  return {
    root,
    photosDir: path.join(base, 'photos'),
    outPublic: path.join(base, 'public'),
    photoManifestPath: path.join(base, 'photos.json'),
    cacheDir: path.join(work, 'cache'),
  };
}

describe('photo names and widths', () => {
  it('names a photo after its file', () => {
    expect(photoName('Hero Photo.JPG')).toBe('hero-photo');
    expect(photoName('workshop_2.jpeg')).toBe('workshop-2');
  });

  it('never makes a width wider than the original', () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1440]);
    expect(widthsFor(1440)).toEqual([480, 960, 1440]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(960)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('buildImages', () => {
  it('with no photos: an empty manifest, no photo files, and the icons and share image', async () => {
    const options = dirs('empty');
    await mkdir(options.photosDir, { recursive: true });
    await writeFile(path.join(options.photosDir, 'README.md'), 'Photos go here.\n');
    const result = await buildImages(options);
    expect(result).toEqual({ photos: 0, encoded: 0 });
    expect(JSON.parse(await readFile(options.photoManifestPath, 'utf8'))).toEqual({});
    await expect(stat(path.join(options.outPublic, 'assets/photos'))).rejects.toThrow(/ENOENT/);

    const sizes = {
      'share-image.png': [1200, 630],
      'apple-touch-icon.png': [180, 180],
      'icons/icon-192.png': [192, 192],
      'icons/icon-512.png': [512, 512],
      'icons/icon-maskable-512.png': [512, 512],
    };
    for (const [file, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(path.join(options.outPublic, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', width, height]);
    }
    // The maskable icon is opaque to its corners: a launcher's mask never shows wallpaper through it.
    const corner = await sharp(path.join(options.outPublic, 'icons/icon-maskable-512.png'))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner.at(-1)).toBe(255);
    const ico = await readFile(path.join(options.outPublic, 'favicon.ico'));
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect([ico[6], ico[22], ico[38]]).toEqual([16, 32, 48]);
  });

  it('turns a photo into upright AVIF and WebP widths listed in the manifest, then reuses them', async () => {
    const options = dirs('one-photo');
    await mkdir(options.photosDir, { recursive: true });
    await writeFile(path.join(options.photosDir, 'Hero.jpg'), await samplePhoto());

    expect(await buildImages(options)).toEqual({ photos: 1, encoded: 1 });
    const manifest = JSON.parse(await readFile(options.photoManifestPath, 'utf8'));
    expect(Object.keys(manifest)).toEqual(['hero']);
    const hero = manifest.hero;
    expect(hero).toMatchObject({ width: 1000, height: 1600, widths: [480, 960, 1000] });
    expect(hero.base).toMatch(/^\/assets\/photos\/hero-[0-9a-f]{8}$/);

    for (const width of hero.widths) {
      for (const format of ['avif', 'webp']) {
        const file = path.join(options.outPublic, `${hero.base}-${width}.${format}`);
        const meta = await sharp(file).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((1600 / 1000) * width));
        expect(meta.exif, 'camera data is dropped').toBeUndefined();
      }
    }

    // A second build encodes nothing, leaves the manifest untouched and ships the same files.
    const manifestTime = (await stat(options.photoManifestPath)).mtimeMs;
    const again = { ...options, outPublic: path.join(work, 'one-photo-again') };
    expect(await buildImages(again)).toEqual({ photos: 1, encoded: 0 });
    expect((await stat(options.photoManifestPath)).mtimeMs).toBe(manifestTime);
    expect((await readdir(path.join(again.outPublic, 'assets/photos'))).sort()).toEqual(
      (await readdir(path.join(options.outPublic, 'assets/photos'))).sort(),
    );
  });

  it('refuses two photos with the same name', async () => {
    const options = dirs('duplicate');
    await mkdir(options.photosDir, { recursive: true });
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await writeFile(path.join(options.photosDir, 'railing.png'), photo);
    await writeFile(path.join(options.photosDir, 'Railing.jpg'), await sharp(photo).jpeg().toBuffer());
    await expect(buildImages(options)).rejects.toThrow(/two files are named "railing"/);
  });
});

describe('icoFromPngs', () => {
  it('writes one directory entry per PNG, pointing at its bytes', async () => {
    const pngs = await Promise.all(
      [16, 32].map((size) =>
        sharp({ create: { width: size, height: size, channels: 4, background: '#10263f' } })
          .png()
          .toBuffer(),
      ),
    );
    const ico = icoFromPngs(pngs);
    const second = { size: ico.readUInt32LE(6 + 16 + 8), offset: ico.readUInt32LE(6 + 16 + 12) };
    expect(ico.subarray(second.offset, second.offset + second.size).equals(pngs[1]!)).toBe(true);
  });
});
