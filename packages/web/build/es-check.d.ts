// es-check ships no types: the part of its Node API that chunk-check.ts uses.
declare module 'es-check' {
  export interface EsCheckConfig {
    ecmaVersion: string;
    files: string[];
    browserslistQuery?: string;
    module?: boolean;
    checkFeatures?: boolean;
    ignore?: string;
  }
  export interface EsCheckError {
    err: Error;
    file: string;
  }
  /** With an options object (not a logger) as second argument, returns instead of exiting. */
  export function runChecks(configs: EsCheckConfig[], options: { logger: null }): { success: boolean; errors: EsCheckError[] } | undefined;
}
