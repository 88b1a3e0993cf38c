import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiTimestamp } from '@urembo/kenya';
import { DarajaClient, DarajaError, darajaPassword } from '../src/domains/payments/daraja.ts';
import { comparePhone } from '../src/domains/payments/settle.ts';
import { DarajaSimulator, SIMULATOR_PHONES } from '../src/domains/payments/simulator.ts';

const SANDBOX = {
  consumerKey: 'key',
  consumerSecret: 'secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

describe('Daraja timestamp and password', () => {
  it('writes the timestamp in Nairobi time (UTC+3), across midnight and the year end', () => {
    expect(nairobiTimestamp(new Date('2016-02-16T13:56:27Z'))).toBe('20160216165627');
    expect(nairobiTimestamp(new Date('2026-12-31T22:30:05Z'))).toBe('20270101013005');
    expect(nairobiTimestamp(new Date('2026-06-01T00:00:00Z'))).toBe('20260601030000');
  });

  it("matches Safaricom's published sandbox password for shortcode 174379", () => {
    expect(darajaPassword(SANDBOX.shortcode, SANDBOX.passkey, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
  });
});

describe('DarajaClient against the simulator', () => {
  const simulator = new DarajaSimulator({ ...SANDBOX, delayMs: 300, tokenLifetimeSeconds: 120 });
  let clock = Date.now();
  let client: DarajaClient;
  beforeAll(async () => {
    client = new DarajaClient({ ...SANDBOX, baseUrl: await simulator.start() }, () => clock);
  });
  afterAll(() => simulator.close());

  const push = (phoneNumber: string = SIMULATOR_PHONES.success) =>
    client.stkPush({
      amount: 200,
      phoneNumber,
      callbackUrl: 'http://127.0.0.1:9/unused/',
      accountReference: 'UREMBO1',
      transactionDesc: 'Contact',
    });

  it('caches the OAuth token until shortly before expires_in, then fetches a new one', async () => {
    const before = simulator.tokensIssued;
    await Promise.all([client.accessToken(), client.accessToken(), push()]);
    await push();
    expect(simulator.tokensIssued - before).toBe(1);
    clock += 59_000; // 120 s token, renewed 60 s early
    await push();
    expect(simulator.tokensIssued - before).toBe(1);
    clock += 2_000;
    await push();
    expect(simulator.tokensIssued - before).toBe(2);
  });

  it('sends the push as Daraja expects it, so the simulator accepts it', async () => {
    const accepted = await push();
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_\d+/);
    const stored = simulator.pushes.get(accepted.checkoutRequestId);
    expect(stored).toMatchObject({ amount: 200, phoneNumber: SIMULATOR_PHONES.success });
  });

  it('reports a push Daraja refuses as a DarajaError with its code', async () => {
    const refusal = await push(SIMULATOR_PHONES.pushRefused).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DarajaError);
    expect(refusal).toMatchObject({ status: 500, errorCode: '500.001.1001' });
  });

  it('refuses wrong credentials: the password is checked against shortcode, passkey and timestamp', async () => {
    const wrong = new DarajaClient({ ...SANDBOX, passkey: 'not-the-passkey', baseUrl: simulator.url });
    await expect(
      wrong.stkPush({
        amount: 1,
        phoneNumber: SIMULATOR_PHONES.success,
        callbackUrl: 'http://127.0.0.1:9/',
        accountReference: 'X',
        transactionDesc: 'X',
      }),
    ).rejects.toThrow(/400\.002\.05/);
    const badKey = new DarajaClient({ ...SANDBOX, consumerSecret: 'wrong', baseUrl: simulator.url });
    await expect(badKey.accessToken()).rejects.toThrow(/Invalid Authentication/);
  });

  it('queries a push: processing while the prompt is open, then the final ResultCode', async () => {
    const accepted = await push(SIMULATOR_PHONES.cancelled);
    expect(await client.stkQuery(accepted.checkoutRequestId)).toEqual({ state: 'processing' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await client.stkQuery(accepted.checkoutRequestId)).toMatchObject({
      state: 'done',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  it('keeps AccountReference and amounts within what Daraja accepts', async () => {
    await expect(
      client.stkPush({
        amount: 200.5,
        phoneNumber: SIMULATOR_PHONES.success,
        callbackUrl: 'http://127.0.0.1:9/',
        accountReference: 'A',
        transactionDesc: 'B',
      }),
    ).rejects.toThrow(RangeError);
    await expect(
      client.stkPush({
        amount: 200,
        phoneNumber: SIMULATOR_PHONES.success,
        callbackUrl: 'http://127.0.0.1:9/',
        accountReference: 'THIRTEEN-CHAR',
        transactionDesc: 'B',
      }),
    ).rejects.toThrow(/AccountReference/);
  });

  it('reports an unreachable Daraja as a DarajaError', async () => {
    const offline = new DarajaClient({ ...SANDBOX, baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.accessToken()).rejects.toThrow(/could not be reached/);
  });
});

describe("a callback's phone number against the payer's (254708374149)", () => {
  it.each([
    ['254708374149', 'same'],
    ['2547****149', 'same'],
    ['254708***149', 'same'],
    ['254708******', 'same'],
    ['+254 708 374 149', 'same'],
    ['254712345678', 'different'],
    ['2547****999', 'different'],
    ['2557****149', 'different'],
    ['254708374149999', 'different'],
    ['*', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    ['2547****', 'unknown'],
    ['****149', 'unknown'],
    ['25****49', 'unknown'],
    ['9f86d081884c7d659a2feaa0c55ad015', 'unknown'],
  ] as const)('%s is %s', (reported, expected) => {
    expect(comparePhone(SIMULATOR_PHONES.success, reported)).toBe(expected);
  });
});
