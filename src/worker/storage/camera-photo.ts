// A photo straight from a phone's camera, checked from its own bytes (JPEG, PNG or WebP, a header
// that reads) and stripped of its metadata (EXIF with GPS, XMP, comments) by the project photos'
// code (image-header.ts), ready to store. The refusal says what to do instead.
import { photoContentTypes, type PhotoFormat } from '../../shared/site-photos';
import { sanitiseFileName } from './drawing-store';
import { imageSize, withoutMetadata, type ImageSize } from './image-header';
import { photoFormatOf } from './site-photo-store';

/** A phone's camera writes 2 to 8 MB; a larger photo is refused with what to do. */
export const cameraPhotoLimitBytes = 15 * 1024 * 1024;
export const cameraPhotoLimitText = '15 MB';
export const cameraPhotoTooLarge = `The photo is larger than ${cameraPhotoLimitText}: take it again at a lower resolution, or send a smaller copy.`;

export interface CameraPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  format: PhotoFormat;
  contentType: string;
  size: ImageSize;
}

export type CameraPhotoRefusal = { status: 400 | 413 | 415; message: string };

export async function cameraPhoto(file: File): Promise<CameraPhoto | CameraPhotoRefusal> {
  if (file.size === 0) return { status: 400, message: 'Choose a photo, or take one with the camera.' };
  if (file.size > cameraPhotoLimitBytes) return { status: 413, message: cameraPhotoTooLarge };
  const original = new Uint8Array(await file.arrayBuffer());
  const format = photoFormatOf(original);
  if (!format)
    return {
      status: 415,
      message: `${sanitiseFileName(file.name) || 'This file'} is not a JPEG, PNG or WebP photo. Take the photo with the camera, or choose one from the gallery.`,
    };
  const size = imageSize(original, format);
  const bytes = size && withoutMetadata(original, format);
  if (!size || !bytes)
    return {
      status: 415,
      message: `The photo could not be read as a ${format.toUpperCase()} image. Take it again, or save it again and upload it.`,
    };
  return { bytes, format, contentType: photoContentTypes[format], size };
}
