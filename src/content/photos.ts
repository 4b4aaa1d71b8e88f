// The owner's photos from photos/, as web-ready AVIF and WebP at several widths.
// photos.json is written by scripts/build-images.mjs: never edit it by hand.
import generated from './photos.json';

export interface PhotoVariants {
  /** Intrinsic size of the widest variant, so the layout never shifts as it loads. */
  width: number;
  height: number;
  /** Widths generated, ascending; none is wider than the original. */
  widths: number[];
  /** URL without the width and extension, e.g. "/assets/photos/hero-1a2b3c4d". */
  base: string;
}

export type PhotoFormat = 'avif' | 'webp';

/** Photos by name: the file name in photos/ without its extension. */
export const photos: Readonly<Record<string, PhotoVariants>> = generated;

function photoUrl(photo: PhotoVariants, width: number, format: PhotoFormat): string {
  return `${photo.base}-${width}.${format}`;
}

export function photoSrcSet(photo: PhotoVariants, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(', ');
}

/** The <img> fallback: a middle width, for the rare browser that ignores srcset. */
export function photoFallbackSrc(photo: PhotoVariants): string {
  const width = photo.widths.filter((w) => w <= 960).at(-1) ?? photo.widths[0]!;
  return photoUrl(photo, width, 'webp');
}
