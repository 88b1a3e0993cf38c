import type { components } from '@urembo/api-client/schema';
import type { Topic } from './preferences.ts';

/** What a notification is about, as openapi.yaml's NotificationKind: a vendor's denial is a booking_cancelled too. */
export type NotificationKind = components['schemas']['NotificationKind'];

interface KindEntry {
  /** Which of the user's choices (preferences.ts) decides whether it is sent by SMS or e-mail. */
  topic: Topic;
  /**
   * Whether its notice may carry an SMS: something to act on or a plan that changed. The others are worth
   * the bell and an e-mail only.
   */
  texted: boolean;
}

/**
 * Every kind of notification, one entry each: the type makes a kind added to openapi.yaml need its entry
 * here, and test/notification-kinds.test.ts that this table names no kind the contract does not.
 */
export const NOTIFICATION_KINDS = {
  booking_requested: { topic: 'bookings', texted: true },
  booking_confirmed: { topic: 'bookings', texted: true },
  booking_cancelled: { topic: 'bookings', texted: true },
  booking_completed: { topic: 'bookings', texted: false },
  booking_rescheduled: { topic: 'bookings', texted: true },
  employment_requested: { topic: 'hiring', texted: true },
  employment_accepted: { topic: 'hiring', texted: true },
  employment_declined: { topic: 'hiring', texted: true },
  employment_invited: { topic: 'hiring', texted: true },
  employment_invitation_accepted: { topic: 'hiring', texted: true },
  employment_invitation_declined: { topic: 'hiring', texted: true },
  employment_withdrawn: { topic: 'hiring', texted: false },
  employment_ended: { topic: 'hiring', texted: true },
  employee_added: { topic: 'hiring', texted: false },
  review_received: { topic: 'reviews', texted: false },
  payment_confirmed: { topic: 'payments', texted: true },
  payment_failed: { topic: 'payments', texted: true },
  booking_staff_released: { topic: 'bookings', texted: true },
  booking_no_show: { topic: 'bookings', texted: false },
  subscription_expiring: { topic: 'payments', texted: true },
} as const satisfies Record<NotificationKind, KindEntry>;

/** The kinds whose notice may carry an SMS. */
export type TextedKind = {
  [K in NotificationKind]: (typeof NOTIFICATION_KINDS)[K]['texted'] extends true ? K : never;
}[NotificationKind];
