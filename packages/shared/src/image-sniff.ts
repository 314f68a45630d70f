/**
 * What a picture is, told by its bytes and never by its name or declared type (decision 171):
 * PNG, JPEG, WebP or GIF, with the width and height its header gives. Anything else (SVG,
 * a script renamed .png, a file cut short) is not a picture the app serves. Pure, so the
 * server and the question form use the same rule.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface SniffedImage {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk every complete PNG ends with (length 0, type, CRC). */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (bytes.length < at + length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);

/** PNG: signature, IHDR first (width, height big-endian), IEND last. */
function png(bytes: Uint8Array): SniffedImage | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR' || bytes.length < 24 + PNG_END.length) return null;
  if (!startsWith(bytes, PNG_END, bytes.length - PNG_END.length)) return null;
  return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they hold the size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: SOI, segments up to the first start-of-frame (height then width), EOI at the end. */
function jpeg(bytes: Uint8Array): SniffedImage | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  // Some cameras pad the file after the end marker.
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--;
  if (!(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9)) return null;
  let at = 2;
  while (at + 4 <= end) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Image data starts (SOS) or the file ends (EOI) before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > end) return null;
      return { type: 'image/jpeg', height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF container whose declared size is the file's, then a VP8, VP8L or VP8X chunk. */
function webp(bytes: Uint8Array): SniffedImage | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30) return null;
  // A cut file is shorter than its RIFF header says (RIFF pads odd sizes to even).
  const declared = u32le(bytes, 4) + 8;
  if (declared > bytes.length || declared + 1 < bytes.length) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { type: 'image/webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = u32le(bytes, 21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { type: 'image/webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

/** GIF: GIF87a or GIF89a, the logical screen's size (little-endian), the trailer byte at the end. */
function gif(bytes: Uint8Array): SniffedImage | null {
  const signature = ascii(bytes, 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 14) return null;
  if (bytes[bytes.length - 1] !== 0x3b) return null;
  return { type: 'image/gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
}

/** The picture's type and size, or null when the bytes are not a whole PNG, JPEG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? gif(bytes);
  if (!found || found.width < 1 || found.height < 1) return null;
  return found;
}
