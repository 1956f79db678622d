import { REQUEST_MAX_PHOTOS } from '@rutalia/catalog';

/** A photo chosen in this visit: photos cannot go into localStorage, they live in memory until published. */
export interface DraftPhoto {
  id: string;
  file: File;
  /** Object URL for the preview (revoked when removed). */
  url: string;
}

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's limit per file (5 MB); larger photos are scaled down first. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const SHRINK_TO_PX = 2400;

let counter = 0;

/** Splits what was picked into photos to add and Spanish reasons for the rest. */
export function acceptPhotos(current: number, files: readonly File[]): { accepted: File[]; rejected: string[] } {
  const accepted: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (!PHOTO_TYPES.includes(file.type)) rejected.push(`«${file.name}» no es una imagen JPG, PNG o WebP.`);
    else if (current + accepted.length >= REQUEST_MAX_PHOTOS) rejected.push(`Puedes añadir como máximo ${REQUEST_MAX_PHOTOS} fotos.`);
    else accepted.push(file);
  }
  return { accepted, rejected: [...new Set(rejected)] };
}

export function toDraftPhoto(file: File): DraftPhoto {
  counter += 1;
  return { id: `photo-${counter}`, file, url: URL.createObjectURL(file) };
}

/** Phone photos are often over 5 MB: scale them down to 2400 px (JPEG) so the server takes them. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= MAX_PHOTO_BYTES || typeof createImageBitmap === 'undefined') return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SHRINK_TO_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ? new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
}
