import { zipSync, strToU8, type Zippable } from 'fflate';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  accountReports,
  bookings,
  businessEmployees,
  businessProfiles,
  employmentRequests,
  media,
  notifications,
  payments,
  portfolioPhotos,
  professionalProfiles,
  reviews,
  services,
  users,
  vendorSchedules,
  vendorServices,
} from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { bookingJson, bookingPage } from '../bookings/index.ts';
import { requestJson, requestPage } from '../employment/index.ts';
import { mediaUrl } from '../media/index.ts';
import { hasOptedOut, notificationJson, preferencesJson } from '../messaging/index.ts';
import { consentJson } from '../auth/index.ts';

/** Every row at once: an export is the whole history, not a page of it. */
const EVERYTHING = { page: 1, size: 2_147_483_647, offset: 0 };

export interface PhotoEntry {
  kind: 'profile' | 'portfolio' | 'cover';
  url: string;
  /** The file's path inside the archive. */
  file: string;
  caption?: string;
}

/** A photo and the media row holding its largest width. */
interface Photo {
  entry: PhotoEntry;
  mediaId: number;
}

const mediaIdOf = (url: string | null) => {
  const id = /^\/media\/(\d+)$/.exec(url ?? '')?.[1];
  return id ? Number(id) : undefined;
};

/**
 * The images the user uploaded: the profile photo and cover when they are the user's own uploads (the
 * generated initials avatar and the demo data's shared artwork are not), and the portfolio.
 */
async function photosOf(
  db: Db,
  userId: number,
  profilePic: string | null,
  cover: string | null,
  absolute: (path: string) => string,
): Promise<Photo[]> {
  const own = [mediaIdOf(profilePic), mediaIdOf(cover)].filter((id) => id !== undefined);
  const uploaded = new Set(
    own.length
      ? (
          await db
            .select({ id: media.id })
            .from(media)
            .where(
              and(
                inArray(media.id, own),
                eq(media.ownerId, userId),
                isNull(media.parentId),
                ne(media.contentType, 'image/svg+xml'),
              ),
            )
        ).map((row) => row.id)
      : [],
  );
  const single = (kind: 'profile' | 'cover', url: string | null): Photo[] => {
    const id = mediaIdOf(url);
    return id !== undefined && uploaded.has(id)
      ? [{ mediaId: id, entry: { kind, url: absolute(url!), file: `photos/${kind}-${id}.webp` } }]
      : [];
  };
  const portfolio = await db
    .select({ id: portfolioPhotos.id, mediaId: portfolioPhotos.mediaId, caption: portfolioPhotos.caption })
    .from(portfolioPhotos)
    .where(eq(portfolioPhotos.vendorId, userId))
    .orderBy(asc(portfolioPhotos.id));
  return [
    ...single('profile', profilePic),
    ...single('cover', cover),
    ...portfolio.map((p) => ({
      mediaId: p.mediaId,
      entry: {
        kind: 'portfolio' as const,
        url: absolute(mediaUrl(p.mediaId)),
        file: `photos/portfolio-${p.id}.webp`,
        caption: p.caption,
      },
    })),
  ];
}

/** A vendor's profile as the user filled it in, with the menu and the working hours. */
async function profileOf(db: Db, userId: number, userType: string) {
  const menu = await db
    .select({
      service: services.id,
      name: services.name,
      price_kes: vendorServices.priceKes,
      duration_minutes: vendorServices.durationMinutes,
    })
    .from(vendorServices)
    .innerJoin(services, eq(services.id, vendorServices.serviceId))
    .where(eq(vendorServices.vendorId, userId))
    .orderBy(asc(services.name));
  const [schedule] = await db.select().from(vendorSchedules).where(eq(vendorSchedules.vendorId, userId));
  const hours = schedule
    ? {
        weekly: schedule.weekly,
        exceptions: schedule.exceptions,
        buffer_minutes: schedule.bufferMinutes,
        capacity: schedule.capacity,
        places: schedule.places,
      }
    : null;
  if (userType === 'Business Owner') {
    const [p] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
    if (!p) return { profile: null, cover: null };
    return {
      cover: p.cover,
      profile: {
        business_name: p.businessName,
        business_location: p.businessLocation,
        business_bio: p.businessBio,
        county: p.county,
        sub_county: p.subCounty,
        service_category: p.categoryId,
        extra_categories: p.extraCategoryIds,
        is_available: p.isAvailable,
        menu,
        hours,
      },
    };
  }
  if (userType === 'Beauty Professional') {
    const [p] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId));
    if (!p) return { profile: null, cover: null };
    return {
      cover: null,
      profile: {
        bio: p.bio,
        county: p.county,
        sub_county: p.subCounty,
        experience_level: p.experienceLevel,
        is_available: p.isAvailable,
        employment_status: p.employmentStatus,
        current_employment: p.currentEmployment,
        target_employment: p.targetEmployment,
        working_hours_start: p.workingHoursStart,
        working_hours_end: p.workingHoursEnd,
        service_category: p.categoryId,
        extra_categories: p.extraCategoryIds,
        menu,
        hours,
      },
    };
  }
  return { profile: null, cover: null };
}

