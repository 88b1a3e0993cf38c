import { randomBytes } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  bookings,
  businessEmployees,
  businessProfiles,
  contactMessages,
  employmentRequests,
  entitlements,
  media,
  notifications,
  passwordResetCodes,
  payments,
  portfolioPhotos,
  professionalProfiles,
  reviews,
  services,
  users,
  vendorSchedules,
  vendorServices,
} from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { pages } from '../../http/pages.ts';
import type { Deps } from '../../deps.ts';
import { endSessions } from '../auth/index.ts';
import { vendorBookingsPage } from '../bookings/index.ts';
import { cancelReminders, notify, sms, textClientPhone } from '../messaging/index.ts';
import { text } from '../../i18n/text.ts';
import { nameText } from '../catalog/index.ts';
import { counterpartsOf, forgetInJobs, forgetInNotifications, whoIsForgotten } from './forget.ts';
import type { ErasedContact } from './outboxes.ts';

/** The name others' records show for a deleted account (reviews, bookings, payments). */
export const FORMER_USER = 'Former user';
/** Never a scrypt hash, so no password matches it. */
const NO_PASSWORD = 'deleted';
const ACCOUNT_DELETED = 'The account was deleted.';

/**
 * A deleted account's address: never deliverable (RFC 2606), under `.invalid`, which no sign-up or e-mail
 * change may use, so nothing collides with it; random, so nobody can name it (to ask for its reset, say);
 * and the real address is free again.
 */
export const deletedEmail = () => `deleted-${randomBytes(16).toString('hex')}@deleted.invalid`;

/** Keys of an M-Pesa message that name or reach a person (Daraja's callback and query answers). */
const PERSONAL_KEY = /phone|msisdn|firstname|middlename|lastname/i;

/** A stored Daraja message without the payer's phone number or name; amounts, receipts and dates stay. */
export function scrubPaymentMessage(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .filter(
        (item) =>
          !(item && typeof item === 'object' && 'Name' in item && PERSONAL_KEY.test(String(item.Name))),
      )
      .map(scrubPaymentMessage);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PERSONAL_KEY.test(key))
      .map(([key, inner]) => [key, scrubPaymentMessage(inner)]),
  );
}

const vendor = alias(users, 'vendor');

/**
 * Upcoming bookings of the account are cancelled and the other side told, so nobody waits for a client or
 * a vendor who is gone; past ones stay in the other side's history.
 */
async function cancelUpcomingBookings(tx: Tx, jobs: Deps['jobs'], userId: number, now: Date) {
  const upcoming = await tx
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      clientPhone: bookings.clientPhone,
      vendorId: bookings.vendorId,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      serviceName: services.name,
      vendorType: vendor.userType,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(vendor, eq(vendor.id, bookings.vendorId))
    .where(
      and(
        or(eq(bookings.customerId, userId), eq(bookings.vendorId, userId)),
        inArray(bookings.status, ['pending', 'confirmed']),
        gt(bookings.startsAt, now),
      ),
    )
    .for('update', { of: bookings });
  for (const b of upcoming) {
    const byCustomer = b.customerId === userId;
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        endedBy: byCustomer ? 'customer' : 'vendor',
        endReason: ACCOUNT_DELETED,
        proposedDate: null,
        proposedTime: null,
        proposedStartsAt: null,
        proposedEndsAt: null,
      })
      .where(eq(bookings.id, b.id));
    await cancelReminders(tx, jobs, b.id);
    if (byCustomer && b.vendorId !== userId)
      await notify(tx, jobs, {
        to: b.vendorId,
        kind: 'booking_cancelled',
        title: text('notification.bookingCancelled.title'),
        message: text('notification.bookingCancelled.clientDeleted', {
          service: nameText(b.serviceName),
          date: b.bookingDate,
        }),
        link: vendorBookingsPage(b.vendorType),
      });
    else if (!byCustomer && b.customerId === null)
      // A walk-in or phone client has no account: the SMS tells her, without the erased vendor's name.
      await textClientPhone(
        tx,
        jobs,
        b,
        'bookings',
        sms.vendorGone({ service: b.serviceName, date: b.bookingDate, time: b.bookingTime }),
      );
    else if (!byCustomer && b.customerId !== null)
      await notify(tx, jobs, {
        to: b.customerId,
        kind: 'booking_cancelled',
        title: text('notification.bookingCancelled.title'),
        message: text('notification.bookingCancelled.vendorDeleted', {
          service: nameText(b.serviceName),
          date: b.bookingDate,
        }),
        link: pages.appointments,
      });
  }
}

