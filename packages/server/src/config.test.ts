import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('takes a number of proxy hops or a list of proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
  });

  it('refuses true, which would let any client pick its own address, with a message in French and English saying what to use', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true est refusé.*TRUST_PROXY=true is refused.*nombre de proxys.*number of proxy hops/);
  });

  it('refuses what is neither', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/40', '99']) expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
  });
});
