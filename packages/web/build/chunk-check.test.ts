import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { afterEach, describe, expect, it } from 'vitest';
import { checkChunks, hasLookbehind, syntaxProblems } from './chunk-check';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('hasLookbehind', () => {
  it('finds (?<= and (?<! but not named groups, escapes or character classes', () => {
    expect(hasLookbehind('(?<=\\$)\\d+')).toBe(true);
    expect(hasLookbehind('(?<![\\da-z])https?')).toBe(true);
    expect(hasLookbehind('(?<year>\\d{4})')).toBe(false);
    expect(hasLookbehind('\\(?<=x')).toBe(false);
    expect(hasLookbehind('[(?<=]x')).toBe(false);
    expect(hasLookbehind('[\\]](?<!a)')).toBe(true);
  });
});

describe('syntaxProblems', () => {
  it('accepts what Safari 15 and Chrome 90 parse: class fields, private methods, ??=, named groups', () => {
    const code = 'export class A { #x = 1; static y = 2; #m() { return this.#x } run(o) { o.z ??= /(?<n>a)\\1/d.test("a"); return this.#m() } }';
    expect(syntaxProblems(code)).toEqual([]);
  });

  it('refuses lookbehind, in a literal or given to RegExp', () => {
    expect(syntaxProblems('const r = /(?<![\\w@])mailto:/g;')).toEqual(['regular expression with lookbehind: /(?<![\\w@])mailto:/']);
    expect(syntaxProblems('const r = new RegExp("(?<=a)b", "g");')).toHaveLength(1);
    expect(syntaxProblems('const r = RegExp(`(?<!a)b`);')).toHaveLength(1);
  });

  it('refuses the v flag, class static blocks and #field in object', () => {
    expect(syntaxProblems('const r = /[\\p{L}--[a-z]]/v;')[0]).toMatch(/^does not parse as ES2022/);
    expect(syntaxProblems('class A { static { A.x = 1 } }')).toEqual(['class static block']);
    expect(syntaxProblems('class A { #x; static is(o) { return #x in o } }')).toEqual(['`#field in object`']);
  });
});

describe('checkChunks', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function chunks(files: Record<string, string>): string {
    dir = mkdtempSync(path.join(tmpdir(), 'ciar-chunks-'));
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    return dir;
  }

  it('names each chunk that uses an API or syntax a supported browser lacks, and only those', () => {
    const problems = checkChunks(
      chunks({
        'ok.js': 'export const last = (list) => list[list.length - 1];',
        'at.js': 'export const last = (list) => list.at(-1);',
        'markdown.js': 'export const url = /(?<![\\da-z])(https?:\\/\\/|www(?=\\.))/gi;',
      }),
      { packageDir, polyfilled: [] },
    );
    expect(problems.map((p) => p.file).sort()).toEqual(['at.js', 'markdown.js']);
    expect(problems.find((p) => p.file === 'at.js')?.problem).toMatch(/ArrayPrototypeAt.*safari 15/);
  });

  it('lets through an API the app polyfills, and only that one', () => {
    const files = { 'own.js': 'export const own = (o, k) => Object.hasOwn(o, k);' };
    expect(checkChunks(chunks(files), { packageDir, polyfilled: [] })).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
    expect(checkChunks(chunks(files), { packageDir, polyfilled: ['ObjectHasOwn'] })).toEqual([]);
  });
});

describe('public/browser-check.js', () => {
  it('is ES5, so that the browsers it must turn away can still run it', () => {
    const code = readFileSync(path.join(packageDir, 'public/browser-check.js'), 'utf8');
    expect(() => parse(code, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });
});
