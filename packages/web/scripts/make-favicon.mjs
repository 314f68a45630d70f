// Draws public/favicon.ico from public/favicon.svg (the icon the page names), for the clients
// that ask /favicon.ico directly: bookmarks, some browsers, feed readers. Run by hand when the
// SVG changes (`node packages/web/scripts/make-favicon.mjs`); the .ico is committed, so the
// build needs no browser (decision 121). Chromium renders the SVG at 16, 32 and 48 px; the
// .ico holds the three PNGs, which every browser since Windows Vista's reads.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const SIZES = [16, 32, 48];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const pngs = [];
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    pngs.push(await page.screenshot({ omitBackground: true, type: 'png' }));
  }
} finally {
  await browser.close();
}

// ICONDIR, then one ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(SIZES[i] % 256, entry);
  header.writeUInt8(SIZES[i] % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...pngs]));
console.info(`favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
