// The site's images: an illustration in public/images for each slot, replaced by the owner's
// photo of the same name dropped into photos/ (e.g. photos/hero.jpg) at the next build.
import { photoFallbackSrc, photos } from './photos';
import type { ContentImage } from './types';

const illustration = (name: string, alt = '', width = 480, height = 360): ContentImage => ({
  src: `/images/${name}.svg`,
  width,
  height,
  alt,
});

/** The photo photos/<slot>.* when the owner has added one, otherwise the illustration. */
function photoOr(slot: string, fallback: ContentImage, photoAlt = fallback.alt): ContentImage {
  const photo = photos[slot];
  if (!photo) return fallback;
  return { src: photoFallbackSrc(photo), width: photo.width, height: photo.height, alt: photoAlt, photo };
}

export const images = {
  tank: photoOr(
    'hero',
    illustration('hero-tank', 'Illustration of stainless steel mixing and storage tanks with piping', 560, 440),
    'Stainless steel tanks with piping, fabricated in our Cavite workshop',
  ),
  // The illustrations only decorate (empty alt); a photo of real work is content and says what it shows.
  kitchen: photoOr(
    'kitchen',
    illustration('kitchen-counter'),
    'Stainless steel commercial kitchen counters and sinks made in our workshop',
  ),
  railing: photoOr('railing', illustration('railing'), 'Stainless steel handrail installed by our crew'),
  materials: photoOr('materials', illustration('sheets-pipes'), 'Stainless steel sheets, pipes and bars in our stockroom'),
  processing: photoOr('processing', illustration('processing-line'), 'Stainless steel food-processing equipment we fabricated'),
  workshop: photoOr('workshop', illustration('workshop'), 'Welding and fabrication in our Cavite workshop'),
} satisfies Record<string, ContentImage>;
