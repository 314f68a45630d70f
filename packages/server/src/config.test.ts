import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, trustProxyWarning } from './config';

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

describe('a start-up setting that cannot be right', () => {
  it('is refused with a French line naming the variable, instead of silently taking the default', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'dix' }, null)).toThrow('AUTH_RATE_LIMIT=dix : un nombre entier d’au moins 1 est attendu.');
    expect(() => loadConfig({ RETENTION_DAYS: '0' }, null)).toThrow(/^RETENTION_DAYS=0 : /);
    expect(() => loadConfig({ PORT: '70000' }, null)).toThrow(/^PORT=70000 : /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, null)).toThrow(/^DATABASE_URL n’est pas une adresse valable/);
    expect(loadConfig({ PORT: '', AUTH_RATE_LIMIT: ' ', DATABASE_URL: '' }, null)).toMatchObject({ port: 5001, authRateLimit: 10, databaseUrl: null });
  });
});

describe('a proxy hop count', () => {
  it('warns when the app also listens beyond loopback, where a client can reach it around its proxy', () => {
    expect(trustProxyWarning({ trustProxy: 1, host: '0.0.0.0' })).toMatch(/^TRUST_PROXY=1 croit l’adresse .* HOST=127\.0\.0\.1/);
    expect(trustProxyWarning({ trustProxy: 1, host: '127.0.0.1' })).toBeNull();
    expect(trustProxyWarning({ trustProxy: ['10.0.0.5'], host: '0.0.0.0' })).toBeNull();
    expect(trustProxyWarning({ trustProxy: false, host: '0.0.0.0' })).toBeNull();
  });
});
