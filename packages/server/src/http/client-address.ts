/**
 * Who the client is, behind zero or more reverse proxies (TRUST_PROXY). One trust rule for
 * Fastify (rate limits, Secure cookies) and for socket.io (code-guess limit), so a request and
 * a socket from the same client get the same address.
 *
 * The client is the right-most address of `X-Forwarded-For` that is not a trusted proxy:
 * nginx's `$proxy_add_x_forwarded_for` appends the peer it saw to whatever the client sent,
 * so everything to the left of that is the client's to invent.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** No proxy, a number of proxy hops in front of the app, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  // Hop 0 is the TCP peer; with n proxies, the peer and the n - 1 addresses they added are theirs.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address for a raw request (a socket.io handshake), as Fastify's `request.ip` gives it. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}

/**
 * The scheme the client used for a raw request: X-Forwarded-Proto when the TCP peer is a
 * trusted proxy (its right-most value, the one that proxy wrote), else the connection's own.
 */
export function clientProtocol(request: IncomingMessage, trust: TrustFunction): 'http' | 'https' {
  const own = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const peer = request.socket.remoteAddress;
  const forwarded = request.headers['x-forwarded-proto'];
  if (!peer || !forwarded || !trust(peer, 0)) return own;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').at(-1)!.trim().toLowerCase();
  return last === 'https' ? 'https' : last === 'http' ? 'http' : own;
}
