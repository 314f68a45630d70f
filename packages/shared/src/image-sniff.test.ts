import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';
import { ascii, GIF_1X1, makeJpegHeader, makePng, makeWebpLossy, WEBP_LOSSLESS_1X1 } from './testing/image-fixtures';

const text = (value: string) => new Uint8Array(ascii(value));

describe('sniffImage', () => {
  it('recognises a PNG and reads its size from IHDR', () => {
    expect(sniffImage(makePng(320, 200))).toEqual({ type: 'image/png', width: 320, height: 200 });
  });

  it('recognises a JPEG and reads its size from the frame header', () => {
    expect(sniffImage(makeJpegHeader(1024, 768))).toEqual({ type: 'image/jpeg', width: 1024, height: 768 });
  });

  it('recognises a lossless and a lossy WebP', () => {
    expect(sniffImage(WEBP_LOSSLESS_1X1)).toEqual({ type: 'image/webp', width: 1, height: 1 });
    expect(sniffImage(makeWebpLossy(640, 480))).toEqual({ type: 'image/webp', width: 640, height: 480 });
  });

  it('recognises a GIF', () => {
    expect(sniffImage(GIF_1X1)).toEqual({ type: 'image/gif', width: 1, height: 1 });
  });

  it('refuses an SVG, whatever it is called', () => {
    const svg = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(sniffImage(svg)).toBeNull();
  });

  it('refuses a script renamed .png (the name and declared type never count)', () => {
    expect(sniffImage(text('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffImage(text('<html><script>alert(document.cookie)</script></html>'))).toBeNull();
  });

  it('refuses a truncated file of every type', () => {
    const png = makePng(20, 20);
    expect(sniffImage(png.subarray(0, png.length - 5))).toBeNull();
    expect(sniffImage(png.subarray(0, 20))).toBeNull();
    const jpeg = makeJpegHeader(10, 10);
    expect(sniffImage(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
    expect(sniffImage(makeWebpLossy(8, 8).subarray(0, 32))).toBeNull();
    expect(sniffImage(GIF_1X1.subarray(0, GIF_1X1.length - 1))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('refuses a picture that claims no pixels', () => {
    expect(sniffImage(makePng(0, 10))).toBeNull();
  });
});
