// Project photos: the dashboard uploads a photo's sizes (made in the browser: resized, EXIF gone)
// to /api/admin/site-photos; the worker checks each size against its own header and drops its
// metadata all the same; the site serves them from /site-photos/<sha-256>-<width>.<format>.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { maxPhotoEdge, photoContentTypes, photoFileLimitBytes, renditionWidths, type StoredPhoto } from '../../shared/site-photos';
import type { AppEnv, DashboardEnv } from '../app-env';
import { recordPhotoStored } from '../published-facts/store';
import { apiError } from '../errors';
import { imageSize, withoutMetadata } from '../storage/image-header';
import { photoFormatOf, sha256Hex, sitePhotoKey, storeSitePhoto } from '../storage/site-photo-store';

/** The full size and its three smaller copies, with room for the form's boundaries. */
const uploadLimitBytes = (renditionWidths.length + 1) * photoFileLimitBytes + 64 * 1024;

const dimension = z.coerce.number().int().min(1).max(maxPhotoEdge);

export const sitePhotoUploadRoutes = new Hono<DashboardEnv>();

sitePhotoUploadRoutes.post(
  '/',
  bodyLimit({
    maxSize: uploadLimitBytes,
    onError: (c) =>
      apiError(
        c,
        413,
        'photo_too_large',
        `A photo is at most ${photoFileLimitBytes / 1024 / 1024} MB after resizing. Try again: the dashboard resizes it first.`,
      ),
  }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const width = dimension.safeParse(form.width);
    const height = dimension.safeParse(form.height);
    if (!width.success || !height.success) {
      return apiError(c, 400, 'invalid_photo', `Send the photo's width and height (1 to ${maxPhotoEdge} px).`, {
        width: 'required',
        height: 'required',
      });
    }
    const expected = [...renditionWidths.filter((w) => w < width.data), width.data];
    const files: { width: number; bytes: Uint8Array<ArrayBuffer> }[] = [];
    for (const size of expected) {
      const file = form[size === width.data ? 'photo' : `w${size}`];
      if (!(file instanceof File)) return apiError(c, 400, 'invalid_photo', `The ${size} px copy of the photo is missing.`);
      if (file.size > photoFileLimitBytes)
        return apiError(c, 413, 'photo_too_large', `A photo is at most ${photoFileLimitBytes / 1024 / 1024} MB after resizing.`);
      files.push({ width: size, bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    const formats = new Set(files.map((file) => photoFormatOf(file.bytes)));
    const [format] = formats;
    if (formats.size !== 1 || !format) {
      return apiError(c, 415, 'unsupported_photo', 'Only JPEG, PNG and WebP photos are accepted.');
    }
    const stripped: { width: number; bytes: Uint8Array<ArrayBuffer> }[] = [];
    for (const file of files) {
      const size = imageSize(file.bytes, format);
      const bytes = size && withoutMetadata(file.bytes, format);
      if (!size || !bytes)
        return apiError(
          c,
          415,
          'unsupported_photo',
          `The ${file.width} px copy could not be read as a ${format.toUpperCase()} image. Save the photo again and upload it.`,
        );
      // A copy's height may round either way from the full size's proportions.
      const expectedHeight = (height.data * file.width) / width.data;
      if (size.width !== file.width || Math.abs(size.height - expectedHeight) > 1) {
        return apiError(
          c,
          400,
          'invalid_photo',
          `The ${file.width} px copy is ${size.width} x ${size.height} px inside, not the ${file.width} x ${Math.round(expectedHeight)} px it was sent as. Upload the photo again from the dashboard.`,
        );
      }
      stripped.push({ width: file.width, bytes });
    }
    const hash = await sha256Hex(stripped.at(-1)!.bytes);
    await Promise.all(
      stripped.map((file) => storeSitePhoto(c.env.SITE_PHOTOS, sitePhotoKey(hash, file.width, format), file.bytes, format)),
    );
    const photo: StoredPhoto = { hash, format, width: width.data, height: height.data, renditions: expected.slice(0, -1) };
    await recordPhotoStored(c.env.DB, c.get('operator'), `${hash.slice(0, 12)}… ${width.data}×${height.data} ${format}`);
    return c.json({ photo }, 201);
  },
);

export const sitePhotoRoutes = new Hono<AppEnv>();

sitePhotoRoutes.get('/:file{[0-9a-f]{64}-[0-9]{1,4}\\.(?:webp|jpeg|png)}', async (c) => {
  const object = await c.env.SITE_PHOTOS.get(`photos/${c.req.param('file')}`);
  if (!object) return c.notFound();
  const format = c.req.param('file').split('.').pop() as keyof typeof photoContentTypes;
  return c.body(object.body, 200, {
    'Content-Type': photoContentTypes[format],
    'Content-Length': String(object.size),
    // The name is the content's hash: a changed photo gets a new name.
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
  });
});
