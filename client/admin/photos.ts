// Dashboard only (Site facts; served as /admin-photos.js): project photos from the phone's camera
// roll are decoded with their EXIF orientation applied, scaled to at most maxPhotoEdge on the long
// edge, re-encoded as WebP (JPEG where the browser cannot encode WebP) at that size and at each
// rendition width narrower than it, and uploaded. Re-encoding from pixels drops every EXIF field,
// GPS included. The sizes and the limit are the worker's own (src/shared/site-photos.ts).
import { maxPhotoEdge, maxPhotosPerProject, renditionWidths } from '../../src/shared/site-photos';
import { adminPaths } from '../../src/shared/admin-paths';

/** What /api/admin/site-photos answers: the stored photo, kept in the form's hidden list. */
type UploadAnswer = { photo?: unknown; error?: { message?: string } } | null;

async function encode(bitmap: ImageBitmap, width: number) {
  const height = Math.round((bitmap.height * width) / bitmap.width);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  let blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
  // A browser that cannot encode WebP hands back PNG: JPEG is far smaller for photos.
  if (blob.type !== 'image/webp') blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  return { blob, width, height };
}

async function upload(file: File) {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(
      `${file.name} could not be opened here${/\.hei[cf]$/i.test(file.name) || /hei[cf]/.test(file.type) ? ' (HEIC photos open only on some phones)' : ''}. Set the camera to save JPEG ("Most compatible"), or share the photo as JPEG, then add it again.`,
    );
  }
  const scale = Math.min(1, maxPhotoEdge / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const full = await encode(bitmap, width);
  const form = new FormData();
  form.set('width', String(full.width));
  form.set('height', String(full.height));
  form.set('photo', full.blob, 'photo');
  for (const size of renditionWidths.filter((w) => w < width)) form.set(`w${size}`, (await encode(bitmap, size)).blob, `w${size}`);
  bitmap.close();
  const response = await fetch(adminPaths.sitePhotoUploads, { method: 'POST', body: form });
  const body: UploadAnswer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.error?.message ?? `The upload failed (${response.status}). Try again.`);
  return body?.photo;
}

for (const input of document.querySelectorAll<HTMLInputElement>('[data-photo-input]')) {
  const form = input.form!;
  const list = form.querySelector<HTMLInputElement>('[data-photos]')!;
  const status = form.querySelector('[data-photo-status]')!;
  const preview = form.querySelector('[data-photo-list]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  input.addEventListener('change', async () => {
    const photos: unknown[] = JSON.parse(list.value || '[]');
    const files = [...(input.files ?? [])];
    if (photos.length + files.length > maxPhotosPerProject) {
      status.textContent = `A project has at most ${maxPhotosPerProject} photos: choose ${Math.max(0, maxPhotosPerProject - photos.length)} or fewer.`;
      input.value = '';
      return;
    }
    submit.disabled = true;
    const problems: string[] = [];
    for (const [index, file] of files.entries()) {
      status.textContent = `Preparing photo ${index + 1} of ${files.length}…`;
      try {
        const photo = await upload(file);
        photos.push(photo);
        list.value = JSON.stringify(photos);
        const item = document.createElement('li');
        const image = document.createElement('img');
        image.src = URL.createObjectURL(file);
        image.width = 160;
        image.alt = '';
        item.append(image);
        preview.append(item);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    input.value = '';
    submit.disabled = false;
    status.textContent = problems.length
      ? problems.join(' ')
      : `${files.length} photo${files.length === 1 ? '' : 's'} ready: save the project to keep ${files.length === 1 ? 'it' : 'them'}.`;
  });
}
