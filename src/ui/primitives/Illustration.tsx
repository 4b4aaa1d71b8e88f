import type { ContentImage } from '../../content/types';

interface IllustrationProps {
  image: ContentImage;
  /** The page's main image, above the fold: fetched first instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** An <img> that always carries its intrinsic size, so the layout never shifts as it loads. */
export function Illustration({ image, priority = false, className }: IllustrationProps) {
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  return (
    <img className={className} src={image.src} width={image.width} height={image.height} alt={image.alt} {...loading} />
  );
}
