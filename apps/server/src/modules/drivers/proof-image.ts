import {
  DriverMessages,
  MAX_PROOF_IMAGE_BYTES,
  PROOF_IMAGE_TYPES,
  type TProofImageType,
} from '@rp/contracts';
import { AppError } from '../../http/errors.js';

/** A proof picture decoded from its data URL and checked. */
export interface TProofImage {
  bytes: Buffer;
  type: TProofImageType;
}

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+=*)$/;

/** The first bytes each type's files start with: the type a client claims must be the type it sent. */
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

const isProofType = (t: string): t is TProofImageType => (PROOF_IMAGE_TYPES as readonly string[]).includes(t);

/**
 * Decodes a proof's data URL: 413 when the decoded picture is over MAX_PROOF_IMAGE_BYTES, 400 when
 * it is not a JPEG, PNG or WebP or its bytes are not the type it claims.
 */
export function decodeProofImage(dataUrl: string): TProofImage {
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

/** A stored picture as a data URL again, for /stop_photos/. */
export const toDataUrl = (bytes: Buffer, type: string): string =>
  `data:${type};base64,${bytes.toString('base64')}`;
