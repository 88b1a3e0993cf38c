import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nairobiTimestamp } from '@urembo/kenya';
import { darajaPassword } from './daraja.ts';

/**
 * A local Daraja that speaks the same protocol as Safaricom's (paths, bodies, errors and the STK
 * callback), so payments work offline in `pnpm start` and in tests. The customer's answer is chosen
 * by the phone number the prompt goes to; see SIMULATOR_PHONES and the README.
 */

interface Outcome {
  resultCode: number;
  resultDesc: string;
  /** False when Daraja never calls back, so only the STK query can tell the result. */
  callsBack: boolean;
}

const SUCCESS: Outcome = {
  resultCode: 0,
  resultDesc: 'The service request is processed successfully.',
  callsBack: true,
};

export const SIMULATOR_PHONES = {
  success: '254708374149',
  cancelled: '254700001032',
  timeout: '254700001037',
  insufficientFunds: '254700000001',
  wrongPin: '254700002001',
  /** Paid, but the callback is lost on the way: only the STK query settles it. */
  callbackLost: '254700000404',
  /** Daraja refuses the push itself (HTTP 500). */
  pushRefused: '254700000500',
} as const;

const OUTCOMES: Record<string, Outcome> = {
  [SIMULATOR_PHONES.cancelled]: {
    resultCode: 1032,
    resultDesc: 'Request cancelled by user',
    callsBack: true,
  },
  [SIMULATOR_PHONES.timeout]: {
    resultCode: 1037,
    resultDesc: 'DS timeout user cannot be reached',
    callsBack: false,
  },
  [SIMULATOR_PHONES.insufficientFunds]: {
    resultCode: 1,
    resultDesc: 'The balance is insufficient for the transaction',
    callsBack: true,
  },
  [SIMULATOR_PHONES.wrongPin]: {
    resultCode: 2001,
    resultDesc: 'The initiator information is invalid.',
    callsBack: true,
  },
  [SIMULATOR_PHONES.callbackLost]: { ...SUCCESS, callsBack: false },
};

export interface SimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** How long the "customer" takes to answer the prompt. */
  delayMs: number;
  /** Seconds, as Daraja's expires_in. */
  tokenLifetimeSeconds?: number;
}

export interface SimulatedPush {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phoneNumber: string;
  callbackUrl: string;
  outcome: Outcome;
  receipt: string;
  answersAt: number;
}

export interface DeliveredCallback {
  checkoutRequestId: string;
  payload: StkCallbackPayload;
  status: number | 'unreachable';
}

export interface StkCallbackPayload {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: { Name: string; Value?: number | string }[] };
    };
  };
}

class DarajaFault extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (what: string) => new DarajaFault(400, '400.002.02', `Bad Request - Invalid ${what}`);

export class DarajaSimulator {
  readonly pushes = new Map<string, SimulatedPush>();
  readonly callbacks: DeliveredCallback[] = [];
  tokensIssued = 0;
  private readonly tokens = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private server: Server | undefined;
  url = '';

  constructor(readonly options: SimulatorOptions) {}

