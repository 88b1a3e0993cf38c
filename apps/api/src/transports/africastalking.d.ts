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
