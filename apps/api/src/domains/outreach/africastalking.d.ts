// The official SDK ships no types; only what sms.ts uses is declared.
declare module 'africastalking' {
  interface Recipient {
    statusCode: number;
    number: string;
    status: string;
    cost: string;
    messageId: string;
  }
  interface SmsResult {
    SMSMessageData: { Message: string; Recipients: Recipient[] };
  }
  interface Client {
    SMS: { send(params: { to: string[]; message: string; from?: string }): Promise<SmsResult> };
  }
  export default function AfricasTalking(options: { username: string; apiKey: string }): Client;
}

declare module 'africastalking/lib/common.js' {
  /** The bulk SMS endpoint, read on every send. */
  export let SMS_URL: string;
}
