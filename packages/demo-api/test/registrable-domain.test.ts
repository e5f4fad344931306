import { describe, expect, it } from 'vitest';
import { getDomain } from '../src/lib/registrable-domain.ts';

describe("the demo worker's stand-in for tldts.getDomain", () => {
  it('names the registrable domain of a host', () => {
    expect(getDomain('ib.taka.example')).toBe('taka.example');
    expect(getDomain('www.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
    expect(getDomain('ib.bank.com.bd')).toBe('bank.com.bd');
    expect(getDomain('bank.co.uk')).toBe('bank.co.uk');
  });

  it('has none for a public suffix, an IP address or a single label', () => {
    expect(getDomain('com.bd')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('a..b')).toBeNull();
  });
});
