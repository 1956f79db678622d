import sharp, { type Metadata, type ResizeOptions, type SharpOptions } from 'sharp';

/**
 * Image checks and re-encoding for uploads (DESIGN: images only, re-encoded, EXIF stripped).
 * The content decides what a file is, never its name or the client's MIME type: a file sharp
 * cannot decode, or in a format we do not take (SVG, PDF…), is refused.
 */

/** Raster formats we accept as input. SVG is refused: it is a document, not a picture. */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Decompression-bomb guard: at most 50 megapixels (e.g. 8660 × 5773). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Logos fit inside 512 × 512 (aspect kept: wide logos are not cropped). */
export const LOGO_MAX_SIZE = 512;
/** Gallery pictures fit inside 1600 × 1600. */
export const GALLERY_MAX_SIZE = 1600;
/** Gallery thumbnails: 400 × 300 (4:3), cropped to fill, for an even grid. */
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;

export const NOT_AN_IMAGE_MESSAGE = 'Solo se permiten archivos de imagen';
export const TOO_MANY_PIXELS_MESSAGE = 'La imagen tiene demasiados píxeles. Máximo 50 megapíxeles.';

/** The file is not an image we can take; `message` is Spanish, for the user. */
export class InvalidImageError extends Error {
  constructor(message: string = NOT_AN_IMAGE_MESSAGE) {
    super(message);
    this.name = 'InvalidImageError';
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  format: 'webp';
}

const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false };

/** Reads the header: a supported raster format with sane dimensions, or InvalidImageError. */
export async function inspectImage(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, INPUT).metadata();
  } catch {
    throw new InvalidImageError();
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format) || !width || !height) throw new InvalidImageError();
  if (width * height > MAX_INPUT_PIXELS) throw new InvalidImageError(TOO_MANY_PIXELS_MESSAGE);
  return { format, width, height };
}

/** Rotated by its EXIF orientation, then re-encoded as WebP without any metadata. */
async function encode(input: Buffer, resize: ResizeOptions, quality: number): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(input, INPUT)
      .autoOrient()
      .resize(resize)
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: 'webp' };
  } catch {
    // A valid header over a broken body (truncated or corrupt file).
    throw new InvalidImageError();
  }
}

export async function encodeLogo(input: Buffer): Promise<EncodedImage> {
  await inspectImage(input);
  return encode(input, { width: LOGO_MAX_SIZE, height: LOGO_MAX_SIZE, fit: 'inside', withoutEnlargement: true }, 85);
}

export async function encodeGalleryImage(input: Buffer): Promise<{ image: EncodedImage; thumbnail: EncodedImage }> {
  await inspectImage(input);
  const image = await encode(input, { width: GALLERY_MAX_SIZE, height: GALLERY_MAX_SIZE, fit: 'inside', withoutEnlargement: true }, 82);
  const thumbnail = await encode(input, { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover', position: 'attention' }, 75);
  return { image, thumbnail };
}
