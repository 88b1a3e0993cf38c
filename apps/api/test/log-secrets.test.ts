import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuredSecrets,
  configurationRows,
  loadConfig,
  randomSecrets,
  type Variable,
} from '../src/config.ts';
import { maskSecrets } from '../src/http/logging.ts';
import { SIMULATOR_PHONES } from '../src/domains/payments/simulator.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { Caller } from './client.ts';
import { PASSWORD, register, type User } from './fixtures.ts';

/**
 * Issue 37, findings 8 and 9: the Africa's Talking callback token was logged in its URLs (only M-Pesa's
 * was masked), and refused M-Pesa callbacks were logged with the payer's phone number. A server logging
 * at trace level runs a session through every door a secret or a number comes in by (sign-in, uploads, a
 * payment and its callback, callbacks refused, delivery reports and STOP on the callback URLs); then every
 * line is searched for each configured secret and for phone numbers.
 */
const lines: string[] = [];
let server: TestServer;

const VENDOR_PHONE = '0798 765 432';
const CLIENT_PHONE = '0711 222 333';
// In a callback for a push nobody made: the number only the payload carries.
const STRANGER_MSISDN = 254_733_445_566;
const PHONES = ['798765432', '711222333', SIMULATOR_PHONES.success.slice(3), '733445566'];
const SMTP_PASSWORD = 'smtp-Pa55word-of-the-mail-relay';
const AT_API_KEY = 'atsk_0123456789abcdef0123456789abcdef';
const AT_TOKEN = 'at-callback-token-9f8e7d6c5b4a';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await startTestServer(
    {
      // Configured but not used by the test server (its mailer keeps mail in memory; a username is missing
      // for Africa's Talking, so the simulator answers): masked all the same.
      smtpUrl: `smtps://urembo:${SMTP_PASSWORD}@mail.example.co.ke:465`,
      sms: { username: undefined, apiKey: AT_API_KEY, senderId: undefined, callbackToken: AT_TOKEN },
    },
    { logger: { level: 'trace', stream } },
  );
  await runSession();
}, 60_000);
afterAll(() => server?.close());

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { ResultDesc?: string; detail?: string },
  };
}

async function settled(payer: User, checkoutRequestId: string) {
  for (let i = 0; i < 200; i += 1) {
    const res = await payer.get(`/api/payments/${checkoutRequestId}/`);
    if (res.body.status !== 'pending') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`payment ${checkoutRequestId} stayed pending`);
}

