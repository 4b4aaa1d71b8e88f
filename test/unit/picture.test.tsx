import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { images } from '../../src/content/images';
import type { PhotoVariants } from '../../src/content/photos';
import type { ContentImage } from '../../src/content/types';
import { Picture } from '../../src/ui/primitives/Picture';

const photo: PhotoVariants = { width: 1440, height: 1080, widths: [480, 960, 1440], base: '/assets/photos/hero-0123abcd' };
const photoImage: ContentImage = { src: '/assets/photos/hero-0123abcd-960.webp', width: 1440, height: 1080, alt: 'Tanks', photo };

describe('Picture', () => {
  it('ships the illustrations while photos/ is empty', () => {
    for (const image of Object.values(images)) {
      expect(image.src).toMatch(/^\/images\/[a-z-]+\.svg$/);
      expect(image.photo).toBeUndefined();
    }
  });

  it('draws an illustration as a lazy <img> with its size', () => {
    expect(renderToString(<Picture image={images.kitchen} className="split__image" />)).toBe(
      '<img class="split__image" src="/images/kitchen-counter.svg" width="480" height="360" alt="" loading="lazy" decoding="async"/>',
    );
  });

  it('draws a photo as AVIF and WebP widths with sizes, width and height', () => {
    const html = renderToString(<Picture image={photoImage} />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/photos/hero-0123abcd-480.avif 480w, /assets/photos/hero-0123abcd-960.avif 960w, /assets/photos/hero-0123abcd-1440.avif 1440w" sizes="(min-width: 520px) 480px, 100vw"/>',
    );
    expect(html).toMatch(/<img src="\/assets\/photos\/hero-0123abcd-960\.webp" srcSet="[^"]*-480\.webp 480w, [^"]*-960\.webp 960w, [^"]*-1440\.webp 1440w" sizes="[^"]+" width="1440" height="1080" alt="Tanks" loading="lazy" decoding="async"\/>/);
    expect(html.startsWith('<picture>')).toBe(true);
  });

  it('fetches the hero first and preloads its AVIF widths in the head', async () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Picture image={photoImage} priority />
        </body>
      </html>,
    );
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<img [^>]*loading=/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]*-480\.avif 480w[^"]*" imageSizes="[^"]+"\/>/);
  });
});
