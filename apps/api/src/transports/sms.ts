import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AfricasTalking from 'africastalking';

/**
 * SMS through Africa's Talking with its official SDK; without an API key, through a local simulator that
 * speaks the same HTTP protocol (the SDK itself talks to it), so `pnpm start` and the tests send real
 * requests and every message lands in `DATA_DIR/sms-outbox/` as one JSON file.
 */
export interface SmsClient {
  /** 'africastalking', 'sandbox' or the simulator's outbox folder. */
  readonly target: string;
  send(to: string, message: string): Promise<SmsOutcome>;
}

/**
 * `sent`: the provider took it. `refused`: it never will for this number (invalid, opted out, on
 * do-not-disturb): trying again is pointless. A provider that is down or slow throws instead, so the job
 * is tried again later.
 */
export type SmsOutcome = { sent: true; messageId: string } | { sent: false; reason: string };

export const OPTED_OUT = 'the person opted out of our messages (STOP)';

/** Africa's Talking's per-recipient codes that no retry will change. */
const PERMANENT = new Map([
  [403, 'not a valid phone number'],
  [404, 'number type not supported'],
  [406, OPTED_OUT],
  [409, 'the number is on do-not-disturb'],
]);
const SEND_TIMEOUT_MS = 20_000;

/** 100 processed, 101 sent, 102 queued. */
const ACCEPTED = new Set([100, 101, 102]);

export function africasTalkingClient(options: {
  username: string;
  apiKey: string;
  senderId: string | undefined;
  /** The simulator's origin: the SDK has no base-URL option, but reads its endpoint on every send. */
  baseUrl?: string;
  target?: string;
  /** How long a send may take before it fails (and its job is tried again). */
  timeoutMs?: number;
}): SmsClient {
  const sdk = AfricasTalking({ username: options.username, apiKey: options.apiKey });
  // The SDK's endpoint is one module-wide value (the sandbox's once a sandbox client exists), read as each
  // send starts: every client puts its own back just before sending, so clients of one process (tests
  // run several servers) never send to each other's.
  const common = createRequire(import.meta.url)('africastalking/lib/common.js') as { SMS_URL: string };
  const endpoint = options.baseUrl ? `${options.baseUrl}/version1/messaging` : common.SMS_URL;
  return {
    target: options.target ?? (options.username === 'sandbox' ? 'sandbox' : 'africastalking'),
    async send(to, message) {
      // The SDK sets no timeout: a provider that hangs must fail the job (to be tried again), not hold it.
      common.SMS_URL = endpoint;
      const result = await Promise.race([
        sdk.SMS.send({ to: [`+${to}`], message, ...(options.senderId ? { from: options.senderId } : {}) }),
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error("Africa's Talking did not answer in time")),
            options.timeoutMs ?? SEND_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
      const recipient = result.SMSMessageData.Recipients[0];
      if (!recipient) throw new Error(`Africa's Talking took no recipient: ${result.SMSMessageData.Message}`);
      if (ACCEPTED.has(recipient.statusCode)) return { sent: true, messageId: recipient.messageId };
      const permanent = PERMANENT.get(recipient.statusCode);
      if (permanent) return { sent: false, reason: permanent };
      throw new Error(`Africa's Talking answered ${recipient.statusCode} ${recipient.status}`);
    },
  };
}

/** What the simulator keeps of each message, as its outbox file holds it. */
export interface SimulatedSms {
  to: string;
  from: string;
  message: string;
  at: string;
  messageId: string;
}

/** Numbers that make the simulator answer as Africa's Talking does for them. */
export const SMS_SIMULATOR_PHONES = {
  /** Africa's Talking is down: HTTP 500, the job is tried again. */
  providerDown: '254700000500',
  /** The person sent STOP: status 406 UserInBlacklist. */
  optedOut: '254700000406',
} as const;

export interface SmsSimulator {
  url: string;
  apiKey: string;
  /** Every message taken, oldest first. */
  sent: SimulatedSms[];
  /** While true, every send answers 500 as an outage would. */
  failing: boolean;
  /** While true, sends are taken and never answered, as a provider that hangs. */
  hanging: boolean;
  /** Where it posts delivery reports and opt-outs, as Africa's Talking does to the URLs set in its dashboard. */
  reportTo: SmsCallbacks | undefined;
  /** The owner of `phone` replies STOP: the opt-out is posted, and later sends to it answer 406. */
  stop(phone: string): Promise<void>;
  /** The HTTP status each callback it posted got back (0: the server did not answer). */
  callbackAnswers: { callback: 'delivery report' | 'opt-out'; status: number }[];
  close(): Promise<void>;
}

export interface SmsCallbacks {
  deliveryReports: string;
  optOuts: string;
}

/** The callback URLs of a server at `origin`, as they are given to Africa's Talking. */
export const smsCallbacks = (origin: string, token: string): SmsCallbacks => ({
  deliveryReports: `${origin}/api/sms/delivery-reports/${token}/`,
  optOuts: `${origin}/api/sms/opt-outs/${token}/`,
});

/** Posts a form as Africa's Talking's callbacks do; a server that is down just misses it (status 0). */
async function postForm(
  url: string | undefined,
  fields: Record<string, string>,
): Promise<number | undefined> {
  if (!url) return undefined;
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) }).catch(
    () => undefined,
  );
  return response?.status ?? 0;
}