/**
 * Deletes the account's personal data and anonymises what others' records still need, in the caller's
 * transaction (docs/data-protection.md, decision 0025). The users row stays, so payments (kept for tax
 * law), reviews written ("Former user") and the other side's bookings keep their links; its e-mail is
 * replaced, so the address may sign up again, and the token version moves on, so every session ends.
 */
export async function eraseAccount(
  tx: Tx,
  deps: Pick<Deps, 'jobs' | 'events'>,
  userId: number,
  now = new Date(),
): Promise<ErasedContact | undefined> {
  const [account] = await tx
    .select({ email: users.email, phone: users.phoneNumber, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!account) return undefined;
  // Read before what tells them (bookings' client names, hiring, reviews) goes below.
  const who = await whoIsForgotten(tx, userId);
  const counterparts = await counterpartsOf(tx, userId);

  await cancelUpcomingBookings(tx, deps.jobs, userId, now);
  // A number's STOP stays (sms_opt_outs): it is its owner's choice, whoever holds the number next.
  // What the client typed for a visit (name, address, landmark) and the reasons they gave.
  await tx
    .update(bookings)
    .set({ clientName: '', address: '', landmark: '' })
    .where(eq(bookings.customerId, userId));
  await tx
    .update(bookings)
    .set({ endReason: '' })
    .where(
      and(
        sql`${bookings.endReason} <> ${ACCOUNT_DELETED}`,
        or(
          and(eq(bookings.customerId, userId), eq(bookings.endedBy, 'customer')),
          and(eq(bookings.vendorId, userId), eq(bookings.endedBy, 'vendor')),
        ),
      ),
    );

  // The profile, its menu and hours, and every image the account uploaded (portfolio rows cascade).
  await tx.delete(businessProfiles).where(eq(businessProfiles.userId, userId));
  await tx.delete(professionalProfiles).where(eq(professionalProfiles.userId, userId));
  await tx.delete(vendorServices).where(eq(vendorServices.vendorId, userId));
  await tx.delete(vendorSchedules).where(eq(vendorSchedules.vendorId, userId));
  await tx.delete(portfolioPhotos).where(eq(portfolioPhotos.vendorId, userId));
  await tx.delete(media).where(eq(media.ownerId, userId));

  // Hiring: questions and answers go; employment links end but stay, as reviews of them point there.
  await tx
    .delete(employmentRequests)
    .where(or(eq(employmentRequests.businessOwnerId, userId), eq(employmentRequests.professionalId, userId)));
  const ended = await tx
    .update(businessEmployees)
    .set({ endedAt: now })
    .where(
      and(
        or(eq(businessEmployees.businessId, userId), eq(businessEmployees.employeeId, userId)),
        isNull(businessEmployees.endedAt),
      ),
    )
    .returning({ businessId: businessEmployees.businessId, employeeId: businessEmployees.employeeId });

  // Others' opinions of the account have no subject any more; reviews it wrote stay, as "Former user".
  await tx.delete(reviews).where(eq(reviews.subjectId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${account.email})`);
  // What others were told of the account says "a former user" from now on; its own messages go.
  await forgetInNotifications(tx, who, counterparts);
  await forgetInJobs(tx, who, counterparts);

  // Payments stay for the Tax Procedures Act: amount, receipt and dates, without the phone number.
  const paid = await tx
    .select({ id: payments.id, raw: payments.rawCallback })
    .from(payments)
    .where(eq(payments.payerId, userId));
  for (const payment of paid)
    await tx
      .update(payments)
      .set({ phoneNumber: '', rawCallback: payment.raw === null ? null : scrubPaymentMessage(payment.raw) })
      .where(eq(payments.id, payment.id));

  await tx
    .update(users)
    .set({
      name: FORMER_USER,
      email: deletedEmail(),
      phoneNumber: null,
      passwordHash: NO_PASSWORD,
      profilePic: null,
      county: null,
      subCounty: null,
      emailVerified: false,
      marketingOptIn: false,
      messagePreferences: {},
      language: 'en',
      resetFailures: 0,
      resetLockedUntil: null,
      ratingAvg: 0,
      reviewCount: 0,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  await endSessions(tx, userId);
  // The account's card leaves the browse lists, and so does an employee from her business's, and the
  // other way round.
  const vendors = new Set(ended.flatMap((link) => [link.businessId, link.employeeId]));
  if (account.userType === 'Business Owner' || account.userType === 'Beauty Professional')
    vendors.add(userId);
  for (const vendorId of vendors) await deps.events.raise(tx, 'vendor.card_changed', { vendorId });
  return { email: account.email, phone: account.phone, names: [...who.names] };
}
