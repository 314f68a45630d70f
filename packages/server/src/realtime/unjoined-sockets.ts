/**
 * Open sockets that have not joined a session yet, counted per client address in this
 * process: a script opening connections by the thousand from one address holds the server's
 * memory without ever joining (decision 262). A school's lecture hall of 1,000 opens its
 * sockets within seconds and joins at once, so the bound leaves it twice that.
 */
export const UNJOINED_SOCKETS_PER_ADDRESS = 2_000;

export interface UnjoinedSockets {
  /** Counts a new socket of `address`; false when the address already holds the bound. */
  admit(address: string): boolean;
  /** The socket joined a session or closed: it no longer counts. */
  release(address: string): void;
}

export function createUnjoinedSockets(limit = UNJOINED_SOCKETS_PER_ADDRESS): UnjoinedSockets {
  const open = new Map<string, number>();
  return {
    admit(address) {
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address) {
      const count = (open.get(address) ?? 1) - 1;
      if (count <= 0) open.delete(address);
      else open.set(address, count);
    },
  };
}

/**
 * The sessions a socket joined, telling once when the first one is joined: from then on the
 * socket is a participant's, not an idle connection.
 */
export class Memberships<K, V> extends Map<K, V> {
  #onFirst: (() => void) | null;

  constructor(onFirst: () => void) {
    super();
    this.#onFirst = onFirst;
  }

  override set(key: K, value: V): this {
    const first = this.#onFirst;
    this.#onFirst = null;
    first?.();
    return super.set(key, value);
  }
}
