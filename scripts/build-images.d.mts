// Types for build-images.mjs, for the tests that import it.
export const photoWidths: number[];
export function buildImages(options: {
  root: string;
  outPublic: string;
  photosDir?: string;
  photoManifestPath?: string;
  cacheDir?: string;
}): Promise<{ photos: number; encoded: number }>;
export function icoFromPngs(pngs: Buffer[]): Buffer;
export function photoName(fileName: string): string;
export function widthsFor(width: number): number[];
