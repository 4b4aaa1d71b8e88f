// The site's illustrations in public/images, with their intrinsic sizes. Swap for photos here.
import type { ContentImage } from './types';

const illustration = (name: string, alt = '', width = 480, height = 360): ContentImage => ({
  src: `/images/${name}.svg`,
  width,
  height,
  alt,
});

export const images = {
  tank: illustration('hero-tank', 'Illustration of stainless steel mixing and storage tanks with piping', 560, 440),
  kitchen: illustration('kitchen-counter'),
  railing: illustration('railing'),
  materials: illustration('sheets-pipes'),
  processing: illustration('processing-line'),
  workshop: illustration('workshop'),
} satisfies Record<string, ContentImage>;
