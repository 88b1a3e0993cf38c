import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import * as z from 'zod';

// Safaricom's public sandbox passkey for shortcode 174379.
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

/**
 * The addresses Safaricom posts M-Pesa callbacks from, as its Daraja documentation publishes them
 * ("Safaricom IP addresses to whitelist", M-Pesa Express, developer.safaricom.co.ke); production allows
 * only these unless MPESA_CALLBACK_ALLOWED_IPS says otherwise.
 */
export const SAFARICOM_CALLBACK_IPS: readonly string[] = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
];

/** What docs/configuration.md says about a variable; `default` only where the schema cannot hold it. */
interface About {
  meaning: string;
  expected: string;
  default?: string;
  /** Its value may hold a credential, so an error never repeats it. */
  secret?: boolean;
}
const about = z.registry<About>();

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);
const url = (protocol: RegExp) => z.url({ protocol });
const webUrl = url(/^https?$/);
const listItems = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const ipList = z.string().refine((list) => listItems(list).every((ip) => isIP(ip) !== 0));
/** An address, or a network as address/prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrNetwork(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
const networkList = z.string().refine((list) => listItems(list).every(isAddressOrNetwork));

/**
 * Every environment variable the server reads. docs/configuration.md is generated from it
 * (`pnpm docs:config`) and a test fails when the two differ, so a new variable starts here.
 */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).optional().register(about, {
    expected: '`development`, `test` or `production`',
    default: '(unset: development)',
    meaning: '`production` turns on Secure cookies and HSTS and requires real secrets and services',
  }),
  PORT: wholeNumber(0, 65535).default(3000).register(about, {
    expected: 'a port number, 0-65535',
    meaning: 'HTTP port (0 picks a free one)',
  }),
  HOST: z.string().default('127.0.0.1').register(about, {
    expected: 'an address or host name',
    meaning:
      'address the server listens on: this machine only by default; `0.0.0.0` for every interface (a container, a proxy on another machine)',
  }),
  TRUST_PROXY: networkList.optional().register(about, {
    expected: 'addresses or CIDR networks separated by commas',
    default: '(unset: trust no proxy)',
    meaning:
      'reverse proxies whose `X-Forwarded-For` names the client; the client address counts for the limits and the callback check ([deployment.md](deployment.md))',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .register(about, {
      expected: 'a log level: `fatal` ... `trace`, or `silent`',
      meaning: 'how much the server logs',
    }),
  DATABASE_URL: url(/^postgres(ql)?$/)
    .optional()
    .register(about, {
      expected: 'a `postgres://` URL',
      default: '(unset: PGlite in `DATA_DIR`)',
      secret: true,
      meaning: 'PostgreSQL connection string; required in production',
    }),
  DATABASE_DIRECT_URL: url(/^postgres(ql)?$/)
    .optional()
    .register(about, {
      expected: 'a `postgres://` URL',
      default: '(unset: `DATABASE_URL`)',
      secret: true,
      meaning:
        'a direct connection (not through PgBouncer in transaction mode) for what needs a session: LISTEN of live notifications and the migration lock ([deploy.md](deploy.md))',
    }),
  DATABASE_POOL_SIZE: wholeNumber(1).default(10).register(about, {
    expected: 'a whole number, at least 1',
    meaning: 'connections each server process keeps to PostgreSQL',
  }),
  MIGRATE_ON_START: z.enum(['true', 'false']).optional().register(about, {
    expected: '`true` or `false`',
    default: '(unset: `false` in production, otherwise `true`)',
    meaning:
      'apply database migrations when the server starts (under a lock, so instances starting together take turns); `false` refuses to serve a schema older than the code until `pnpm migrate` has run ([deploy.md](deploy.md))',
  }),
  DRAIN_TIMEOUT_MS: wholeNumber(0).default(15_000).register(about, {
    expected: 'milliseconds, 0 or more',
    meaning: 'after SIGTERM, how long requests in flight may take to finish before the process exits anyway',
  }),
  RECONCILE_EVERY_MS: wholeNumber(1000).default(30_000).register(about, {
    expected: 'milliseconds, at least 1000',
    meaning:
      'how often unsettled M-Pesa payments are checked with Daraja; one instance of several does each round',
  }),
  DATA_DIR: z.string().default('data').register(about, {
    expected: 'a folder path',
    meaning:
      'PGlite files, the local mail outbox and the generated development secrets (relative to where the server starts)',
  }),
  JWT_SECRET: z.string().optional().register(about, {
    expected: 'a random value, at least 32 characters in production',
    default: '(unset: generated once into `DATA_DIR/secrets.json`)',
    secret: true,
    meaning: 'signing key of access tokens; required in production',
  }),
  PUBLIC_URL: webUrl.optional().register(about, {
    expected: 'an `http(s)://` origin',
    default: '`http://localhost:$PORT`',
    meaning: 'public origin used in links sent by e-mail and in the M-Pesa callback URL',
  }),
  SMTP_URL: url(/^smtps?$/)
    .optional()
    .register(about, {
      expected: 'an `smtp://` or `smtps://` URL',
      default: '(unset: files in `DATA_DIR/outbox`)',
      secret: true,
      meaning: 'where e-mail goes; required in production',
    }),
  MAIL_FROM: z.string().default('Urembo <no-reply@urembo.co.ke>').register(about, {
    expected: 'a sender, `Name <address>`',
    meaning: 'sender of the e-mail the product sends',
  }),
  TEAM_EMAIL: z.email().default('team@urembo.co.ke').register(about, {
    expected: 'an e-mail address',
    meaning: 'where the contact form is sent',
  }),
  DPO_NAME: z.string().default('Data Protection Officer').register(about, {
    expected: 'a name or title',
    meaning: 'the data protection officer named in the privacy notice',
  }),
  DPO_EMAIL: z.email().default('privacy@urembo.co.ke').register(about, {
    expected: 'an e-mail address',
    meaning: "the data protection officer's address in the privacy notice (data-subject requests)",
  }),
  DPO_PHONE: z.string().max(40).optional().register(about, {
    expected: 'a phone number',
    meaning: "the data protection officer's phone in the privacy notice; unset: none shown",
  }),
  WEB_DIST: z.string().optional().register(about, {
    expected: 'a folder path',
    default: '`apps/web/dist`',
    meaning: 'the built web app the server serves',
  }),
  SEED_DEMO: z.enum(['true', 'false']).optional().register(about, {
    expected: '`true` or `false`',
    default: '(unset: `false` in production, otherwise `true`)',
    meaning: 'seed the demo marketplace on the first start with an empty database',
  }),
  REDIS_URL: url(/^rediss?$/)
    .optional()
    .register(about, {
      expected: 'a `redis://` or `rediss://` URL',
      default: '(unset: counts in memory)',
      secret: true,
      meaning: 'rate-limit counts shared by several server processes',
    }),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1).register(about, {
    expected: 'a number above 0',
    meaning: 'multiplies every rate limit (load tests raise it)',
  }),
  BROWSE_CACHE_MS: wholeNumber(0).default(5000).register(about, {
    expected: 'milliseconds, 0 or more',
    meaning: 'how long anonymous browse answers are shared; 0 turns the cache off',
  }),
  MPESA_BASE_URL: webUrl.optional().register(about, {
    expected: 'an `http(s)://` origin',
    default: '(unset: the local Daraja simulator)',
    meaning: '`https://sandbox.safaricom.co.ke` or `https://api.safaricom.co.ke`; required in production',
  }),
  MPESA_CONSUMER_KEY: z.string().default('simulator-consumer-key').register(about, {
    expected: 'text',
    meaning: "the Daraja app's consumer key",
  }),
  MPESA_CONSUMER_SECRET: z.string().default('simulator-consumer-secret').register(about, {
    expected: 'text',
    meaning: "the Daraja app's consumer secret",
    secret: true,
  }),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/)
    .default('174379')
    .register(about, {
      expected: '5 to 7 digits',
      meaning: '`BusinessShortCode` and `PartyB` (the default is the sandbox paybill)',
    }),
  MPESA_PASSKEY: z.string().default(SANDBOX_PASSKEY).register(about, {
    expected: 'text',
    meaning: 'the Lipa na M-Pesa Online passkey (the default is the sandbox one)',
    secret: true,
  }),
  MPESA_CALLBACK_BASE_URL: webUrl.optional().register(about, {
    expected: 'an `http(s)://` origin',
    default: '`PUBLIC_URL` (simulator: `http://127.0.0.1:$PORT`)',
    meaning: 'public origin Daraja calls back: `<base>/api/payments/mpesa-callback/<token>/`',
  }),
  MPESA_CALLBACK_TOKEN: z.string().optional().register(about, {
    expected: 'a secret path segment, at least 16 characters in production',
    default: '(unset: generated once into `DATA_DIR/secrets.json`)',
    meaning: 'secret path segment of the callback URL; required in production',
    secret: true,
  }),
  MPESA_CALLBACK_ALLOWED_IPS: ipList.optional().register(about, {
    expected: 'IP addresses separated by commas',
    default: "(unset: Safaricom's published addresses in production, any source otherwise)",
    meaning:
      "source addresses allowed to post callbacks (Safaricom's published list); compared with the client address, which behind a proxy needs `TRUST_PROXY`",
  }),
  AT_USERNAME: z.string().optional().register(about, {
    expected: "an Africa's Talking app username, or `sandbox`",
    default: '(unset: the local SMS simulator, writing to `DATA_DIR/sms-outbox`)',
    meaning:
      "the Africa's Talking account SMS go through; `sandbox` for their sandbox; required in production",
  }),
  AT_API_KEY: z.string().optional().register(about, {
    expected: 'text',
    default: '(unset: the local SMS simulator)',
    meaning: "the Africa's Talking API key; required in production",
    secret: true,
  }),
  AT_SENDER_ID: z.string().max(11).optional().register(about, {
    expected: 'an approved sender ID or short code, up to 11 characters',
    default: "(unset: Africa's Talking's shared sender)",
    meaning: 'the name or short code SMS come from',
  }),
  AT_CALLBACK_TOKEN: z.string().optional().register(about, {
    expected: 'a secret path segment, at least 16 characters in production',
    default: '(unset: derived from `JWT_SECRET`)',
    meaning:
      "secret path segment of the delivery-report and opt-out URLs given to Africa's Talking: `<PUBLIC_URL>/api/sms/delivery-reports/<token>/` and `.../sms/opt-outs/<token>/`; required in production",
    secret: true,
  }),
  SIMULATOR_DELAY_MS: wholeNumber(0).default(3000).register(about, {
    expected: 'milliseconds, 0 or more',
    default: '`3000` (`50` in tests)',
    meaning: 'how long the simulated M-Pesa customer takes to answer the prompt',
  }),
});