const subject = alias(users, 'subject');

/**
 * Everything held about the user (Data Protection Act, section 26), each record as the user sees it in
 * the app: bookings with the other side's name, but nothing of anyone the user has no record with.
 */
export async function collectMyData(db: Db, userId: number, publicUrl: string, now = new Date()) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`no user ${userId}`);
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  const { profile, cover } = await profileOf(db, userId, account.userType);

  const bookingRows = await bookingPage(
    db,
    [or(eq(bookings.customerId, userId), eq(bookings.vendorId, userId))!],
    EVERYTHING,
  ).rows;
  const written = await db
    .select({ review: reviews, subjectName: subject.name })
    .from(reviews)
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .where(eq(reviews.reviewerId, userId))
    .orderBy(desc(reviews.createdAt));
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.payerId, userId))
    .orderBy(desc(payments.createdAt));
  const notes = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const requests = await requestPage(
    db,
    [or(eq(employmentRequests.businessOwnerId, userId), eq(employmentRequests.professionalId, userId))!],
    EVERYTHING,
  ).rows;
  const links = await db
    .select()
    .from(businessEmployees)
    .where(or(eq(businessEmployees.businessId, userId), eq(businessEmployees.employeeId, userId)))
    .orderBy(asc(businessEmployees.createdAt));
  const reports = await db
    .select()
    .from(accountReports)
    .where(eq(accountReports.reporterId, userId))
    .orderBy(desc(accountReports.createdAt));
  const photos = await photosOf(db, userId, account.profilePic, cover, absolute);

  const data = {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      user_type: account.userType,
      name: account.name,
      email: account.email,
      email_verified: account.emailVerified,
      phone_number: account.phoneNumber,
      county: account.county,
      sub_county: account.subCounty,
      profile_pic: account.profilePic && absolute(account.profilePic),
      created_at: account.createdAt.toISOString(),
      ...consentJson(account),
      message_preferences: preferencesJson(account.messagePreferences),
      phone_verified_at: account.phoneVerifiedAt?.toISOString() ?? null,
      // As GET /api/me/ tells it: an unverified number's STOP is not the account's to read.
      sms_opted_out: Boolean(account.phoneVerifiedAt) && (await hasOptedOut(db, account.phoneNumber)),
      language: account.language,
    },
    profile,
    bookings: bookingRows.map((row) => ({
      as: row.booking.customerId === userId ? 'customer' : 'vendor',
      ...bookingJson(row, account.language),
    })),
    reviews_written: written.map(({ review, subjectName }) => ({
      id: review.id,
      reviewed_user: review.subjectId,
      reviewed_name: subjectName,
      rating: review.rating,
      review_text: review.reviewText,
      booking: review.bookingId,
      review_date: review.createdAt.toISOString(),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      subscription_type: p.subscriptionType,
      target: p.targetId,
      amount: p.amount,
      phone_number: p.phoneNumber,
      status: p.status,
      result_desc: p.resultDesc,
      receipt: p.receipt,
      created_at: p.createdAt.toISOString(),
      settled_at: p.settledAt?.toISOString() ?? null,
    })),
    notifications: notes.map(notificationJson),
    employment: [
      ...requests.map((r) => ({ record: r.direction, ...requestJson(r) })),
      ...links.map((link) => ({
        record: 'employment' as const,
        id: link.id,
        business: link.businessId,
        employee: link.employeeId,
        employment_start_date: link.employmentStartDate,
        ended_at: link.endedAt?.toISOString() ?? null,
        created_at: link.createdAt.toISOString(),
      })),
    ],
    reports_made: reports.map((r) => ({
      id: r.id,
      reported_user: r.reportedUserId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    photos: photos.map((photo) => photo.entry),
  };
  return { data, photos };
}

/**
 * The ZIP archive: data.json and each photo at its largest width (the ids are the user's own: checked
 * uploads and the user's portfolio rows). WebP is compressed already, so the
 * photos are stored as they are; only the JSON is deflated.
 */
export async function myDataArchive(
  db: Db,
  collected: Awaited<ReturnType<typeof collectMyData>>,
): Promise<Uint8Array> {
  const ids = collected.photos.map((photo) => photo.mediaId);
  const rows = ids.length
    ? await db.select({ id: media.id, data: media.data }).from(media).where(inArray(media.id, ids))
    : [];
  const bytes = new Map(rows.map((row) => [row.id, row.data]));
  const files: Zippable = { 'data.json': strToU8(JSON.stringify(collected.data, null, 2)) };
  for (const photo of collected.photos) {
    const data = bytes.get(photo.mediaId);
    if (data) files[photo.entry.file] = [new Uint8Array(data), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}
