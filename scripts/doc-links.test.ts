/**
 * The repository's map stays whole: every relative link of the Markdown documents resolves to a
 * file (and, with a #fragment into a Markdown file, to one of its headings), and every
 * `docs/product.md#section` or `docs/decisions/NNN-….md` that code or tests cite exists. Code
 * links to the product description instead of a document outside the repository, so a renamed
 * heading or record must fail here rather than leave dangling references behind. The decision
 * records carry a status and a date, and their index is the one scripts/decision-index.mjs writes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, decisionIndex, readRecord, readRecords } from './decision-index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'results', 'coverage']);

/** GitHub's heading anchor: lower case, punctuation dropped (letters of any script kept), spaces to dashes. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Fenced code blocks hold examples, not headings or links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Inline code holds examples too (but a heading keeps its code's text in its anchor). */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The anchors a Markdown file offers: one per heading, repeated headings numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative link targets of a Markdown text, `[text](target "title")`, titles left out. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…
    targets.push(target);
  }
  return targets;
}

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, found);
    else if (keep(full)) found.push(full);
  }
  return found;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(file, 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with one link from `fromFile`, or null when it resolves. */
function brokenLink(fromFile: string, target: string): string | null {
  const [rawPath, fragment] = target.split('#', 2) as [string, string | undefined];
  const file = rawPath === '' ? fromFile : path.resolve(path.dirname(fromFile), decodeURIComponent(rawPath));
  if (!existsSync(file)) return `${target}: no such file`;
  if (fragment && statSync(file).isFile() && file.endsWith('.md') && !anchorsOfFile(file).has(fragment)) {
    return `${target}: no heading #${fragment}`;
  }
  return null;
}

describe('heading anchors and links (the helpers of the check below)', () => {
  it('makes GitHub anchors: lower case, punctuation out, accents kept, repeats numbered', () => {
    expect([...anchorsOf('# Title\n## Self-paced quiz\n## What is « done »?\n## Étapes\n## Timer\n## Timer\n## Proxy: `TRUST_PROXY`\n')]).toEqual([
      'title',
      'self-paced-quiz',
      'what-is--done-',
      'étapes',
      'timer',
      'timer-1',
      'proxy-trust_proxy',
    ]);
  });

  it('ignores headings and links inside code', () => {
    const text = '```sh\n# not a heading [x](nowhere.md)\n```\nSee `[y](also-nowhere.md)` and [z](real.md "title").\n';
    expect([...anchorsOf(text)]).toEqual([]);
    expect(linkTargets(text)).toEqual(['real.md']);
  });

  it('keeps relative targets and fragments, leaves addresses with a scheme out', () => {
    expect(linkTargets('[a](docs/x.md#part) [b](https://example.org) [c](mailto:a@b.c) [d](#local)')).toEqual(['docs/x.md#part', '#local']);
  });
});

describe('the repository’s documents and the references to them', () => {
  const markdownFiles = [
    path.join(root, 'README.md'),
    ...walk(path.join(root, 'docs'), (f) => f.endsWith('.md')),
    ...walk(path.join(root, 'bench'), (f) => f.endsWith('.md')),
  ];

  it('every relative link of README.md, docs/ and bench/ resolves, fragments included', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const target of linkTargets(readFileSync(file, 'utf8'))) {
        const problem = brokenLink(file, target);
        if (problem) broken.push(`${path.relative(root, file)}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/product.md#section and docs/decisions/ record cited in code and tests exists', () => {
    const sources = ['packages', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
      walk(path.join(root, dir), (f) => /\.(ts|tsx|mjs|js|css|html)$/.test(f) && !f.endsWith('doc-links.test.ts')),
    );
    const productAnchors = anchorsOfFile(path.join(root, 'docs/product.md'));
    const broken: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, anchor] of text.matchAll(/docs\/product\.md#([\p{L}\p{N}_-]+)/gu)) {
        if (!productAnchors.has(anchor!)) broken.push(`${path.relative(root, file)}: docs/product.md#${anchor}`);
      }
      for (const [record] of text.matchAll(/docs\/decisions\/\d{3}-[a-z0-9-]+\.md/g)) {
        if (!existsSync(path.join(root, record))) broken.push(`${path.relative(root, file)}: ${record}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('no code, test or document cites the original specification by section number or an issue by number', () => {
    // Neither exists in a clone: cite a docs/product.md section or a decision record instead.
    const files = [
      ...['packages', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
        walk(path.join(root, dir), (f) => /\.(ts|tsx|mjs|js|css|html|md|json)$/.test(f) && !f.endsWith('doc-links.test.ts')),
      ),
      ...markdownFiles,
    ];
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\bspec §|\bissue \d+/i.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('the decision records and their index', () => {
  it('reads a record’s number, title, status and date, and says what is missing', () => {
    expect(readRecord('042-quiz-score.md', '# 042 — Quiz score\nStatus: accepted · Date: 2026-11-21\n\n## Context\n')).toEqual({
      file: '042-quiz-score.md',
      number: '042',
      title: 'Quiz score',
      status: 'accepted',
      date: '2026-11-21',
    });
    expect(readRecord('262-x.md', '# 262 — X\n\nStatus: accepted · Date: 2026-11-29 · Amends 201\n').status).toBe('accepted, amends 201');
    expect(readRecord('042-quiz-score.md', '# 042 — Quiz score\n\n## Context\n').problem).toMatch(/Status/);
    expect(readRecord('043-x.md', '# 042 — Quiz score\nStatus: accepted · Date: 2026-11-21\n').problem).toMatch(/file name/);
  });

  it('every record has its title line and a status and date line', () => {
    expect(readRecords().filter((r: { problem?: string }) => r.problem)).toEqual([]);
  });

  it('docs/decisions/README.md is the index the records make (node scripts/decision-index.mjs)', () => {
    const records = readRecords();
    expect(readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8')).toBe(decisionIndex(records));
  });
});
