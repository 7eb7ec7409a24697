import { MAX_PROOF_IMAGE_BYTES } from '@rp/contracts';

/** Longest side of a photo sent as proof: sharp enough to read a house number, small to send. */
export const PHOTO_MAX_SIDE = 1600;

/** The size that fits within `maxSide` on both sides, keeping the shape; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bytes a base64 data URL decodes to. */
export const dataUrlBytes = (dataUrl: string): number => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    // from-image: the camera's EXIF rotation is applied, so the photo is upright.
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A camera photo as a JPEG data URL at most 1600 px on its longest side, drawn through a canvas
 * (a phone's 12-megapixel photo is 3-5 MB; this is a few hundred KB). Lowers the quality if it
 * is still over the server's limit.
 */
export async function shrinkPhoto(file: Blob): Promise<string> {
  const image = await decode(file);
  const { width, height } = fitWithin(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare photos');
  context.drawImage(image, 0, 0, width, height);
  if ('close' in image) image.close();
  for (const quality of [0.82, 0.65, 0.5, 0.35]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= MAX_PROOF_IMAGE_BYTES) return dataUrl;
  }
  throw new Error('The photo is too large to send');
}
