import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0000';
const DEV_CALLBACK_TOKEN = 'dev-callback-token';

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Public origin used in links sent by e-mail and in the M-Pesa callback URL. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  webDist: string;
  seedDemo: boolean;
  /** Shared rate-limit counts for several instances; in-memory when absent. */
  redisUrl: string | undefined;
  /** How long anonymous browse answers are shared (ms); 0 turns the cache off. */
  browseCacheMs: number;
  /** Multiplies every rate limit (tests that do not test limits raise them). */
  rateLimitScale: number;
  mpesa: {
    baseUrl: string | undefined;
    consumerKey: string;
    consumerSecret: string;
    shortcode: string;
    passkey: string;
    callbackBaseUrl: string | undefined;
    callbackToken: string;
    /** Source addresses allowed to post callbacks (Safaricom's); empty allows any. */
    callbackAllowedIps: string[];
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const config: Config = {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Urembo <no-reply@urembo.co.ke>',
    teamEmail: env.TEAM_EMAIL ?? 'team@urembo.co.ke',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== 'false',
    redisUrl: env.REDIS_URL || undefined,
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    browseCacheMs: Number(env.BROWSE_CACHE_MS ?? 5000),
    mpesa: {
      baseUrl: env.MPESA_BASE_URL || undefined,
      consumerKey: env.MPESA_CONSUMER_KEY ?? 'simulator-consumer-key',
      consumerSecret: env.MPESA_CONSUMER_SECRET ?? 'simulator-consumer-secret',
      shortcode: env.MPESA_SHORTCODE ?? '174379',
      // Safaricom's public sandbox passkey for shortcode 174379.
      passkey: env.MPESA_PASSKEY ?? 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      callbackBaseUrl: env.MPESA_CALLBACK_BASE_URL || undefined,
      callbackToken: env.MPESA_CALLBACK_TOKEN ?? (production ? '' : DEV_CALLBACK_TOKEN),
      callbackAllowedIps: (env.MPESA_CALLBACK_ALLOWED_IPS ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    },
  };
  if (production) assertProductionSecrets(config);
  return config;
}

/** Production must never run on the secrets that ship in this repository. */
function assertProductionSecrets(config: Config): void {
  const problems: string[] = [];
  if (config.jwtSecret === DEV_JWT_SECRET || config.jwtSecret.length < 32)
    problems.push('JWT_SECRET must be set to a random value of at least 32 characters');
  if (!config.mpesa.callbackToken || config.mpesa.callbackToken === DEV_CALLBACK_TOKEN)
    problems.push('MPESA_CALLBACK_TOKEN must be set');
  if (!config.mpesa.baseUrl) problems.push('MPESA_BASE_URL must point at Daraja');
  if (!config.databaseUrl) problems.push('DATABASE_URL must be set');
  if (problems.length) throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
}

/** A throwaway config for tests: its own data folder and secrets. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0' });
  return {
    ...base,
    jwtSecret: randomBytes(32).toString('hex'),
    seedDemo: false,
    // Each test server counts alone: a shared Redis would mix the hits of parallel test files.
    redisUrl: undefined,
    rateLimitScale: 1000,
    // Tests read their own writes at once.
    browseCacheMs: 0,
    ...overrides,
  };
}
