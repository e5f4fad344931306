import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'taka-config-'));

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      demoLayer: true,
      sessionIdleMinutes: 5,
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      schedulerIntervalMs: 30_000,
      // one line per request; LOG_LEVEL=debug adds the detail
      logLevel: 'info',
    });
    expect(loadConfig({ JWT_SECRET: 'j'.repeat(32) }).dataDir).toBe(join(REPO_ROOT, 'data'));
  });

  it('generates the JWT secret once, keeps it in DATA_DIR with mode 0600 and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      DEMO_LAYER: 'false',
      SESSION_IDLE_MINUTES: '10',
      DATABASE_URL: 'postgres://u@db:5432/taka',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'x'.repeat(40),
      SCHEDULER_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      port: 9090,
      schedulerIntervalMs: 0,
      demoLayer: false,
      sessionIdleMinutes: 10,
      databaseUrl: 'postgres://u@db:5432/taka',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('leaves the demo layer off when the web build holds none, whatever DEMO_LAYER says', () => {
    // A build with the demo layer has the demo worker among the browser's files; one without it has not.
    const builtWith = (demoLayer: boolean) => {
      const dist = tempDir();
      mkdirSync(join(dist, 'client'));
      if (demoLayer) writeFileSync(join(dist, 'client', 'demo-worker.js'), '');
      return dist;
    };
    const withDemo = builtWith(true);
    const withoutDemo = builtWith(false);
    const demoLayer = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).demoLayer;
    expect(demoLayer({ WEB_DIST_DIR: withDemo })).toBe(true);
    expect(demoLayer({ WEB_DIST_DIR: withDemo, DEMO_LAYER: 'false' })).toBe(false);
    expect(demoLayer({ WEB_DIST_DIR: withoutDemo })).toBe(false);
    expect(demoLayer({ WEB_DIST_DIR: withoutDemo, DEMO_LAYER: 'true' })).toBe(false);
    expect(demoLayer({ WEB_DIST_DIR: tempDir() })).toBe(true);
  });

  it("derives the passkeys' relying party from the port, or takes it from the environment", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8193' }).webauthn).toEqual({
      rpId: 'localhost',
      rpName: 'Taka',
      origins: ['http://localhost:8193'],
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      WEBAUTHN_RP_ID: 'taka.example',
      WEBAUTHN_ORIGINS: 'https://taka.example, https://ib.taka.example',
    });
    expect(config.webauthn.origins).toEqual(['https://taka.example', 'https://ib.taka.example']);
  });

  it('refuses passkey origins that are not origins or not on the relying party, naming them', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(load({ WEBAUTHN_ORIGINS: 'https://taka.example/sign-in' })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(load({ WEBAUTHN_RP_ID: 'https://taka.example' })).toThrow(/WEBAUTHN_RP_ID/);
    expect(load({ WEBAUTHN_RP_ID: 'taka.example', WEBAUTHN_ORIGINS: 'https://phish.example' })).toThrow(
      /https:\/\/phish.example is not on WEBAUTHN_RP_ID/,
    );
  });

  it('fails in production without JWT_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).nodeEnv).toBe('production');
  });

  it('fails on invalid values with every problem named', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DEMO_LAYER: 'maybe',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SCHEDULER_INTERVAL_MS: '-1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DEMO_LAYER', 'DATABASE_URL', 'JWT_SECRET', 'SCHEDULER_INTERVAL_MS'])
        expect(message).toContain(name);
    }
  });
});