export type Environment = z.output<typeof environmentSchema>;
export type Variable = keyof typeof environmentSchema.shape;

/** One row of the configuration table, in the schema's order. */
export interface ConfigurationRow {
  variable: Variable;
  default: string;
  expected: string;
  meaning: string;
  /** Its value is, or holds, a credential: logs mask it (configuredSecrets). */
  secret: boolean;
}

export function configurationRows(): ConfigurationRow[] {
  return Object.entries(environmentSchema.shape).map(([variable, schema]) => {
    const info = about.get(schema);
    if (!info) throw new Error(`${variable} has no description in the configuration schema`);
    const fromSchema = schema instanceof z.ZodDefault ? `\`${String(schema.def.defaultValue)}\`` : '(unset)';
    return {
      variable: variable as Variable,
      default: info.default ?? fromSchema,
      expected: info.expected,
      meaning: info.meaning,
      secret: info.secret === true,
    };
  });
}

/** Every wrong or missing variable at once, one line each, naming the variable and what it expects. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Refusing to start: ${problems.length === 1 ? 'one variable is' : `${problems.length} variables are`} wrong or missing\n` +
        problems.map((problem) => `  ${problem.variable}: ${problem.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Proxies (addresses, CIDRs) whose X-Forwarded-For is believed; empty: the connecting address is the client. */
  trustProxy: string[];
  /** PostgreSQL URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** A session-keeping connection for LISTEN and the migration lock, when databaseUrl is a transaction pooler. */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Public origin used in links sent by e-mail and in the M-Pesa callback URL. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  /** Named in the privacy notice (Data Protection Act): who answers data-subject requests. */
  dataProtectionOfficer: { name: string; email: string; phone: string | null };
  webDist: string;
  seedDemo: boolean;
  /** Shared rate-limit counts for several instances; in-memory when absent. */
  redisUrl: string | undefined;
  /** How long anonymous browse answers are shared (ms); 0 turns the cache off. */
  browseCacheMs: number;
  /** Multiplies every rate limit (tests that do not test limits raise them). */
  rateLimitScale: number;
  logLevel: Environment['LOG_LEVEL'];
  databasePoolSize: number;
  /** Apply migrations at start (under a lock); otherwise refuse a schema older than the code. */
  migrateOnStart: boolean;
  /** After SIGTERM, how long in-flight requests may take before the process exits anyway. */
  drainTimeoutMs: number;
  /** Interval of the payment reconciler's rounds (one instance takes each round). */
  reconcileEveryMs: number;
  /** How long the local Daraja simulator's customer takes to answer a prompt. */
  simulatorDelayMs: number;
  /** Africa's Talking; both unset: the local SMS simulator. */
  sms: {
    username: string | undefined;
    apiKey: string | undefined;
    senderId: string | undefined;
    /** In the callback URLs Africa's Talking posts delivery reports and opt-outs to. */
    callbackToken: string;
  };
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

