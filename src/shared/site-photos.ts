// Project photos: the sizes the dashboard makes in the browser and the names the worker serves
// them under. No zod: the site's client bundle (ProjectGallery) and the dashboard's photo script
// (client/admin/photos.ts) import this.

/** The longest edge of a stored photo. */
export const maxPhotoEdge = 2000;
/** Smaller copies made besides the full size, for srcset (only those narrower than the photo). */
export const renditionWidths = [480, 960, 1440] as const;
export const maxPhotosPerProject = 8;
/** Per file, as the browser re-encodes it: a 2000 px WebP is usually 200-600 KB. */
export const photoFileLimitBytes = 3 * 1024 * 1024;

export const photoFormats = ['webp', 'jpeg', 'png'] as const;
export type PhotoFormat = (typeof photoFormats)[number];
export const photoContentTypes: Record<PhotoFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

export const sitePhotosPath = '/site-photos';

export interface StoredPhoto {
  hash: string;
  format: PhotoFormat;
  width: number;
  height: number;
  renditions: number[];
}

/** "/site-photos/<sha-256>-960.webp": content-hashed, so it can be cached for ever. */
export function sitePhotoUrl(photo: Pick<StoredPhoto, 'hash' | 'format'>, width: number): string {
  return `${sitePhotosPath}/${photo.hash}-${width}.${photo.format}`;
}

export function sitePhotoSrcSet(photo: StoredPhoto): string {
  return [...photo.renditions, photo.width].map((width) => `${sitePhotoUrl(photo, width)} ${width}w`).join(', ');
}
