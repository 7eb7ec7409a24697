import {
  DriverMessages,
  MAX_PROOF_IMAGE_BYTES,
  MAX_PROOF_IMAGE_PIXELS,
  PROOF_IMAGE_TYPES,
  ProofKind,
  type TProofImageType,
  type TProofKind,
} from '@rp/contracts';
import sharp from 'sharp';
import { AppError } from '../../core/errors.js';

/** A proof picture as the server keeps it: decoded and encoded again, without the sent file's metadata. */
export interface TProofImage {
  bytes: Buffer;
  type: 'image/jpeg' | 'image/png';
}

/** The bytes of a data URL and the type it claims, before they are decoded. */
interface TSentImage {
  bytes: Buffer;
  type: TProofImageType;
}

/** Longest side of a kept picture: a photo larger than this is scaled down, keeping its shape. */
export const MAX_PROOF_IMAGE_SIDE = 2560;
/** Enough to read a house number; the app sends its photos at 0.82 already. */
const PHOTO_QUALITY = 80;

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+=*)$/;

/** The first bytes each type's files start with: libvips picks its decoder by them, so only these three run. */
function hasMagicOf(type: TProofImageType, b: Buffer): boolean {
  switch (type) {
    case 'image/jpeg':
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'image/png':
      return b.length > 8 && b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case 'image/webp':
      return b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
  }
}

/** The name sharp gives each accepted type's decoder. */
const SHARP_FORMAT: Record<TProofImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isProofType = (t: string): t is TProofImageType => (PROOF_IMAGE_TYPES as readonly string[]).includes(t);

/**
 * The data URL's bytes: 413 when they are over MAX_PROOF_IMAGE_BYTES, 400 when the URL is not a
 * JPEG, PNG or WebP or its first bytes are not the type it claims.
 */
function sentImageOf(dataUrl: string): TSentImage {
  const match = DATA_URL.exec(dataUrl);
  const type = match?.[1] ?? '';
  if (!match?.[2] || !isProofType(type)) throw new AppError(400, DriverMessages.invalidImage);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_PROOF_IMAGE_BYTES) {
    throw new AppError(413, DriverMessages.imageTooLarge(MAX_PROOF_IMAGE_BYTES));
  }
  if (!hasMagicOf(type, bytes)) throw new AppError(400, DriverMessages.invalidImage);
  return { bytes, type };
}

/**
 * Reads the header only: a picture whose header says it has more pixels than the limit is refused
 * before any pixel is decoded (a small file can claim a huge picture).
 */
async function checkHeader(sent: TSentImage): Promise<void> {
  const header = await sharp(sent.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError(400, DriverMessages.unreadableImage);
    });
  if (header.format !== SHARP_FORMAT[sent.type] || !header.width || !header.height) {
    throw new AppError(400, DriverMessages.unreadableImage);
  }
  if (header.width * header.height > MAX_PROOF_IMAGE_PIXELS) {
    throw new AppError(413, DriverMessages.imageTooManyPixels(MAX_PROOF_IMAGE_PIXELS));
  }
}

/**
 * Decodes every pixel (a truncated or corrupt file fails: failOn 'error'), turns it upright by its
 * EXIF orientation, scales it down to MAX_PROOF_IMAGE_SIDE and encodes it again. No metadata is
 * written, so EXIF (the camera, the GPS position) and anything hidden in the sent file are gone.
 */
async function reencode(sent: TSentImage, kind: TProofKind): Promise<TProofImage> {
  const decoded = sharp(sent.bytes, {
    limitInputPixels: MAX_PROOF_IMAGE_PIXELS,
    failOn: 'error',
    autoOrient: true,
  }).resize({
    width: MAX_PROOF_IMAGE_SIDE,
    height: MAX_PROOF_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // A signature keeps its transparent background; a photo has none to keep.
  const encoded =
    kind === ProofKind.Photo
      ? {
          pipeline: decoded.flatten({ background: '#ffffff' }).jpeg({ quality: PHOTO_QUALITY }),
          type: 'image/jpeg' as const,
        }
      : { pipeline: decoded.png(), type: 'image/png' as const };
  const bytes = await encoded.pipeline.toBuffer().catch(() => {
    throw new AppError(400, DriverMessages.unreadableImage);
  });
  if (bytes.length > MAX_PROOF_IMAGE_BYTES) {
    throw new AppError(413, DriverMessages.imageTooLarge(MAX_PROOF_IMAGE_BYTES));
  }
  return { bytes, type: encoded.type };
}

/**
 * A proof's data URL as the picture to keep: a photo as JPEG, a signature as PNG. 400 when it is
 * not a whole JPEG, PNG or WebP of the type it claims, 413 when it is too large. Decoding runs on
 * libuv's threads, so it does not hold the event loop; call it outside any transaction.
 */
export async function readProofImage(dataUrl: string, kind: TProofKind): Promise<TProofImage> {
  const sent = sentImageOf(dataUrl);
  await checkHeader(sent);
  return reencode(sent, kind);
}

/** A stored picture as a data URL again, for /stop_photos/. */
export const toDataUrl = (bytes: Buffer, type: string): string =>
  `data:${type};base64,${bytes.toString('base64')}`;