async function runSession() {
  const vendor = await register(server, 'professional', { phone: VENDOR_PHONE });
  const client = await register(server, 'customer', { phone: CLIENT_PHONE });
  const anyone = new Caller(server);
  expect(
    (await anyone.post('/api/oauth/', { json: { email: vendor.email, password: PASSWORD } })).status,
  ).toBe(200);
  expect(
    (await anyone.post('/api/oauth/', { json: { email: vendor.email, password: 'wrong' }, raw: true }))
      .status,
  ).toBe(401);

  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a52' } })
    .jpeg()
    .toBuffer();
  const photo = () => new File([new Uint8Array(jpeg)], 'me.jpg', { type: 'image/jpeg' });
  expect((await vendor.put('/api/me/photo/', { form: { photo: photo() } })).status).toBe(200);
  expect(
    (
      await vendor.post(`/api/vendors/${vendor.id}/portfolio/`, {
        form: { photo: photo(), caption: 'Braids' },
      })
    ).status,
  ).toBe(201);

  // A payment whose callback comes over HTTP from the Daraja simulator, to the URL with the token.
  const paid = await vendor.post('/api/initiate-payment/', {
    json: { subscription_type: 'PRO_ANNUAL', phone_number: SIMULATOR_PHONES.success },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  const checkoutRequestId = paid.body.payment.checkout_request_id as string;
  expect((await settled(vendor, checkoutRequestId)).status).toBe('success');

  // Refused callbacks, each carrying a phone number: the same callback again, and one for no known push.
  const callbackPath = `/api/payments/mpesa-callback/${encodeURIComponent(server.config.mpesa.callbackToken)}/`;
  const replay = server.simulator!.callbackFor(server.simulator!.pushes.get(checkoutRequestId)!);
  expect((await postJson(callbackPath, replay)).body.ResultDesc).toBe('Not applied: already settled');
  const unknown = structuredClone(replay);
  unknown.Body.stkCallback.CheckoutRequestID = 'ws_CO_000000000000000000';
  unknown.Body.stkCallback.CallbackMetadata!.Item = unknown.Body.stkCallback.CallbackMetadata!.Item.map(
    (item) => (item.Name === 'PhoneNumber' ? { ...item, Value: STRANGER_MSISDN } : item),
  );
  expect((await postJson(callbackPath, unknown)).body.ResultDesc).toBe('Not applied: unknown');
  expect((await postJson('/api/payments/mpesa-callback/guessed-token/', replay)).status).toBe(404);

  // Africa's Talking's callbacks: a delivery report, a bounce off the blacklist, and a STOP, each to the
  // URL with the token, as the simulator posts them.
  const reports = `/api/sms/delivery-reports/${AT_TOKEN}/`;
  const clientNumber = `+254${CLIENT_PHONE.replace(/\D/g, '').slice(1)}`;
  expect(
    (await postJson(reports, { id: 'ATXid_1', status: 'Success', phoneNumber: clientNumber })).status,
  ).toBe(200);
  const bounce = {
    id: 'ATXid_2',
    status: 'Rejected',
    phoneNumber: clientNumber,
    failureReason: 'UserInBlackList',
  };
  expect((await postJson(reports, bounce)).status).toBe(200);
  await server.smsSimulator.stop(`254${VENDOR_PHONE.replace(/\D/g, '').slice(1)}`);
  expect(server.smsSimulator.callbackAnswers.at(-1)).toEqual({ callback: 'opt-out', status: 200 });
  expect((await postJson('/api/sms/opt-outs/not-the-token/', { phoneNumber: clientNumber })).status).toBe(
    404,
  );
  expect((await client.get('/api/me/')).status).toBe(200);

  // A request's last line is written once its answer has gone: wait for every request's.
  const count = (message: string) => lines.filter((line) => line.includes(`"msg":"${message}"`)).length;
  for (let i = 0; i < 100 && count('request completed') < count('incoming request'); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

const withoutSpaces = (line: string) => line.replace(/\s/g, '');

describe('the log of a session', () => {
  it('holds the callbacks, with the secret in their paths masked', () => {
    const paths = lines.map((line) => JSON.parse(line)?.req?.url).filter(Boolean);
    expect(paths).toContain('/api/payments/mpesa-callback/[secret]/');
    expect(paths).toContain(`/api/sms/delivery-reports/[secret]/`);
    expect(paths).toContain(`/api/sms/opt-outs/[secret]/`);
    // A wrong token is no secret: it stays, so a prober shows in the log.
    expect(paths).toContain('/api/payments/mpesa-callback/guessed-token/');
  });

  it('holds no configured secret, however spelt', () => {
    const secrets = configuredSecrets(server.config);
    expect(secrets).toEqual(
      expect.arrayContaining([
        server.config.jwtSecret,
        server.config.mpesa.callbackToken,
        server.config.mpesa.consumerSecret,
        server.config.mpesa.passkey,
        AT_TOKEN,
        AT_API_KEY,
        SMTP_PASSWORD,
      ]),
    );
    const leaked = secrets.filter((secret) =>
      [secret, encodeURIComponent(secret)].some((spelling) =>
        lines.some((line) => line.includes(spelling) || withoutSpaces(line).includes(spelling)),
      ),
    );
    expect(leaked).toEqual([]);
  });

  it('says which callbacks were refused and why, without the phone number they carried', () => {
    const refused = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'M-Pesa callback not applied');
    expect(refused.map((entry) => entry.reason)).toEqual(['already settled', 'unknown']);
    expect(refused[1]).toMatchObject({ checkoutRequestId: 'ws_CO_000000000000000000', resultCode: 0 });
    const found = PHONES.filter((digits) => lines.some((line) => withoutSpaces(line).includes(digits)));
    expect(found, 'phone numbers in the log').toEqual([]);
    // Any Kenyan mobile number, in any spelling.
    const mobile = /(?<!\d)(?:\+?254|0)[17]\d{8}(?!\d)/;
    expect(lines.filter((line) => mobile.test(withoutSpaces(line)))).toEqual([]);
  });
});

describe('the secrets masked', () => {
  it('are every value the configuration schema marks secret', () => {
    const schemes: Partial<Record<Variable, string>> = {
      DATABASE_URL: 'postgres',
      DATABASE_DIRECT_URL: 'postgres',
      SMTP_URL: 'smtps',
      REDIS_URL: 'redis',
    };
    const secretRows = configurationRows().filter((row) => row.secret);
    expect(secretRows.length).toBeGreaterThanOrEqual(10);
    const values = Object.fromEntries(
      secretRows.map((row) => [row.variable, `${row.variable.toLowerCase()}-v4lue-${'x'.repeat(16)}`]),
    );
    const env = Object.fromEntries(
      secretRows.map(({ variable }) => {
        const scheme = schemes[variable];
        return [
          variable,
          scheme ? `${scheme}://someone:${values[variable]}@host.example:1/x` : values[variable],
        ];
      }),
    );
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: 'memory://', ...env },
      { localSecrets: randomSecrets },
    );
    expect(configuredSecrets(config)).toEqual(expect.arrayContaining(Object.values(values)));
  });

  it('are found as written, escaped in JSON and encoded in a URL; short values are left alone', () => {
    const mask = maskSecrets(['s3cr"et\\with/odd chars', 'shorty']);
    const secret = 's3cr"et\\with/odd chars';
    expect(mask(`a ${secret} b`)).toBe('a [secret] b');
    expect(mask(JSON.stringify({ url: `/x/${secret}/` }))).toBe('{"url":"/x/[secret]/"}');
    expect(mask(`/x/${encodeURIComponent(secret)}/`)).toBe('/x/[secret]/');
    expect(mask('shorty')).toBe('shorty');
  });
});
