/**
 * Finds test files that may register no test at all. Vitest fails a file that registers
 * nothing ("No test suite found"), and a file whose only suites are `describe.each(list)` over
 * a list built from the environment (say, the PostgreSQL targets) registers nothing on a
 * machine without that server: it passes in CI and fails on a newcomer's clone. Such suites
 * must use `describe.skipIf(...)`, which registers them as skipped with their reason.
 *
 * A file is fine when at least one of its top-level registrations is certain: a plain
 * `describe`/`it`/`test` (`.skipIf`, `.runIf`, `.skip`… included: they register skipped tests),
 * or an `.each` over a list that is provably non-empty: an array literal with at least one
 * element that is not a spread, a `.map` of such a list, or a constant (declared here or
 * imported from a relative module) whose value is one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REGISTRARS = new Set(['describe', 'it', 'test', 'suite']);

function parse(file, text = readFileSync(file, 'utf8')) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** `describe.skipIf(x).each(y)` → ['describe', 'skipIf', 'each'], or null for any other callee. */
function calleeChain(expression) {
  const names = [];
  let node = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) {
      names.unshift(node.name.text);
      node = node.expression;
    } else if (ts.isCallExpression(node)) {
      node = node.expression;
    } else if (ts.isIdentifier(node)) {
      names.unshift(node.text);
      return names;
    } else {
      return null;
    }
  }
}

/** The `.each(...)` call inside a registration chain, if any. */
function eachCall(expression) {
  let node = expression;
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'each') {
      return node;
    }
    node = node.expression;
  }
  return null;
}

function findConstant(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
        return declaration.initializer;
      }
    }
  }
  return null;
}

function importedFrom(source, name) {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    for (const element of bindings.elements) {
      if (element.name.text === name) {
        return { file: resolveModule(path.dirname(source.fileName), specifier), name: (element.propertyName ?? element.name).text };
      }
    }
  }
  return null;
}

function resolveModule(dir, specifier) {
  const base = path.resolve(dir, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  return null;
}

function isNonEmptyList(node, source, depth = 0) {
  if (depth > 8) return false;
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isArrayLiteralExpression(node)) return node.elements.some((element) => !ts.isSpreadElement(element));
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'map') {
    return isNonEmptyList(node.expression.expression, source, depth + 1);
  }
  if (ts.isIdentifier(node)) {
    const local = findConstant(source, node.text);
    if (local) return isNonEmptyList(local, source, depth + 1);
    const imported = importedFrom(source, node.text);
    if (imported?.file) {
      const other = parse(imported.file);
      const value = findConstant(other, imported.name);
      return value ? isNonEmptyList(value, other, depth + 1) : false;
    }
  }
  return false;
}

/** Whether a test file is sure to register at least one test, whatever the environment. */
export function registersTests(file, text) {
  const source = parse(file, text);
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    const chain = calleeChain(statement.expression.expression);
    if (!chain || !REGISTRARS.has(chain[0])) continue;
    const each = eachCall(statement.expression);
    if (!each || isNonEmptyList(each.arguments[0], source)) return true;
  }
  return false;
}

/** The files among `files` that may register no test. */
export function filesThatMayRegisterNothing(files) {
  return files.filter((file) => !registersTests(file));
}
