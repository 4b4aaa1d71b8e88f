// Build step for images (called by build-client.mjs): rasterises the icons and the share image,
// and turns the owner's photos in photos/ into AVIF and WebP at several widths, listed in
// src/content/photos.json for <Picture>. Every output is cached by the hash of its input in
// node_modules/.cache/build-images, so a rebuild only encodes what changed.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { fullBleedIconSvg, shareImageSvg } from './brand-svg.mjs';

/** Widths for phones (1x), phones at 2x and desktops at 2x-3x of a slot at most 480 px wide. */
export const photoWidths = [480, 960, 1440];
const photoExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);
const avifOptions = { quality: 50, effort: 4 };
const webpOptions = { quality: 75, effort: 4 };
/** Part of every cache key: change the encoders or their settings and everything is re-encoded. */
const encoderVersion = JSON.stringify({ sharp: sharp.versions.sharp, avifOptions, webpOptions, photoWidths, v: 1 });

/**
 * @param {{ root: string, outPublic: string, photosDir?: string, photoManifestPath?: string, cacheDir?: string }} options
 * @returns {Promise<{ photos: number, encoded: number }>} photos found, and how many were encoded (not cached)
 */
export async function buildImages({
  root,
  outPublic,
  photosDir = path.join(root, 'photos'),
  photoManifestPath = path.join(root, 'src/content/photos.json'),
  cacheDir = path.join(root, 'node_modules/.cache/build-images'),
}) {
  await buildBrandImages({ root, outPublic, cacheDir: path.join(cacheDir, 'brand') });
  return buildPhotos({ photosDir, outPublic, photoManifestPath, cacheDir: path.join(cacheDir, 'photos') });
}

// ---------------------------------------------------------------------------------------------
// Icons and the share image

