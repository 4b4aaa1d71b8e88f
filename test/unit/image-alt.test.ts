// Once the owner adds a photo for a slot, it is content: every photo says what it shows.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/content/photos', () => ({
  photos: new Proxy({}, { get: () => ({ width: 1440, height: 1080, widths: [480, 960, 1440], base: '/assets/photos/slot-0000' }) }),
  photoFallbackSrc: () => '/assets/photos/slot-0000-960.webp',
}));

describe('site images with the owner’s photos', () => {
  it('gives every photo a description', async () => {
    const { images } = await import('../../src/content/images');
    for (const [slot, image] of Object.entries(images)) {
      expect(image.photo, slot).toBeDefined();
      expect(image.alt.length, slot).toBeGreaterThan(10);
    }
  });
});
