/**
 * Small real pictures for tests (decision 171), made without any Node API so that every test
 * project can use them: a PNG of any size (decodes in a browser), the smallest GIF and WebP,
 * and JPEG / lossy WebP headers that only the sniffer reads.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function concat(parts: ArrayLike<number>[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
export const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([ascii(type), data]);
  return concat([be32(data.length), body, be32(crc32(body))]);
}

/** zlib data made of stored (uncompressed) blocks: valid for any decoder, no compressor needed. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: ArrayLike<number>[] = [[0x78, 0x01]];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const piece = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    blocks.push([last, ...le16(piece.length), ...le16(~piece.length & 0xffff)], piece);
    if (raw.length === 0) break;
  }
  blocks.push(be32(adler32(raw)));
  return concat(blocks);
}

/**
 * A width × height PNG of one colour (RGB). `seed` changes the colour, so different seeds give
 * different bytes (different hashes) for the same size.
 */
export function makePng(width: number, height: number, seed = 0): Uint8Array {
  const row = new Uint8Array(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([(40 + seed * 37) % 256, (120 + seed * 11) % 256, 200], 1 + x * 3);
  const raw = concat(Array.from({ length: height }, () => row));
  return concat([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', new Uint8Array([...be32(width), ...be32(height), 8, 2, 0, 0, 0])),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A 1 × 1 transparent GIF89a. */
export const GIF_1X1 = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);

/** A 1 × 1 lossless WebP (VP8L). */
export const WEBP_LOSSLESS_1X1 = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);

/** A lossy WebP (VP8) header of the given size, its RIFF size matching the bytes. */
export function makeWebpLossy(width: number, height: number): Uint8Array {
  const frame = new Uint8Array(20);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.set(le16(width), 6);
  frame.set(le16(height), 8);
  const vp8 = concat([ascii('VP8 '), [frame.length, 0, 0, 0], frame]);
  const size = 4 + vp8.length;
  return concat([ascii('RIFF'), [size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24], ascii('WEBP'), vp8]);
}

/** A JPEG's markers with a baseline frame header of the given size (APP0, SOF0, SOS, EOI). */
export function makeJpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...sos, 0xff, 0xd9]);
}
