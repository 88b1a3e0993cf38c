import type { Deps } from '../../deps.ts';
import type { BodyOf } from '../../http/route.ts';
import type { StkResult } from './settle.ts';

/** Where Daraja posts the result of a push: the path carries a secret token. */
export function callbackUrl(deps: Deps): string {
  const { mpesa, publicUrl } = deps.config;
  const base = (mpesa.callbackBaseUrl ?? publicUrl).replace(/\/+$/, '');
  return `${base}/api/payments/mpesa-callback/${encodeURIComponent(mpesa.callbackToken)}/`;
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
