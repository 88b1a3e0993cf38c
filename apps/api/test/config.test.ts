import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, configurationRows, loadConfig, loadConfigOrExit } from '../src/config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-random-production-secret-of-more-than-32-chars',
  MPESA_CALLBACK_TOKEN: 'a-random-callback-token',
  MPESA_BASE_URL: 'https://api.safaricom.co.ke',
  DATABASE_URL: 'postgres://urembo@db.internal/urembo',
};

/** The error loadConfig refuses the environment with. */
function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('secrets and configuration', () => {
  it('starts in production when every secret comes from the environment', () => {
    const config = loadConfig(productionEnv);
    expect(config.production).toBe(true);
    expect(config.jwtSecret).toBe(productionEnv.JWT_SECRET);
  });

  it.each([
    ['JWT_SECRET', undefined, /JWT_SECRET/],
    ['JWT_SECRET', 'short', /JWT_SECRET/],
    ['MPESA_CALLBACK_TOKEN', undefined, /MPESA_CALLBACK_TOKEN/],
    ['MPESA_BASE_URL', undefined, /MPESA_BASE_URL/],
    ['DATABASE_URL', undefined, /DATABASE_URL/],
  ])('refuses production when %s is %s', (name, value, message) => {
    const env: Record<string, string | undefined> = { ...productionEnv, [name]: value };
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('points at the local M-Pesa simulator only outside production', () => {
    const development = loadConfig({});
    expect(development.production).toBe(false);
    expect(development.mpesa.baseUrl).toBeUndefined();
    expect(() => loadConfig({ ...productionEnv, MPESA_BASE_URL: '' })).toThrow(/MPESA_BASE_URL/);
  });

  it('names every wrong variable at once, one line each, with what it expects', () => {
    const env = {
      PORT: 'eighty',
      SEED_DEMO: 'yes',
      TEAM_EMAIL: 'team',
      MPESA_CALLBACK_ALLOWED_IPS: '1.2.3.4,nope',
    };
    const { problems, message } = refusal(env);
    expect(problems.map((problem) => problem.variable)).toEqual([
      'PORT',
      'TEAM_EMAIL',
      'SEED_DEMO',
      'MPESA_CALLBACK_ALLOWED_IPS',
    ]);
    expect(message).toContain('4 variables are wrong or missing');
    expect(message).toContain('PORT: expected a port number, 0-65535, got "eighty"');
    expect(message).toContain('SEED_DEMO: expected `true` or `false`, got "yes"');
  });

  it('reports schema and production problems together and never repeats a secret', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'mysql://root:hunter2@db/urembo', PORT: '-1' };
    const { problems, message } = refusal(env);
    expect(problems.map((problem) => problem.variable)).toEqual([
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'MPESA_CALLBACK_TOKEN',
      'MPESA_BASE_URL',
    ]);
    expect(message).toContain('DATABASE_URL: expected a `postgres://` URL\n');
    expect(message).not.toContain('hunter2');
  });

  it('stops a starting process with the problems alone, no stack', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exited');
    });
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfigOrExit({ PORT: 'eighty' })).toThrow('exited');
      expect(exit).toHaveBeenCalledWith(1);
      expect(write).toHaveBeenCalledWith(
        'Refusing to start: one variable is wrong or missing\n  PORT: expected a port number, 0-65535, got "eighty"\n',
      );
    } finally {
      exit.mockRestore();
      write.mockRestore();
    }
  });

  it('keeps the defaults and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', BROWSE_CACHE_MS: '', SEED_DEMO: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      browseCacheMs: 5000,
      rateLimitScale: 1,
      logLevel: 'info',
      databasePoolSize: 10,
      simulatorDelayMs: 3000,
      mpesa: { shortcode: '174379', callbackToken: 'dev-callback-token', callbackAllowedIps: [] },
    });
    expect(
      loadConfig({ SEED_DEMO: 'false', MPESA_CALLBACK_ALLOWED_IPS: ' 196.201.214.200, ::1 ' }),
    ).toMatchObject({
      seedDemo: false,
      mpesa: { callbackAllowedIps: ['196.201.214.200', '::1'] },
    });
  });

  it('has docs/configuration.md list every variable of the schema as it stands (pnpm docs:config)', () => {
    const doc = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    const table = doc
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    const expected = configurationRows().map((row) => [
      `\`${row.variable}\``,
      row.default,
      row.expected,
      row.meaning,
    ]);
    expect(table).toEqual(expected);
  });
});