export const SIMULATOR_API_KEY = 'simulator-api-key';

export async function startSmsSimulator(options: { outbox?: string }): Promise<SmsSimulator> {
  const simulator: SmsSimulator = {
    url: '',
    apiKey: SIMULATOR_API_KEY,
    sent: [],
    failing: false,
    hanging: false,
    reportTo: undefined,
    callbackAnswers: [],
    stop: async (phone) => {
      const number = `+${phone.replace(/^\+/, '')}`;
      stopped.add(number);
      const status = await postForm(simulator.reportTo?.optOuts, {
        senderId: 'AFRICASTKNG',
        phoneNumber: number,
      });
      if (status !== undefined) simulator.callbackAnswers.push({ callback: 'opt-out', status });
    },
    close: async () => {},
  };
  const stopped = new Set<string>();
  const server: Server = createServer((request, response) => {
    if (simulator.hanging) return;
    void answer(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.method !== 'POST' || !request.url?.startsWith('/version1/messaging'))
      return { status: 404, body: { error: 'Not found' } };
    if (request.headers.apikey !== SIMULATOR_API_KEY)
      return { status: 401, body: { error: 'The supplied authentication is invalid' } };
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const form = new URLSearchParams(raw);
    const numbers = (form.get('to') ?? '').split(',').filter(Boolean);
    const message = form.get('message') ?? '';
    if (simulator.failing || numbers.some((n) => n.endsWith(SMS_SIMULATOR_PHONES.providerDown)))
      return { status: 500, body: { error: 'Internal Server Error' } };
    const recipients = numbers.map((number) => {
      if (number.endsWith(SMS_SIMULATOR_PHONES.optedOut) || stopped.has(number))
        return { statusCode: 406, number, status: 'UserInBlacklist', cost: '0', messageId: 'None' };
      const record: SimulatedSms = {
        to: number,
        from: form.get('from') ?? 'AFRICASTKNG',
        message,
        at: new Date().toISOString(),
        messageId: `ATXid_${randomUUID().replaceAll('-', '')}`,
      };
      simulator.sent.push(record);
      if (options.outbox) {
        mkdirSync(options.outbox, { recursive: true });
        writeFileSync(
          join(options.outbox, `${Date.now()}-${record.messageId}.json`),
          `${JSON.stringify(record, null, 2)}\n`,
        );
      }
      // The handset's receipt comes a moment later, as a delivery report.
      const report = {
        id: record.messageId,
        status: 'Success',
        phoneNumber: number,
        networkCode: '63902',
        retryCount: '0',
      };
      setTimeout(() => {
        void postForm(simulator.reportTo?.deliveryReports, report).then((status) => {
          if (status !== undefined) simulator.callbackAnswers.push({ callback: 'delivery report', status });
        });
      }, 50);
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId: record.messageId };
    });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(sent * 0.8).toFixed(4)}`,
          Recipients: recipients,
        },
      },
    };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  simulator.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return simulator;
}

/** Africa's Talking when a key is configured, else the local simulator writing to `outbox`. */
export async function connectSms(options: {
  username: string | undefined;
  apiKey: string | undefined;
  senderId: string | undefined;
  outbox: string | undefined;
}): Promise<{ client: SmsClient; simulator: SmsSimulator | undefined }> {
  if (options.username && options.apiKey)
    return {
      client: africasTalkingClient({
        username: options.username,
        apiKey: options.apiKey,
        senderId: options.senderId,
      }),
      simulator: undefined,
    };
  const simulator = await startSmsSimulator({ outbox: options.outbox });
  return {
    client: africasTalkingClient({
      username: 'simulator',
      apiKey: simulator.apiKey,
      senderId: options.senderId,
      baseUrl: simulator.url,
      target: options.outbox ?? 'memory',
    }),
    simulator,
  };
}
