import { nairobiTimestamp } from '@urembo/kenya';

/** Safaricom Daraja "M-Pesa Express" (STK push): OAuth, the push itself and the status query. */

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Per call; Daraja sometimes hangs rather than refusing. */
  timeoutMs?: number;
}

export interface StkPushRequest {
  /** Whole shillings. */
  amount: number;
  /** Normalised 2547XXXXXXXX or 2541XXXXXXXX. */
  phoneNumber: string;
  callbackUrl: string;
  /** At most 12 characters, shown to the customer on the prompt. */
  accountReference: string;
  /** At most 13 characters. */
  transactionDesc: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** What the STK query knows: the final ResultCode, or that the customer has not answered yet. */
export type StkQueryResult =
  { state: 'done'; resultCode: number; resultDesc: string; raw: unknown } | { state: 'processing' };

/** Daraja refused the call or could not be reached; `message` is safe to log and store. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** Daraja's answer while the customer still has the prompt open. */
const STILL_PROCESSING = '500.001.1001';
/** Renew the token this long before Daraja says it expires, so no call goes out with a dying one. */
const TOKEN_MARGIN_MS = 60_000;

export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

declare module '../../deps.ts' {
  interface Deps {
    /** M-Pesa: Safaricom's Daraja, or the local simulator outside production. */
    daraja: DarajaClient;
  }
}

export class DarajaClient {
  private token: { value: string; renewAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(
    readonly settings: DarajaSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached OAuth token, fetched once for concurrent callers and renewed before it expires. */
  async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { consumerKey, consumerSecret } = this.settings;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    const body = await this.call('GET', '/oauth/v1/generate?grant_type=client_credentials', {
      authorization: `Basic ${basic}`,
    });
    const value = body.access_token;
    const expiresIn = Number(body.expires_in);
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn))
      throw new DarajaError('Daraja returned no usable access token');
    this.token = { value, renewAt: this.now() + Math.max(0, expiresIn * 1000 - TOKEN_MARGIN_MS) };
    return value;
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    if (!Number.isInteger(request.amount) || request.amount < 1)
      throw new RangeError('M-Pesa amounts are whole shillings');
    if (request.accountReference.length > 12)
      throw new RangeError('AccountReference is at most 12 characters');
    if (request.transactionDesc.length > 13) throw new RangeError('TransactionDesc is at most 13 characters');
    const { shortcode } = this.settings;
    const body = await this.authorised('/mpesa/stkpush/v1/processrequest', {
      ...this.credentials(),
      TransactionType: 'CustomerPayBillOnline',
      Amount: request.amount,
      PartyA: request.phoneNumber,
      PartyB: shortcode,
      PhoneNumber: request.phoneNumber,
      CallBackURL: request.callbackUrl,
      AccountReference: request.accountReference,
      TransactionDesc: request.transactionDesc,
    });
    if (String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string')
      throw new DarajaError(
        `Daraja did not accept the push: ${body.ResponseDescription ?? 'no reason given'}`,
      );
    return {
      merchantRequestId: String(body.MerchantRequestID),
      checkoutRequestId: body.CheckoutRequestID,
      customerMessage: String(body.CustomerMessage ?? ''),
    };
  }

  async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
    try {
      const body = await this.authorised('/mpesa/stkpushquery/v1/query', {
        ...this.credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      const resultCode = Number(body.ResultCode);
      if (body.ResultCode === undefined || !Number.isInteger(resultCode))
        throw new DarajaError('Daraja answered the query without a ResultCode');
      return { state: 'done', resultCode, resultDesc: String(body.ResultDesc ?? ''), raw: body };
    } catch (error) {
      if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING)
        return { state: 'processing' };
      throw error;
    }
  }

  private credentials() {
    const { shortcode, passkey } = this.settings;
    const timestamp = nairobiTimestamp(new Date(this.now()));
    return {
      BusinessShortCode: shortcode,
      Password: darajaPassword(shortcode, passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** A call with the bearer token; a token Daraja no longer accepts is dropped and fetched again once. */
  private async authorised(path: string, payload: object): Promise<Record<string, unknown>> {
    const send = async () =>
      this.call(
        'POST',
        path,
        {
          authorization: `Bearer ${await this.accessToken()}`,
          'content-type': 'application/json',
        },
        JSON.stringify(payload),
      );
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof DarajaError) || error.status !== 401) throw error;
      this.token = undefined;
      return send();
    }
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Record<string, unknown>> {
    const url = new URL(path, this.settings.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new DarajaError(`Daraja could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Gateways in front of Daraja answer HTML on outages; the status says enough.
    }
    if (!response.ok) {
      const errorCode = typeof parsed.errorCode === 'string' ? parsed.errorCode : undefined;
      const reason = typeof parsed.errorMessage === 'string' ? parsed.errorMessage : response.statusText;
      throw new DarajaError(
        `Daraja answered ${response.status}${errorCode ? ` ${errorCode}` : ''}: ${reason}`,
        response.status,
        errorCode,
      );
    }
    return parsed;
  }
}
