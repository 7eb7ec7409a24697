import sharp from 'sharp';

/** A picture's bytes as the data URL a phone sends. */
export const imageDataUrl = (type: string, bytes: Buffer): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

export interface TTestImageOptions {
  width?: number;
  height?: number;
  /** A transparent background, as a signature pad draws. */
  transparent?: boolean;
}

/**
 * A real picture in a format, small and quick to make: a block of colour with a darker band, so a
 * turned or cropped copy is told apart from the original.
 */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp',
  { width = 48, height = 32, transparent = false }: TTestImageOptions = {},
): Promise<Buffer> {
  const background = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 200, g: 120, b: 40, alpha: 1 };
  const band = await sharp({
    create: { width, height: Math.max(1, Math.floor(height / 4)), channels: 4, background: '#202060' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: band, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** What the server kept: the format, size and metadata of a data URL's picture. */
export async function describeImage(dataUrl: string | null) {
  if (dataUrl === null) throw new Error('no image: the answer has null where a picture was expected');
  const [head, base64 = ''] = dataUrl.split(',');
  const bytes = Buffer.from(base64, 'base64');
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  await sharp(bytes, { failOn: 'error' }).raw().toBuffer(); // every pixel decodes
  return {
    mediaType: head?.replace(/^data:|;base64$/g, ''),
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasAlpha: meta.hasAlpha,
    exif: meta.exif ?? null,
    bytes,
  };
}
