import { ConfigError, loadConfig } from '..';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.host).toBe('127.0.0.1');
    expect(c.port).toBe(4000);
    expect(c.db.dataDir).toMatch(/data[/\\]pglite$/);
    expect(c.web.shellDir).toMatch(/shell[/\\]dist$/);
    expect(c.web.remoteDir('mf-cases')).toMatch(/mf-cases[/\\]dist$/);
    expect(c.appHosts).toEqual(['www', 'app', 'localhost']);
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('LOG_LEVEL');
    }
  });

  it('reads REMOTE_URL_* overrides and WEB_ROOT', () => {
    const c = loadConfig({ WEB_ROOT: '/srv/web', REMOTE_URL_MF_CASES: 'https://cdn.example/cases/mf-manifest.json' });
    expect(c.web.remoteUrlOverrides).toEqual({ 'mf-cases': 'https://cdn.example/cases/mf-manifest.json' });
    expect(c.web.shellDir).toBe('/srv/web/shell');
    expect(c.web.remoteDir('mf-billing')).toBe('/srv/web/mf-billing');
  });
});
