import { timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import type { BodyOf } from '../../http/route.ts';
import type { StkResult } from './settle.ts';

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

/** Where Daraja posts the result of a push: the path carries a secret token. */
export function callbackUrl(deps: Deps): string {
  const { mpesa, publicUrl } = deps.config;
  const base = (mpesa.callbackBaseUrl ?? publicUrl).replace(/\/+$/, '');
  return `${base}/api/payments/mpesa-callback/${encodeURIComponent(mpesa.callbackToken)}/`;
}

/** The callback's token compared in constant time, so its answer times do not spell the secret. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

/** The STK result a callback carries; its metadata items hold the proof of a success. */
export function callbackResult(body: BodyOf<'receiveMpesaCallback'>): StkResult {
  const callback = body.Body.stkCallback;
  const items = (callback.CallbackMetadata?.Item ?? []).filter((item) => item.Value !== undefined);
  const item = (name: string) => items.find((i) => i.Name === name)?.Value;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  const phone = item('PhoneNumber');
  return {
    source: 'callback',
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
    // Daraja sends the amount and phone as numbers and the receipt as text; either may come as the other.
    amount: amount === undefined ? undefined : Number(amount),
    receipt: receipt === undefined ? undefined : String(receipt),
    phoneNumber: phone === undefined ? undefined : String(phone),
    raw: body,
  };
}
