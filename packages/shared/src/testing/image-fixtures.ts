/**
 * Small real pictures for tests (issue 21): a PNG made here, and the smallest GIF, WebP and
 * JPEG headers. The PNG and GIF decode in a browser; the others are only read by the sniffer.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width × height PNG of one colour (RGB). `seed` changes the colour, so different seeds give
 * different bytes (different hashes) for the same size.
 */
export function makePng(width: number, height: number, seed = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([(40 + seed * 37) % 256, (120 + seed * 11) % 256, 200], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1 × 1 transparent GIF89a. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A 1 × 1 lossless WebP (VP8L). */
export const WEBP_LOSSLESS_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A lossy WebP (VP8) header of the given size, RIFF size matching the bytes. */
export function makeWebpLossy(width: number, height: number): Buffer {
  const frame = Buffer.alloc(20);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  const vp8 = Buffer.concat([Buffer.from('VP8 ', 'ascii'), Buffer.from([frame.length, 0, 0, 0]), frame]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, Buffer.from('WEBP', 'ascii'), vp8]);
}

/** A JPEG's markers with a baseline frame header of the given size (APP0, SOF0, SOS, EOI). */
export function makeJpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...sos, 0xff, 0xd9]);
}