/**
 * Every secret value of a configuration, for the logger to mask wherever one would appear
 * (http/logging.ts maskSecrets): keys, tokens, and the passwords inside service URLs.
 */
export function configuredSecrets(config: Config): string[] {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  // The schema has checked these are URLs; the password is written percent-encoded in them.
  const passwordIn = (url: string | undefined) => {
    const password = url && URL.canParse(url) ? new URL(url).password : '';
    return password ? [password, decoded(password)] : [];
  };
  return [
    config.jwtSecret,
    config.mpesa.consumerSecret,
    config.mpesa.passkey,
    config.mpesa.callbackToken,
    config.sms.apiKey,
    config.sms.callbackToken,
    ...[config.smtpUrl, config.databaseUrl, config.databaseDirectUrl, config.redisUrl].flatMap(passwordIn),
  ].filter((secret): secret is string => Boolean(secret));
}

/** Secrets a server outside production makes for itself when none is configured. */
export interface LocalSecrets {
  jwtSecret: string;
  callbackToken: string;
}

export function randomSecrets(): LocalSecrets {
  return {
    jwtSecret: randomBytes(32).toString('base64url'),
    callbackToken: randomBytes(24).toString('base64url'),
  };
}

const SECRETS_FILE = 'secrets.json';

/**
 * The data folder's own secrets, made at its first start and read at every later one, so tokens survive a
 * restart while no two installs share a key and none is written in the repository. Only the owner may read
 * the file. A new file is written whole and then linked into place, so two processes starting at once on
 * one folder agree on the first one's secrets.
 */
