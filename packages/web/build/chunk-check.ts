/**
 * After the build: does every emitted chunk run on the oldest browser we support? Two checks
 * (docs/decisions/110):
 * - es-check with the browserslist of package.json: features and runtime APIs (Object.hasOwn,
 *   Array.prototype.at…) that one of the supported browsers lacks, from its compatibility table;
 * - acorn, for what es-check does not look at: the chunk must parse as ES2022 (so no regex `v`
 *   flag nor any later syntax), and may contain no class static block, no `#field in object`
 *   and no regular expression with lookbehind, all of which Safari 15 or Chrome 90 refuse
 *   to parse: one of them makes the whole chunk fail to load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Node } from 'acorn';
import browserslist from 'browserslist';
import { runChecks } from 'es-check';

export interface ChunkProblem {
  file: string;
  problem: string;
}

/** The syntax level of Safari 15 and Chrome 90, less the exceptions walked for below. */
const ECMA_VERSION = 2022;

/** True when a regular expression source uses `(?<=` or `(?<!` outside a character class. */
export function hasLookbehind(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(' && (pattern.startsWith('?<=', i + 1) || pattern.startsWith('?<!', i + 1))) return true;
  }
  return false;
}

function regexProblem(pattern: string, flags: string): string | null {
  if (hasLookbehind(pattern)) return `regular expression with lookbehind: /${pattern.slice(0, 60)}/`;
  if (flags.includes('v')) return `regular expression with the v flag: /${pattern.slice(0, 60)}/${flags}`;
  return null;
}

function stringValue(node: unknown): string | null {
  const literal = node as { type?: string; value?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: unknown[] };
  if (literal?.type === 'Literal' && typeof literal.value === 'string') return literal.value;
  if (literal?.type === 'TemplateLiteral' && literal.expressions?.length === 0) return literal.quasis?.[0]?.value.cooked ?? null;
  return null;
}

/** The syntax problems of one chunk's code, by walking its acorn tree. */
export function syntaxProblems(code: string): string[] {
  let tree: Node;
  try {
    tree = parse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'module' });
  } catch (error) {
    return [`does not parse as ES${ECMA_VERSION}: ${(error as Error).message}`];
  }
  const problems = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown> & { type?: string };
    if (node.type === 'StaticBlock') problems.add('class static block');
    if (node.type === 'BinaryExpression' && node.operator === 'in' && (node.left as Node).type === 'PrivateIdentifier') {
      problems.add('`#field in object`');
    }
    const regex = node.type === 'Literal' ? (node.regex as { pattern: string; flags: string } | undefined) : undefined;
    if (regex) {
      const problem = regexProblem(regex.pattern, regex.flags);
      if (problem) problems.add(problem);
    }
    // new RegExp('(?<=…)') is no better than a literal: it throws when it runs.
    const callee = node.callee as { type?: string; name?: string } | undefined;
    if ((node.type === 'NewExpression' || node.type === 'CallExpression') && callee?.type === 'Identifier' && callee.name === 'RegExp') {
      const [source, flags] = node.arguments as unknown[];
      const pattern = stringValue(source);
      const problem = pattern === null ? null : regexProblem(pattern, stringValue(flags) ?? '');
      if (problem) problems.add(problem);
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  visit(tree);
  return [...problems];
}

/**
 * Every problem of every `.js` file in `dir`. `polyfilled` names es-check features that the
 * app installs itself before any chunk uses them (src/app/polyfills.ts).
 */
export function checkChunks(dir: string, { packageDir, polyfilled }: { packageDir: string; polyfilled: readonly string[] }): ChunkProblem[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
  if (files.length === 0) throw new Error(`No chunk to check in ${dir}: build first.`);

  const query = browserslist.loadConfig({ path: packageDir });
  if (!query) throw new Error(`No browserslist in ${packageDir}/package.json`);
  const problems: ChunkProblem[] = [];
  const result = runChecks(
    [{ ecmaVersion: 'checkBrowser', browserslistQuery: query.join(', '), files, module: true, checkFeatures: true, ignore: polyfilled.join(',') }],
    { logger: null },
  );
  for (const error of result?.errors ?? []) {
    problems.push({ file: path.basename(error.file), problem: error.err.message.replace(/^Error: /, '') });
  }
  for (const file of files) {
    for (const problem of syntaxProblems(readFileSync(file, 'utf8'))) problems.push({ file: path.basename(file), problem });
  }
  return problems;
}
