/**
 * Which question a screen shows when activations race (several teacher windows, REST, several
 * processes): the database numbers every change of a session's active question, and a screen
 * never lets an older change replace a newer one, whatever order the broadcasts arrive in.
 */

/**
 * Whether a screen that last applied change `known` (null: none yet) should apply `incoming`.
 * The same number again is the same state re-sent (a correction, a snapshot): applying it is
 * harmless and keeps a snapshot authoritative.
 */
export function acceptsActivation(known: number | null, incoming: number): boolean {
  return known == null || incoming >= known;
}
