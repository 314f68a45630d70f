/**
 * Runtime APIs that a dependency calls and that some supported browser lacks (Safari and iOS
 * before 15.4, Chrome before 93): installed here, first thing in the entry, before any chunk
 * runs. The post-build check (build/chunk-check.ts) lets exactly these through, by the names
 * es-check gives them.
 */
export const POLYFILLED_FEATURES = ['ObjectHasOwn'] as const;

// react-markdown calls Object.hasOwn.
if (typeof Object.hasOwn !== 'function') {
  Object.defineProperty(Object, 'hasOwn', {
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    configurable: true,
    writable: true,
  });
}
