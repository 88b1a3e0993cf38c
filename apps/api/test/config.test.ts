import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  configurationRows,
  loadConfig,
  loadConfigOrExit,
  randomSecrets,
  testConfig,
} from '../src/config.ts';
import { createMailer } from '../src/transports/mailer.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-random-production-secret-of-more-than-32-chars',
  MPESA_CALLBACK_TOKEN: 'a-random-callback-token',
  MPESA_BASE_URL: 'https://api.safaricom.co.ke',
  DATABASE_URL: 'postgres://urembo@db.internal/urembo',
  SMTP_URL: 'smtps://urembo:mail-password@smtp.example.co.ke',
  AT_USERNAME: 'urembo',
  AT_API_KEY: 'atsk_a-production-api-key',
  AT_CALLBACK_TOKEN: 'a-random-sms-callback-token',
};

// Data folders of this run: a development config writes its generated secrets into one.
const scratch = mkdtempSync(join(tmpdir(), 'urembo-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshFolder = () => join(scratch, `data-${(folders += 1)}`);
/** A development environment on a data folder of its own. */
const development = (env: Record<string, string> = {}) => ({ DATA_DIR: freshFolder(), ...env });

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
    ['SMTP_URL', undefined, /SMTP_URL: must be set in production/],
    ['AT_USERNAME', undefined, /AT_USERNAME: must be set in production/],
    ['AT_API_KEY', undefined, /AT_API_KEY: must be set in production/],
    ['AT_CALLBACK_TOKEN', 'short', /AT_CALLBACK_TOKEN/],
    ['MPESA_CALLBACK_TOKEN', 'short', /MPESA_CALLBACK_TOKEN/],
  ])('refuses production when %s is %s', (name, value, message) => {
    const env: Record<string, string | undefined> = { ...productionEnv, [name]: value };
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('points at the local M-Pesa simulator only outside production', () => {
    const config = loadConfig(development());
    expect(config.production).toBe(false);
    expect(config.mpesa.baseUrl).toBeUndefined();
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
      'AT_USERNAME',
      'AT_CALLBACK_TOKEN',
      'SMTP_URL',
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
    const config = loadConfig(development({ PORT: '', BROWSE_CACHE_MS: '', SEED_DEMO: '', HOST: '' }));
    expect(config).toMatchObject({
      port: 3000,
      // Only this machine reaches a default install; HOST opens it to others.
      host: '127.0.0.1',
      trustProxy: [],
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      browseCacheMs: 5000,
      rateLimitScale: 1,
      logLevel: 'info',
      databasePoolSize: 10,
      simulatorDelayMs: 3000,
      mpesa: { shortcode: '174379', callbackAllowedIps: [] },
    });
    expect(loadConfig(development({ HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
    expect(
      loadConfig(development({ SEED_DEMO: 'false', MPESA_CALLBACK_ALLOWED_IPS: ' 196.201.214.200, ::1 ' })),
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

describe('secrets of a data folder outside production', () => {
  const secretsFile = (dataDir: string) => join(dataDir, 'secrets.json');

  it('generates them at the first start of a folder, keeps them for the next, and no two folders share them', () => {
    const first = development();
    const a = loadConfig(first);
    const again = loadConfig(first);
    const other = loadConfig(development());
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(a.mpesa.callbackToken.length).toBeGreaterThanOrEqual(16);
    expect(again.jwtSecret).toBe(a.jwtSecret);
    expect(again.mpesa.callbackToken).toBe(a.mpesa.callbackToken);
    expect(other.jwtSecret).not.toBe(a.jwtSecret);
    expect(other.mpesa.callbackToken).not.toBe(a.mpesa.callbackToken);
    expect(a.jwtSecret).not.toBe(a.mpesa.callbackToken);
    // Kept for the owner alone, and only the file itself is left (no drafts beside it).
    expect(statSync(secretsFile(first.DATA_DIR)).mode & 0o777).toBe(0o600);
    expect(readdirSync(first.DATA_DIR)).toEqual(['secrets.json']);
    expect(JSON.parse(readFileSync(secretsFile(first.DATA_DIR), 'utf8'))).toEqual({
      jwtSecret: a.jwtSecret,
      callbackToken: a.mpesa.callbackToken,
    });
    // Nothing of the repository is a secret any more.
    const source = readFileSync(new URL('../src/config.ts', import.meta.url), 'utf8');
    expect(source).not.toContain(a.jwtSecret);
    expect(source).not.toMatch(/dev-callback-token|dev-only-jwt-secret/);
  });

  it('uses the configured secrets first and generates only what is missing', () => {
    const both = development({ JWT_SECRET: 'configured-secret', MPESA_CALLBACK_TOKEN: 'configured-token' });
    expect(loadConfig(both)).toMatchObject({
      jwtSecret: 'configured-secret',
      mpesa: { callbackToken: 'configured-token' },
    });
    expect(() => statSync(both.DATA_DIR)).toThrow(/ENOENT/);

    const jwtOnly = development({ JWT_SECRET: 'configured-secret' });
    const config = loadConfig(jwtOnly);
    expect(config.jwtSecret).toBe('configured-secret');
    expect(config.mpesa.callbackToken).toBe(
      JSON.parse(readFileSync(secretsFile(jwtOnly.DATA_DIR), 'utf8')).callbackToken,
    );
  });

  it('never generates secrets in production', () => {
    const dataDir = freshFolder();
    expect(() => loadConfig({ ...productionEnv, DATA_DIR: dataDir, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...productionEnv, DATA_DIR: dataDir }).jwtSecret).toBe(productionEnv.JWT_SECRET);
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  });

  it('stops with a line naming DATA_DIR when the folder holds a secrets file it cannot use', () => {
    const env = development();
    loadConfig(env);
    writeFileSync(secretsFile(env.DATA_DIR), '{"jwtSecret": "short"}');
    const { problems } = refusal(env);
    expect(problems).toEqual([{ variable: 'DATA_DIR', message: expect.stringMatching(/generated secrets/) }]);
    expect(problems[0]!.message).not.toContain('short');
  });

  it('gives every test config secrets of its own, in memory', () => {
    const [one, two] = [testConfig(), testConfig()];
    expect(one.jwtSecret).not.toBe(two.jwtSecret);
    expect(one.mpesa.callbackToken).not.toBe(two.mpesa.callbackToken);
    const made = randomSecrets();
    expect(made.jwtSecret).toMatch(/^[\w-]{43}$/);
  });
});

describe('trusted proxies', () => {
  it('reads TRUST_PROXY as addresses and networks, and refuses anything else', () => {
    expect(
      loadConfig(development({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1' })).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
    for (const wrong of ['nginx', '10.0.0.0/33', '127.0.0.1/8/8', '::1/129', '10.0.0.0/x'])
      expect(refusal(development({ TRUST_PROXY: wrong })).problems.map((p) => p.variable)).toEqual([
        'TRUST_PROXY',
      ]);
  });
});

describe('mail outside production', () => {
  it('writes a message to the outbox and logs neither its text nor its recipient', async () => {
    const dataDir = freshFolder();
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Urembo <no-reply@urembo.co.ke>',
      dataDir,
      log: (line) => logged.push(line),
    });
    await mailer.send({
      to: 'achieng.otieno@example.co.ke',
      subject: 'Your Urembo password reset code',
      text: 'Hello Achieng,\n\nYour verification code is 4821. It expires in 15 minutes.',
    });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(readFileSync(join(dataDir, 'outbox', file!), 'utf8')).toContain('Your verification code is 4821');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Your Urembo password reset code');
    expect(logged.join('\n')).not.toMatch(/4821|achieng|Hello/);
  });
});
