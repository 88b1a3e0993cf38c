import type { Payment } from './queries.ts';

export const paymentJson = (p: Payment) => ({
  id: p.id,
  checkout_request_id: p.checkoutRequestId ?? '',
  merchant_request_id: p.merchantRequestId ?? '',
  subscription_type: p.subscriptionType,
  target: p.targetId,
  amount: p.amount,
  phone_number: p.phoneNumber,
  status: p.status,
  result_code: p.resultCode,
  result_desc: p.resultDesc,
  receipt: p.receipt,
  created_at: p.createdAt.toISOString(),
});
