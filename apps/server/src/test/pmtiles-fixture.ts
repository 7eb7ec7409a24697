/**
 * A small but valid PMTiles (version 3) archive for tests: one directory, uncompressed, holding the
 * given tiles of zoom 0..maxZoom in Hilbert order (tile ids 0, 1, 2, ...), each its own bytes.
 */
export function pmtilesArchive(tiles: Uint8Array[], metadata: object = {}): Buffer {
  const directory = serializeDirectory(tiles);
  const meta = Buffer.from(JSON.stringify(metadata));
  const data = Buffer.concat(tiles);
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metaOffset = rootOffset + directory.length;
  const dataOffset = metaOffset + meta.length;
  const u64 = [
    [8, rootOffset],
    [16, directory.length],
    [24, metaOffset],
    [32, meta.length],
    [40, dataOffset],
    [48, 0],
    [56, dataOffset],
    [64, data.length],
    [72, tiles.length],
    [80, tiles.length],
    [88, tiles.length],
  ] as const;
  for (const [at, value] of u64) header.writeBigUInt64LE(BigInt(value), at);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: vector (MVT)
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(tiles.length > 1 ? 1 : 0, 101); // max zoom
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  return Buffer.concat([header, directory, meta, data]);
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let v = value;
  while (v >= 0x80) {
    bytes.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
  return bytes;
}

/** Entries as the format writes them: count, id deltas, run lengths, lengths, then offsets. */
function serializeDirectory(tiles: Uint8Array[]): Buffer {
  const out = [...varint(tiles.length)];
  for (let i = 0; i < tiles.length; i++) out.push(...varint(i === 0 ? 0 : 1));
  for (let i = 0; i < tiles.length; i++) out.push(...varint(1));
  for (const tile of tiles) out.push(...varint(tile.length));
  // 0 = right after the previous tile's bytes, else offset + 1.
  for (let i = 0; i < tiles.length; i++) out.push(...varint(i === 0 ? 1 : 0));
  return Buffer.from(out);
}
