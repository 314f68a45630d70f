// The evaluation worker run from the TypeScript sources (tsx, vitest): Node 20 does not pass
// `--import tsx` on to a worker thread's loader, so the worker loads its TypeScript itself.
// The built app runs dist/evaluation-worker.js instead (evaluator-pool.ts).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./evaluation-worker.ts', import.meta.url);

export default worker.default;
export const groups = worker.groups;
export const many = worker.many;
