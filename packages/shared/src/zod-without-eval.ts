/**
 * For browsers. When it may, zod compiles its object parsers with `new Function`; the app's
 * Content-Security-Policy forbids that (script-src 'self', no 'unsafe-eval'), so zod's probe
 * fails — harmlessly, but every page then reports a CSP violation, and a real attack blocked
 * by the policy would hide among those false alarms. Without the JIT there is no probe, and
 * parsing a form is as fast as it needs to be. Imported first by each web module that loads a
 * zod schema (the question form, the new-session form); the server keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