  async start(host = '127.0.0.1', port = 0): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.server = server;
    const address = server.address() as AddressInfo;
    this.url = `http://${host}:${address.port}`;
    return this.url;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The callback Daraja sends for this push, as built on success or failure. */
  callbackFor(push: SimulatedPush): StkCallbackPayload {
    const stkCallback: StkCallbackPayload['Body']['stkCallback'] = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: push.outcome.resultCode,
      ResultDesc: push.outcome.resultDesc,
    };
    if (push.outcome.resultCode === 0)
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: push.amount },
          { Name: 'MpesaReceiptNumber', Value: push.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date(push.answersAt))) },
          { Name: 'PhoneNumber', Value: Number(push.phoneNumber) },
        ],
      };
    return { Body: { stkCallback } };
  }

  /** Posts a callback to a CallBackURL as Daraja does: JSON, no retries. */
  async deliver(
    url: string,
    checkoutRequestId: string,
    payload: StkCallbackPayload,
  ): Promise<number | 'unreachable'> {
    let status: number | 'unreachable';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'unreachable';
    }
    this.callbacks.push({ checkoutRequestId, payload, status });
    return status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const url = new URL(req.url ?? '/', 'http://simulator');
      if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        return answer(200, this.issueToken(req, url));
      }
      if (req.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
        this.requireToken(req);
        return answer(200, this.push(await readJson(req)));
      }
      if (req.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
        this.requireToken(req);
        return answer(200, this.query(await readJson(req)));
      }
      throw new DarajaFault(404, '404.001.01', 'Resource not found');
    } catch (error) {
      const fault =
        error instanceof DarajaFault ? error : new DarajaFault(500, '500.001.01', 'Internal Server Error');
      answer(fault.status, {
        requestId: randomUUID(),
        errorCode: fault.errorCode,
        errorMessage: fault.message,
      });
    }
  }

  private issueToken(req: IncomingMessage, url: URL) {
    const expected = Buffer.from(`${this.options.consumerKey}:${this.options.consumerSecret}`).toString(
      'base64',
    );
    if (url.searchParams.get('grant_type') !== 'client_credentials')
      throw new DarajaFault(400, '400.008.02', 'Invalid grant type passed');
    if (req.headers.authorization !== `Basic ${expected}`)
      throw new DarajaFault(400, '400.008.01', 'Invalid Authentication passed');
    const lifetime = this.options.tokenLifetimeSeconds ?? 3599;
    const token = randomBytes(18).toString('base64url');
    this.tokens.set(token, Date.now() + lifetime * 1000);
    this.tokensIssued += 1;
    return { access_token: token, expires_in: String(lifetime) };
  }

  private requireToken(req: IncomingMessage): void {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? this.tokens.get(token) : undefined;
    if (!expiresAt || expiresAt < Date.now())
      throw new DarajaFault(401, '404.001.03', 'Invalid Access Token');
  }

  private checkCredentials(body: Record<string, unknown>): void {
    const { shortcode, passkey } = this.options;
    if (String(body.BusinessShortCode) !== shortcode) throw badRequest('BusinessShortCode');
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) throw badRequest('Timestamp');
    if (body.Password !== darajaPassword(shortcode, passkey, timestamp))
      throw new DarajaFault(400, '400.002.05', 'Invalid Request Payload');
  }

  private push(body: Record<string, unknown>) {
    this.checkCredentials(body);
    const phone = String(body.PhoneNumber ?? '');
    if (body.TransactionType !== 'CustomerPayBillOnline') throw badRequest('TransactionType');
    if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1)
      throw badRequest('Amount');
    if (!/^254(7|1)\d{8}$/.test(phone)) throw badRequest('PhoneNumber');
    if (String(body.PartyA) !== phone) throw badRequest('PartyA');
    if (String(body.PartyB) !== this.options.shortcode) throw badRequest('PartyB');
    const callbackUrl = String(body.CallBackURL ?? '');
    if (!/^https?:\/\/\S+$/.test(callbackUrl)) throw badRequest('CallBackURL');
    const reference = String(body.AccountReference ?? '');
    if (!reference || reference.length > 12) throw badRequest('AccountReference');
    const desc = String(body.TransactionDesc ?? '');
    if (!desc || desc.length > 13) throw badRequest('TransactionDesc');
    if (phone === SIMULATOR_PHONES.pushRefused)
      throw new DarajaFault(
        500,
        '500.001.1001',
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      );

    const push: SimulatedPush = {
      merchantRequestId: `${randomInt(10000, 99999)}-${randomInt(1e7, 9e7)}-1`,
      checkoutRequestId: `ws_CO_${nairobiTimestamp()}${randomInt(1e9, 9e9)}`,
      amount: body.Amount,
      phoneNumber: phone,
      callbackUrl,
      outcome: OUTCOMES[phone] ?? SUCCESS,
      receipt: randomBytes(8).toString('hex').toUpperCase().replace(/^./, 'S').slice(0, 10),
      answersAt: Date.now() + this.options.delayMs,
    };
    this.pushes.set(push.checkoutRequestId, push);
    if (push.outcome.callsBack) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.deliver(push.callbackUrl, push.checkoutRequestId, this.callbackFor(push));
      }, this.options.delayMs);
      this.timers.add(timer);
    }
    return {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  }

  private query(body: Record<string, unknown>) {
    this.checkCredentials(body);
    const push = this.pushes.get(String(body.CheckoutRequestID ?? ''));
    if (!push) throw badRequest('CheckoutRequestID');
    if (Date.now() < push.answersAt)
      throw new DarajaFault(500, '500.001.1001', 'The transaction is being processed');
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(push.outcome.resultCode),
      ResultDesc: push.outcome.resultDesc,
    };
  }
}

const randomInt = (min: number, max: number) => Math.floor(min + Math.random() * (max - min));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Answered below as Daraja does for an unreadable body.
  }
  throw new DarajaFault(400, '400.002.02', 'Bad Request - Invalid JSON');
}
