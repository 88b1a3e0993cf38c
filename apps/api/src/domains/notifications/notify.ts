import { notifications } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';

/** As openapi.yaml's NotificationKind: a vendor's denial is a booking_cancelled too. */
export type NotificationKind =
  | 'booking_requested'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_completed'
  | 'booking_rescheduled'
  | 'employment_requested'
  | 'employment_accepted'
  | 'employment_declined'
  | 'employment_invited'
  | 'employment_invitation_accepted'
  | 'employment_invitation_declined'
  | 'employment_withdrawn'
  | 'employee_added'
  | 'review_received'
  | 'payment_confirmed'
  | 'payment_failed';

/** Written in the caller's transaction, so an event and its notification land together or not at all. */
export async function notify(
  tx: Tx,
  userId: number,
  kind: NotificationKind,
  title: string,
  message: string,
  link: string | null = null,
): Promise<void> {
  await tx.insert(notifications).values({ userId, kind, title, message, link });
}
