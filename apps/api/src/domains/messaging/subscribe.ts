import type { Deps } from '../../deps.ts';
import { subscribePaymentEvents } from './on-payments.ts';
import { subscribeEmploymentEvents } from './on-employment.ts';
import { subscribeReviewEvents } from './on-reviews.ts';
import { subscribeBookingEvents } from './on-bookings.ts';
import { subscribeStaffReleases } from './on-staff-release.ts';

/**
 * Messaging reacts to what the other domains say happened (events/index.ts): each `on-<domain>.ts` here
 * subscribes to that domain's events and turns them into the in-app notice, its SMS and e-mail, the live
 * signal and the reminders. Registered once at start, before the server answers.
 */
export function subscribeMessaging(deps: Deps): void {
  subscribePaymentEvents(deps);
  subscribeEmploymentEvents(deps);
  subscribeReviewEvents(deps);
  subscribeBookingEvents(deps);
  subscribeStaffReleases(deps);
}
