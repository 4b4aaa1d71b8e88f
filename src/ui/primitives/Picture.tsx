import { preload } from 'react-dom';
import { photoSrcSet } from '../../content/photos';
import type { ContentImage } from '../../content/types';

/** Every image slot is at most 480 px wide (pages.css), full width below that on phones. */
const defaultSizes = '(min-width: 520px) 480px, 100vw';

interface PictureProps {
  image: ContentImage;
  /** The page's main image, above the fold: fetched first instead of lazily. */
  priority?: boolean;
  className?: string;
  /** How wide the image is drawn, so the browser picks the smallest photo that is sharp enough. */
  sizes?: string;
}

/**
 * An illustration as a plain <img>, or the owner's photo as a <picture>: AVIF where the browser
 * decodes it, WebP otherwise (every browser the bundle targets does), each at several widths.
 * Both always carry the intrinsic size, so the layout never shifts as they load.
 */
export function Picture({ image, priority = false, className, sizes = defaultSizes }: PictureProps) {
  const loading = priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  const { photo } = image;
  if (!photo) {
    // React preloads a non-lazy <img> in the head by itself; inside <picture> it cannot tell which source wins.
    return <img className={className} src={image.src} width={image.width} height={image.height} alt={image.alt} {...loading} />;
  }
  const avif = photoSrcSet(photo, 'avif');
  if (priority) {
    // A browser without AVIF skips a preload whose type it cannot decode, then takes the WebP source.
    preload(image.src, { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        srcSet={photoSrcSet(photo, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        {...loading}
      />
    </picture>
  );
}
