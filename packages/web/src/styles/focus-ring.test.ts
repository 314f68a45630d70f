import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tokens = readFileSync(path.join(src, 'styles/tokens.css'), 'utf8');

function token(name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens);
  if (!found) throw new Error(`token --${name} not found`);
  return found[1]!;
}

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(path.join(dir, entry.name)) : entry.name.endsWith('.css') ? [path.join(dir, entry.name)] : [],
  );
}

describe('the keyboard focus ring', () => {
  it('stands out at least 3:1 against every background of the app', () => {
    const ring = token('color-focus-ring');
    for (const background of ['color-bg', 'color-surface', 'color-primary-soft', 'color-accent-soft', 'color-success-soft', 'color-warning-soft', 'color-danger-soft']) {
      expect(contrast(ring, token(background)), background).toBeGreaterThanOrEqual(3);
    }
  });

  it('is the only colour used for focus outlines', () => {
    const outlines = cssFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/outline:\s*[^;]*var\(--([a-z-]+)\)/g)].map((m) => `${path.basename(file)}: ${m[1]}`),
    );
    expect(outlines.length).toBeGreaterThan(0);
    expect(outlines.filter((o) => !o.endsWith('color-focus-ring'))).toEqual([]);
  });
});
