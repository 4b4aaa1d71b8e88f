import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { images } from '../../src/content/images';
import { photoFallbackSrc, type PhotoVariants } from '../../src/content/photos';
import type { ContentImage } from '../../src/content/types';
import { Picture } from '../../src/ui/primitives/Picture';

const photo: PhotoVariants = { width: 1440, height: 1080, widths: [480, 960, 1440], base: '/assets/photos/hero-0123abcd' };
const publicDir = path.resolve(import.meta.dirname, '../../public');
const photoImage: ContentImage = { src: '/assets/photos/hero-0123abcd-960.webp', width: 1440, height: 1080, alt: 'Tanks', photo };

const illustration: ContentImage = { src: '/images/test-illustration.svg', width: 480, height: 360, alt: '' };

describe('image slots', () => {
  it('shows the owner’s photo where photos/ has one, and otherwise an illustration that exists', () => {
    for (const [slot, image] of Object.entries(images)) {
      if (image.photo) {
        expect(image.src, slot).toBe(photoFallbackSrc(image.photo));
        expect([image.width, image.height], slot).toEqual([image.photo.width, image.photo.height]);
      } else {
        expect(existsSync(path.join(publicDir, image.src)), `${slot}: ${image.src} is in public/`).toBe(true);
      }
      expect(image.width, slot).toBeGreaterThan(0);
      expect(image.height, slot).toBeGreaterThan(0);
    }
  });

  /** The names photos/README.md tells the owner to use. */
  const documentedNames = [
    ...readFileSync(path.resolve(import.meta.dirname, '../../photos/README.md'), 'utf8').matchAll(/`([a-z]+)`/g),
  ].map(([, name]) => name!);

  it.each(documentedNames)('takes a photo dropped into photos/ as %s.*, at the photo’s size', async (name) => {
    vi.resetModules();
    vi.doMock('../../src/content/photos', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../../src/content/photos')>()),
      photos: { [name]: photo },
    }));
    const withPhoto = Object.values((await import('../../src/content/images')).images);
    vi.doUnmock('../../src/content/photos');
    const slotted = withPhoto.filter((image) => image.photo);
    expect(slotted).toHaveLength(1);
    expect(slotted[0]).toMatchObject({
      photo,
      src: photoFallbackSrc(photo),
      width: photo.width,
      height: photo.height,
      alt: expect.any(String),
    });
  });
});

describe('Picture', () => {
  it('draws an illustration as a lazy <img> with its size', () => {
    expect(renderToString(<Picture image={illustration} className="split__image" />)).toBe(
      '<img class="split__image" src="/images/test-illustration.svg" width="480" height="360" alt="" loading="lazy" decoding="async"/>',
    );
  });

  it('draws a photo as AVIF and WebP widths with sizes, width and height', () => {
    const html = renderToString(<Picture image={photoImage} />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/photos/hero-0123abcd-480.avif 480w, /assets/photos/hero-0123abcd-960.avif 960w, /assets/photos/hero-0123abcd-1440.avif 1440w" sizes="(min-width: 520px) 480px, 100vw"/>',
    );
    expect(html).toMatch(
      /<img src="\/assets\/photos\/hero-0123abcd-960\.webp" srcSet="[^"]*-480\.webp 480w, [^"]*-960\.webp 960w, [^"]*-1440\.webp 1440w" sizes="[^"]+" width="1440" height="1080" alt="Tanks" loading="lazy" decoding="async"\/>/,
    );
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
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]*-480\.avif 480w[^"]*" imageSizes="[^"]+"\/>/,
    );
  });
});