/** The copy the images show, read from the TypeScript content modules the pages use. */
async function loadContent(root) {
  const result = await build({
    stdin: {
      contents: `export { placeholderBusiness } from './src/content/business.ts';
        export { shareImage, siteIcons } from './src/content/share.ts';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

async function buildBrandImages({ root, outPublic, cacheDir }) {
  const { placeholderBusiness, shareImage, siteIcons } = await loadContent(root);
  const favicon = await readFile(path.join(root, 'public/favicon.svg'));
  const tank = await readFile(path.join(root, 'public/images/hero-tank.svg'));
  const shareSvg = shareImageSvg({
    name: placeholderBusiness.name,
    tagline: shareImage.tagline,
    services: shareImage.services,
    width: shareImage.width,
    height: shareImage.height,
  });

  const outputs = [
    [siteIcons.icon192, () => svgToPng(favicon, 192)],
    [siteIcons.icon512, () => svgToPng(favicon, 512)],
    [siteIcons.maskable512, () => svgToPng(Buffer.from(fullBleedIconSvg(512)), 512)],
    [siteIcons.appleTouch, () => svgToPng(Buffer.from(fullBleedIconSvg(180)), 180)],
    [siteIcons.favicon, async () => icoFromPngs(await Promise.all([16, 32, 48].map((size) => svgToPng(favicon, size))))],
    [shareImage.path, () => renderShareImage(shareSvg, tank, shareImage)],
  ];
  await Promise.all(
    outputs.map(async ([urlPath, render]) => {
      // The key covers every input of that output: the sources above and the encoder version.
      const key = hash([encoderVersion, urlPath, favicon, tank, shareSvg]);
      const cached = path.join(cacheDir, `${key}${path.extname(urlPath)}`);
      await cachedFile(cached, render);
      const target = path.join(outPublic, urlPath);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(cached, target);
    }),
  );
}

/** A square PNG of an SVG; the density makes librsvg draw it at that size rather than scale pixels. */
function svgToPng(svg, size) {
  return sharp(svg, { density: 72 * 16 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function renderShareImage(svg, tank, { width, height }) {
  const tankHeight = 476;
  const tankImage = await sharp(tank, { density: 144 }).resize({ height: tankHeight }).png().toBuffer();
  const tankWidth = Math.round((560 / 440) * tankHeight);
  return sharp(Buffer.from(svg))
    .composite([{ input: tankImage, left: width - tankWidth - 24, top: height - 76 - tankHeight + 38 }])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** A .ico holding PNG images (allowed since Windows Vista; every browser reads it). */
export function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, index) => {
    const size = png.readUInt32BE(16); // IHDR width; the icons are square
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

// ---------------------------------------------------------------------------------------------
// The owner's photos

/** "Hero Photo.JPG" -> "hero-photo": the name images.ts looks the photo up by. */
export function photoName(fileName) {
  return path
    .basename(fileName, path.extname(fileName))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The widths to make of a photo `width` pixels wide: never wider than the original. */
export function widthsFor(width) {
  const smaller = photoWidths.filter((w) => w < width);
  const largest = Math.min(width, photoWidths.at(-1));
  return smaller.includes(largest) ? smaller : [...smaller, largest];
}

async function buildPhotos({ photosDir, outPublic, photoManifestPath, cacheDir }) {
  const files = await listPhotos(photosDir);
  const manifest = {};
  let encoded = 0;
  for (const file of files) {
    const name = photoName(file);
    if (!name) throw new Error(`photos/${file}: the file name needs letters or digits`);
    if (manifest[name]) throw new Error(`photos/: two files are named "${name}"; keep one`);
    const source = await readFile(path.join(photosDir, file));
    const key = hash([encoderVersion, source]);
    const entryDir = path.join(cacheDir, key);
    let variants = await readJson(path.join(entryDir, 'variants.json'));
    if (!variants) {
      variants = await encodePhoto(source, entryDir, file);
      encoded += 1;
    }
    const base = `/assets/photos/${name}-${key.slice(0, 8)}`;
    const outDir = path.join(outPublic, 'assets/photos');
    await mkdir(outDir, { recursive: true });
    await Promise.all(
      variants.files.map((cachedName) =>
        copyFile(path.join(entryDir, cachedName), path.join(outDir, `${name}-${key.slice(0, 8)}-${cachedName}`)),
      ),
    );
    manifest[name] = { width: variants.width, height: variants.height, widths: variants.widths, base };
  }
  await writeIfChanged(photoManifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { photos: files.length, encoded };
}

/** Image files in the photos folder, sorted; its README and anything else are left alone. */
async function listPhotos(photosDir) {
  let entries;
  try {
    entries = await readdir(photosDir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  for (const file of files) {
    const extension = path.extname(file).toLowerCase();
    if (!photoExtensions.has(extension) && extension !== '.md') {
      console.warn(`photos/${file} skipped: use JPEG, PNG, WebP, AVIF or TIFF (iPhone HEIC photos: export as JPEG)`);
    }
  }
  return files.filter((file) => photoExtensions.has(path.extname(file).toLowerCase())).sort();
}

/** Every width in AVIF and WebP, written to the cache entry; returns what variants.json lists. */
async function encodePhoto(source, entryDir, file) {
  // Turned upright by its EXIF orientation; metadata (camera, GPS position) is not copied.
  const upright = sharp(source, { failOn: 'error' }).autoOrient();
  const { width, height } = await upright
    .clone()
    .metadata()
    .then((meta) => meta.autoOrient ?? meta);
  if (!width || !height) throw new Error(`photos/${file}: cannot read the image size`);
  const widths = widthsFor(width);
  const staging = `${entryDir}.tmp-${process.pid}`;
  await mkdir(staging, { recursive: true });
  const results = await Promise.all(
    widths.flatMap((w) => [
      upright
        .clone()
        .resize({ width: w })
        .avif(avifOptions)
        .toFile(path.join(staging, `${w}.avif`)),
      upright
        .clone()
        .resize({ width: w })
        .webp(webpOptions)
        .toFile(path.join(staging, `${w}.webp`)),
    ]),
  );
  const largest = results.at(-1); // the widest WebP: its real pixel size after rounding
  const variants = {
    width: largest.width,
    height: largest.height,
    widths,
    files: widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
  };
  await writeFile(path.join(staging, 'variants.json'), JSON.stringify(variants));
  // Renamed into place whole, so an interrupted build never leaves a half-filled cache entry.
  await rename(staging, entryDir).catch(async (error) => {
    // Another build filled the same entry first: its files are the same.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(staging, { recursive: true, force: true });
  });
  return variants;
}

// ---------------------------------------------------------------------------------------------

function hash(parts) {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 32);
}

async function cachedFile(file, render) {
  if (await exists(file)) return;
  const bytes = await render();
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function exists(file) {
  return stat(file).then(
    () => true,
    (error) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Unchanged files are not touched, so `wrangler dev`, which watches src/content, does not rebuild in a loop. */
async function writeIfChanged(file, text) {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== text) await writeFile(file, text);
}
