import { hostName, scopeOfHost } from '../host';

const rules = { appHosts: ['www', 'app', 'localhost'] };

describe('scopeOfHost', () => {
  it.each([
    ['demo.localhost:4000', { kind: 'tenant', slug: 'demo' }],
    ['Demo.Passage.example', { kind: 'tenant', slug: 'demo' }],
    ['acme.passage.example.', { kind: 'tenant', slug: 'acme' }],
    ['localhost:4000', { kind: 'platform' }],
    ['localhost', { kind: 'platform' }],
    ['127.0.0.1:4000', { kind: 'platform' }],
    ['10.1.2.3', { kind: 'platform' }],
    ['[::1]:4000', { kind: 'platform' }],
    ['www.passage.example', { kind: 'platform' }],
    ['app.passage.example', { kind: 'platform' }],
    ['', { kind: 'platform' }],
  ])('%s → %j', (host, expected) => {
    expect(scopeOfHost(host, rules)).toEqual(expected);
  });

  it('treats the base domain itself as the platform', () => {
    expect(scopeOfHost('passage.example', { ...rules, baseDomain: 'passage.example' })).toEqual({ kind: 'platform' });
    expect(scopeOfHost('passage.example', rules)).toEqual({ kind: 'tenant', slug: 'passage' });
  });

  it('normalises host names', () => {
    expect(hostName('DEMO.localhost:4000')).toBe('demo.localhost');
    expect(hostName('[::1]:80')).toBe('::1');
  });
});