export function secretsInDataDir(dataDir: string): LocalSecrets {
  const file = join(dataDir, SECRETS_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, `${JSON.stringify(randomSecrets(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = z
    .object({ jwtSecret: z.string().min(32), callbackToken: z.string().min(16) })
    .safeParse(kept);
  if (!parsed.success) throw new Error(`${file} does not hold the secrets this server writes`);
  return parsed.data;
}

export interface LoadOptions {
  /** Where JWT_SECRET and MPESA_CALLBACK_TOKEN come from when unset outside production. */
  localSecrets?: (dataDir: string) => LocalSecrets;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { localSecrets = secretsInDataDir }: LoadOptions = {},
): Config {
  // An empty variable counts as unset, as a shell's `VAR=` means.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(given);
  const problems = parsed.success ? [] : schemaProblems(parsed.error, given);
  if (given.NODE_ENV === 'production') {
    const named = new Set(problems.map((problem) => problem.variable));
    problems.push(...productionProblems(given).filter((problem) => !named.has(problem.variable)));
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const dataDir = resolve(vars.DATA_DIR);
  const secrets = secretsOf(vars, dataDir, localSecrets);
  return {
    production,
    port: vars.PORT,
    host: vars.HOST,
    trustProxy: listItems(vars.TRUST_PROXY ?? ''),
    databaseUrl: vars.DATABASE_URL,
    databaseDirectUrl: vars.DATABASE_DIRECT_URL,
    dataDir,
    jwtSecret: secrets.jwtSecret,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    teamEmail: vars.TEAM_EMAIL,
    dataProtectionOfficer: { name: vars.DPO_NAME, email: vars.DPO_EMAIL, phone: vars.DPO_PHONE ?? null },
    webDist: resolve(vars.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: (vars.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    redisUrl: vars.REDIS_URL,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    browseCacheMs: vars.BROWSE_CACHE_MS,
    logLevel: vars.LOG_LEVEL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    migrateOnStart: (vars.MIGRATE_ON_START ?? (production ? 'false' : 'true')) === 'true',
    drainTimeoutMs: vars.DRAIN_TIMEOUT_MS,
    reconcileEveryMs: vars.RECONCILE_EVERY_MS,
    simulatorDelayMs: vars.SIMULATOR_DELAY_MS,
    sms: {
      username: vars.AT_USERNAME,
      apiKey: vars.AT_API_KEY,
      senderId: vars.AT_SENDER_ID,
      // Outside production a stable token per install, without one more secret to keep.
      callbackToken:
        vars.AT_CALLBACK_TOKEN ??
        createHmac('sha256', secrets.jwtSecret)
          .update('africastalking-callbacks')
          .digest('base64url')
          .slice(0, 32),
    },
    mpesa: {
      baseUrl: vars.MPESA_BASE_URL,
      consumerKey: vars.MPESA_CONSUMER_KEY,
      consumerSecret: vars.MPESA_CONSUMER_SECRET,
      shortcode: vars.MPESA_SHORTCODE,
      passkey: vars.MPESA_PASSKEY,
      callbackBaseUrl: vars.MPESA_CALLBACK_BASE_URL,
      callbackToken: secrets.callbackToken,
      callbackAllowedIps:
        production && !vars.MPESA_CALLBACK_ALLOWED_IPS
          ? [...SAFARICOM_CALLBACK_IPS]
          : listItems(vars.MPESA_CALLBACK_ALLOWED_IPS ?? ''),
    },
  };
}

/**
 * The configured secrets, the missing ones from the local source. Production has both (productionProblems),
 * so only a development or test server makes its own. A data folder that cannot hold them stops the start
 * with a line naming DATA_DIR.
 */
function secretsOf(
  vars: Environment,
  dataDir: string,
  source: (dataDir: string) => LocalSecrets,
): LocalSecrets {
  const { JWT_SECRET: jwtSecret, MPESA_CALLBACK_TOKEN: callbackToken } = vars;
  if (jwtSecret && callbackToken) return { jwtSecret, callbackToken };
  let local: LocalSecrets;
  try {
    local = source(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      {
        variable: 'DATA_DIR',
        message: `cannot keep the generated secrets (${reason}); set JWT_SECRET and MPESA_CALLBACK_TOKEN or fix the folder`,
      },
    ]);
  }
  return { jwtSecret: jwtSecret ?? local.jwtSecret, callbackToken: callbackToken ?? local.callbackToken };
}

/** For a process about to start: a wrong environment is said in its own words, without a stack, and exits. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** One message per variable, however many checks it failed. */
function schemaProblems(error: z.ZodError, given: Record<string, string | undefined>) {
  const variables = new Set(error.issues.map((issue) => String(issue.path[0])));
  return [...variables].map((variable) => {
    const info = about.get(environmentSchema.shape[variable as Variable]);
    const got = info?.secret ? '' : `, got ${JSON.stringify(given[variable])}`;
    return { variable, message: `expected ${info?.expected ?? 'another value'}${got}` };
  });
}

/**
 * Production runs on secrets and services it was given: never on secrets it made itself in a data folder,
 * and never writing mail (reset codes included) to local files.
 */
function productionProblems(given: Record<string, string | undefined>) {
  const problems: { variable: Variable; message: string }[] = [];
  const jwtSecret = given.JWT_SECRET;
  if (!jwtSecret || jwtSecret.length < 32)
    problems.push({
      variable: 'JWT_SECRET',
      message: 'must be set to a random value of at least 32 characters in production',
    });
  const callbackToken = given.MPESA_CALLBACK_TOKEN;
  if (!callbackToken || callbackToken.length < 16)
    problems.push({
      variable: 'MPESA_CALLBACK_TOKEN',
      message: 'must be set to a random value of at least 16 characters in production',
    });
  if (!given.MPESA_BASE_URL)
    problems.push({ variable: 'MPESA_BASE_URL', message: 'must point at Daraja in production' });
  if (!given.DATABASE_URL) problems.push({ variable: 'DATABASE_URL', message: 'must be set in production' });
  if (!given.AT_USERNAME || !given.AT_API_KEY)
    problems.push({
      variable: given.AT_USERNAME ? 'AT_API_KEY' : 'AT_USERNAME',
      message: "must be set in production: SMS go to people through Africa's Talking, never to local files",
    });
  const atToken = given.AT_CALLBACK_TOKEN;
  if (!atToken || atToken.length < 16)
    problems.push({
      variable: 'AT_CALLBACK_TOKEN',
      message: 'must be set to a random value of at least 16 characters in production',
    });
  if (!given.SMTP_URL)
    problems.push({
      variable: 'SMTP_URL',
      message: 'must be set in production: reset codes and other mail go to people, never to local files',
    });
  return problems;
}

/** A throwaway config for tests: its own data folder and secrets, kept in memory (nothing written). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig(
    { ...process.env, NODE_ENV: 'test', PORT: '0', JWT_SECRET: '', MPESA_CALLBACK_TOKEN: '' },
    { localSecrets: randomSecrets },
  );
  return {
    ...base,
    seedDemo: false,
    // Each test server counts alone: a shared Redis would mix the hits of parallel test files.
    redisUrl: undefined,
    rateLimitScale: 1000,
    // Tests read their own writes at once.
    browseCacheMs: 0,
    // The simulated customer answers at once unless a test run asks for a slower one.
    simulatorDelayMs: process.env.SIMULATOR_DELAY_MS ? base.simulatorDelayMs : 50,
    ...overrides,
  };
}
