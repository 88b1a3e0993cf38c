import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  customType,
  type ExtraConfigColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const USER_TYPES = ['Business Owner', 'Retail Customer', 'Beauty Professional'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_PLACES = ['vendor', 'client'] as const;
export type BookingPlace = (typeof BOOKING_PLACES)[number];
export const BOOKING_ORIGINS = ['online', 'walk_in', 'phone'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];
/** Why a vendor cancelled a confirmed booking (the client reads it in her language), beside her own words. */
export const VENDOR_CANCEL_REASONS = ['stylist_unavailable', 'emergency', 'closed', 'other'] as const;
export type VendorCancelReason = (typeof VENDOR_CANCEL_REASONS)[number];
export const INSTANT_BOOKING = ['off', 'all', 'returning'] as const;
export type InstantBooking = (typeof INSTANT_BOOKING)[number];
export const EMPLOYMENT_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type EmploymentRequestStatus = (typeof EMPLOYMENT_REQUEST_STATUSES)[number];
export const EMPLOYMENT_DIRECTIONS = ['request', 'invitation'] as const;
export type EmploymentDirection = (typeof EMPLOYMENT_DIRECTIONS)[number];
export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').$type<UserType>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /**
     * When the owner typed the code texted to phone_number. Until then the number gets no SMS but that
     * code: anyone can type anyone's number. Migration 0012's trigger clears it, and the pending code
     * below, whenever phone_number changes, whatever changes it.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The pending code's hash, bound to the account and the number it went to (auth/commands/phone.ts). */
    phoneCodeHash: text('phone_code_hash'),
    phoneCodeExpiresAt: timestamp('phone_code_expires_at', { withTimezone: true }),
    phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    profilePic: text('profile_pic'),
    /** A retail customer's home county (vendors keep theirs on the profile): where browsing starts. */
    county: text('county'),
    subCounty: text('sub_county'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Bumped on logout and password change: tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Which privacy notice the user agreed to at sign-up, and when (Data Protection Act: proof of consent). */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyConsentedAt: timestamp('privacy_consented_at', { withTimezone: true }),
    /** Marketing messages are a separate choice, off unless the user turns them on. */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** The language the user reads everything in (screens, API messages, notifications, SMS, e-mail). */
    language: text('language').$type<'en' | 'sw'>().notNull().default('en'),
    /** The SMS and e-mail the user turned off or on, by topic; what is not here follows the defaults. */
    messagePreferences: jsonb('message_preferences')
      .$type<Partial<Record<string, Partial<Record<'sms' | 'email', boolean>>>>>()
      .notNull()
      .default({}),
    /** Set when the user deleted the account: the row stays, anonymised, so payments and reviews keep their links. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Wrong reset codes since the last success, across codes: enough of them lock resets for a day. */
    resetFailures: integer('reset_failures').notNull().default(0),
    resetLockedUntil: timestamp('reset_locked_until', { withTimezone: true }),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_type_rating_idx').on(t.userType, t.ratingAvg),
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
    check(
      'users_type_check',
      sql`${t.userType} in ('Business Owner', 'Retail Customer', 'Beauty Professional')`,
    ),
  ],
);

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** A typical Kenyan price (KES): what a vendor's menu shows until the vendor sets its own. */
    priceKes: integer('price_kes').notNull().default(1000),
  },
  (t) => [uniqueIndex('services_name_unique').on(t.name), index('services_category_idx').on(t.categoryId)],
);

/**
 * Copies a vendor profile keeps for browsing (issue 21), written only by the triggers of migration 0010 in
 * the transaction that changes their source: the user's rating and review count (reviews/queries.ts writes
 * them on the user); from the menu, the services offered and the lowest price (the vendor's own, else the
 * catalogue's); and the text the search looks in (the user's name, the profile's own text and the names of
 * the services on the menu, one a line). With them a page of vendors is read off one index, in its order,
 * without the users table or the menu.
 */
const browseCopies = () => ({
  ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  serviceIds: integer('service_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Null while the menu is empty. */
  priceFrom: integer('price_from'),
  searchText: text('search_text').notNull().default(''),
});

/**
 * The browse indexes of a vendor profile, over vendors whose setup is done (the lists show no others):
 * best rated first (the lists' order) alone, within a county (case-insensitive, as the filter compares),
 * within a county and a main category, within a county among vendors with more categories (a county and
 * a category is the common filter: the two read only its matches), within a sub-county; and the trigram
 * index of the search text (pg_trgm: `ilike '%text%'`) and of the menu's services (migration 0011). The btree indexes also carry the filtered columns
 * (`INCLUDE`, written in migration 0010: drizzle-kit cannot express it), so that a list's matches are read
 * off the index alone.
 */
function browseIndexes(
  table: string,
  t: Record<
    | 'county'
    | 'subCounty'
    | 'userId'
    | 'searchText'
    | 'ratingAvg'
    | 'reviewCount'
    | 'categoryId'
    | 'extraCategoryIds'
    | 'serviceIds',
    ExtraConfigColumn
  >,
  setupDone: ReturnType<typeof sql>,
) {
  // As the lists sort: `desc` puts nulls first, so the index does too (the columns are never null).
  const order = () => [t.ratingAvg.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.userId] as const;
  return [
    index(`${table}_browse_idx`)
      .on(...order())
      .where(setupDone),
    index(`${table}_browse_county_idx`)
      .on(sql`lower(${t.county})`, ...order())
      .where(setupDone),
    index(`${table}_browse_county_category_idx`)
      .on(sql`lower(${t.county})`, t.categoryId, ...order())
      .where(setupDone),
    index(`${table}_browse_county_extras_idx`)
      .on(sql`lower(${t.county})`, ...order())
      .where(sql`${setupDone} and ${t.extraCategoryIds} <> '{}'`),
    index(`${table}_browse_sub_county_idx`)
      .on(sql`lower(${t.subCounty})`, ...order())
      .where(setupDone),
    index(`${table}_search_idx`)
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(setupDone),
    // A search naming a catalogue service also matches the menus offering it (`service_ids && ...`):
    // with this index the two indexes answer a search together, without reading every profile.
    index(`${table}_services_idx`).using('gin', t.serviceIds).where(setupDone),
  ];
}

export const businessProfiles = pgTable(
  'business_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull().default(''),
    businessLocation: text('business_location').notNull().default(''),
    businessBio: text('business_bio').notNull().default(''),
    county: text('county').notNull().default(''),
    subCounty: text('sub_county').notNull().default(''),
    categoryId: integer('service_category_id').references(() => serviceCategories.id),
    /** Up to two more categories after the main one (`categoryId`). */
    extraCategoryIds: integer('extra_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isAvailable: boolean('is_available').notNull().default(true),
    /** URL of the business's cover image (`/media/<id>`), or null. */
    cover: text('cover'),
    ...browseCopies(),
  },
  (t) => [
    index('business_profiles_county_idx').on(t.county, t.subCounty),
    ...browseIndexes('business_profiles', t, sql`${t.businessName} <> '' and ${t.county} <> ''`),
  ],
);

export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    county: text('county').notNull().default(''),
    subCounty: text('sub_county').notNull().default(''),
    experienceLevel: text('experience_level'),
    isAvailable: boolean('is_available').notNull().default(true),
    employmentStatus: text('employment_status').notNull().default(''),
    currentEmployment: text('current_employment').notNull().default(''),
    targetEmployment: text('target_employment').notNull().default(''),
    workingHoursStart: text('working_hours_start').notNull().default(''),
    workingHoursEnd: text('working_hours_end').notNull().default(''),
    categoryId: integer('service_category_id').references(() => serviceCategories.id),
    /** Up to two more categories after the main one (`categoryId`). */
    extraCategoryIds: integer('extra_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...browseCopies(),
  },
  (t) => [
    index('professional_profiles_county_idx').on(t.county, t.subCounty),
    index('professional_profiles_category_idx').on(t.categoryId),
    ...browseIndexes('professional_profiles', t, sql`${t.bio} <> '' and ${t.county} <> ''`),
    // Few professionals are unavailable: in rating order alone, finding them would read every row.
    index('professional_profiles_browse_available_idx')
      .on(t.isAvailable, t.ratingAvg.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.userId)
      .where(sql`${t.bio} <> '' and ${t.county} <> ''`),
    check('professional_bio_length', sql`char_length(${t.bio}) <= 500`),
  ],
);

/** Services a vendor (professional or business) offers. */
export const vendorServices = pgTable(
  'vendor_services',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** The vendor's own price and duration; null: the catalogue's. */
    priceKes: integer('price_kes'),
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.serviceId] }),
    check('vendor_services_price_range', sql`${t.priceKes} between 1 and 500000`),
    check(
      'vendor_services_duration_steps',
      sql`${t.durationMinutes} between 15 and 480 and ${t.durationMinutes} % 15 = 0`,
    ),
    index('vendor_services_service_idx').on(t.serviceId),
  ],
);

/** A vendor's working week; a vendor without a row works the default week (see scheduling/schedule.ts). */
export const vendorSchedules = pgTable(
  'vendor_schedules',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Weekday name to {open, close} (HH:MM, Nairobi) or null when closed. */
    weekly: jsonb('weekly').$type<Record<string, { open: string; close: string } | null>>().notNull(),
    /** Dated exceptions: {date, hours} with hours null for a day off. */
    exceptions: jsonb('exceptions')
      .$type<{ date: string; hours: { open: string; close: string } | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    capacity: integer('capacity').notNull().default(1),
    places: text('places').array().$type<BookingPlace[]>().notNull(),
    /** Requests into a free slot confirmed at once: never, for every client, or for returning clients. */
    instantBooking: text('instant_booking').$type<InstantBooking>().notNull().default('off'),
    /** Minutes of travel kept free before and after a home visit (0 to 120). */
    travelMinutes: integer('travel_minutes').notNull().default(0),
  },
  (t) => [
    check('vendor_schedules_buffer_range', sql`${t.bufferMinutes} between 0 and 60`),
    check('vendor_schedules_capacity_range', sql`${t.capacity} between 1 and 50`),
    check('vendor_schedules_instant_check', sql`${t.instantBooking} in ('off', 'all', 'returning')`),
    check('vendor_schedules_travel_range', sql`${t.travelMinutes} between 0 and 120`),
  ],
);

/** Where a vendor who visits clients goes, with the travel fee for that area (sub-county '' = whole county). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    county: text('county').notNull(),
    subCounty: text('sub_county').notNull().default(''),
    travelFeeKes: integer('travel_fee_kes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.county, t.subCounty] }),
    check('service_areas_fee_range', sql`${t.travelFeeKes} between 0 and 50000`),
  ],
);

/**
 * Time no slot may use: a range on a day (Nairobi wall clock), optionally every week on that weekday from
 * that day on. `staffId` null: the whole vendor; else one staff member of the business.
 */
export const blockedTimes = pgTable(
  'blocked_times',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    repeatsWeekly: boolean('repeats_weekly').notNull().default(false),
    /** Private to the vendor. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_times_vendor_idx').on(t.vendorId, t.date),
    index('blocked_times_staff_idx').on(t.staffId),
    check('blocked_times_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * What a staff member does at a business: which services of its menu (null: every one) and her hours there
 * (null: the business's), within the business's hours.
 */
export const staffSettings = pgTable(
  'staff_settings',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceIds: integer('service_ids').array(),
    weekly: jsonb('weekly').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.staffId] }),
    index('staff_settings_staff_idx').on(t.staffId),
  ],
);

export const businessEmployees = pgTable(
  'business_employees',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employmentStartDate: date('employment_start_date').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Which side ended the employment, and what it wrote (optional). */
    endedBy: text('ended_by').$type<'business' | 'professional'>(),
    endNote: text('end_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_employees_active_unique')
      .on(t.businessId, t.employeeId)
      .where(sql`${t.endedAt} is null`),
    index('business_employees_employee_idx').on(t.employeeId),
  ],
);

export const employmentRequests = pgTable(
  'employment_requests',
  {
    id: serial('id').primaryKey(),
    businessOwnerId: integer('business_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    proposal: text('proposal').notNull(),
    salary: text('salary').notNull().default(''),
    /** The role offered or asked for (a word of a short list, or free text). */
    role: text('role').notNull().default(''),
    status: text('status').$type<EmploymentRequestStatus>().notNull().default('pending'),
    /** `request`: the professional asked the business; `invitation`: the business asked the professional. */
    direction: text('direction').$type<EmploymentDirection>().notNull().default('request'),
    /** What the answering side wrote with Accept / Decline (optional). */
    answerMessage: text('answer_message').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('employment_requests_owner_idx').on(t.businessOwnerId),
    index('employment_requests_professional_idx').on(t.professionalId),
    // One open question between a business and a professional at a time, whichever side asked.
    uniqueIndex('employment_requests_pending_unique')
      .on(t.businessOwnerId, t.professionalId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'employment_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('employment_requests_direction_check', sql`${t.direction} in ('request', 'invitation')`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** null: a walk-in or phone booking for a client without an account (`clientName`, `clientPhone`). */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /**
     * The person who serves: the professional herself for her own bookings, a staff member for a business's
     * (null until assigned when the client chose "anyone", or at a business without staff). One person is
     * never in two places: confirmed bookings of one staff member may not overlap (custom migration).
     */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the booking came: online by the client, or added by the vendor for a walk-in or a phone call. */
    origin: text('origin').$type<BookingOrigin>().notNull().default('online'),
    /** The walk-in or phone client's number (2547XXXXXXXX), confirmed by SMS; '' for online bookings. */
    clientPhone: text('client_phone').notNull().default(''),
    /** A home visit's travel fee (added to the price) and the travel time kept free before and after. */
    travelFeeKes: integer('travel_fee_kes').notNull().default(0),
    travelMinutes: integer('travel_minutes').notNull().default(0),
    bookingDate: date('booking_date').notNull(),
    bookingTime: time('booking_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    county: text('county').notNull(),
    subCounty: text('sub_county').notNull(),
    clientName: text('client_name').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    /** The vendor's price when the request was made. */
    priceKes: integer('price_kes').notNull().default(0),
    place: text('place').$type<BookingPlace>().notNull().default('vendor'),
    address: text('address').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    endedBy: text('ended_by').$type<'customer' | 'vendor'>(),
    endReason: text('end_reason').notNull().default(''),
    /** A vendor's cancellation of a confirmed booking: the reason from the short list (`endReason`: her words). */
    cancelReason: text('cancel_reason').$type<VendorCancelReason>(),
    /** How the client paid at an appointment the vendor marked completed. */
    paidBy: text('paid_by').$type<'cash' | 'mpesa'>(),
    /** Another time the vendor proposed, until the client answers. */
    proposedDate: date('proposed_date'),
    proposedTime: time('proposed_time'),
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedEndsAt: timestamp('proposed_ends_at', { withTimezone: true }),
    /**
     * Which of the vendor's parallel places (1 to capacity) a confirmed booking takes: the exclusion
     * constraint keeps confirmed bookings on one chair from overlapping, so capacity holds in the database.
     */
    chair: integer('chair'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_vendor_status_idx').on(t.vendorId, t.status, t.startsAt),
    index('bookings_customer_idx').on(t.customerId, t.startsAt),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show')`,
    ),
    check('bookings_paid_by_check', sql`${t.paidBy} in ('cash', 'mpesa')`),
    check('bookings_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_place_check', sql`${t.place} in ('vendor', 'client')`),
    check(
      'bookings_confirmed_chair',
      sql`${t.status} <> 'confirmed' or ${t.chair} is not null or ${t.staffId} is not null`,
    ),
    check('bookings_origin_check', sql`${t.origin} in ('online', 'walk_in', 'phone')`),
    check(
      'bookings_cancel_reason_check',
      sql`${t.cancelReason} in ('stylist_unavailable', 'emergency', 'closed', 'other')`,
    ),
    check('bookings_customer_or_phone', sql`${t.customerId} is not null or ${t.clientPhone} <> ''`),
    index('bookings_staff_idx').on(t.staffId, t.startsAt),
    // A person's confirmed bookings meeting a window (the slots, scheduling `busyAround`): the person-overlap
    // constraint's index widens each by its travel, and a btree on the start reads all her earlier ones.
    index('bookings_staff_span_idx')
      .using('gist', t.staffId, sql`tstzrange(${t.startsAt}, ${t.endsAt})`)
      .where(sql`${t.status} = 'confirmed'`),
    // The EXCLUDE constraint against overlapping confirmed bookings lives in a custom migration:
    // drizzle-kit cannot express it.
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The professional or business being reviewed. */
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    employmentId: integer('employment_id').references(() => businessEmployees.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    reviewText: text('review_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    uniqueIndex('reviews_employment_unique').on(t.employmentId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const REPORT_STATUSES = ['open', 'closed'] as const;
export const accountReports = pgTable(
  'account_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** Closed by the team once handled; a reporter has at most one open report per account. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_reports_open_unique')
      .on(t.reporterId, t.reportedUserId)
      .where(sql`${t.status} = 'open'`),
    check('account_reports_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** A text to render later: a catalogue id and its values, which may themselves be such texts. */
export interface StoredText {
  id: string;
  values?: { [name: string]: string | number | null | StoredText };
}
export interface NotificationContentColumn {
  title: StoredText;
  message: StoredText;
}

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The English rendering of `content` (or the only text, for rows written before issue 20). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * Title and message as catalogue ids and values (i18n/text.ts), rendered when read in the
     * reader's language; null on rows written before issue 20, which answer their English text.
     */
    content: jsonb('content').$type<NotificationContentColumn>(),
    /**
     * The other users the texts name (notify() reads them off `content`), so erasing one of them finds the
     * rows that must say "a former user" instead. Null on rows written before issue 37, matched by name.
     */
    aboutUserIds: integer('about_user_ids').array(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_about_idx').using('gin', t.aboutUserIds),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  business: text('business').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Numbers whose owner replied STOP to our SMS (Africa's Talking's opt-out callback, or its 406 answer):
 * nothing is texted to them again. The choice is the number's owner's, not an account's: it stays when an
 * account that carried the number changes it or is deleted.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** Normalised, 2547XXXXXXXX. */
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the code is verified: the one-time token that allows setting the new password. */
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type').notNull(),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    phoneNumber: text('phone_number').notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    status: text('status').notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receipt: text('receipt'),
    rawCallback: jsonb('raw_callback'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_checkout_unique').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_unique').on(t.receipt),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.createdAt),
    // One prompt at a time per purchase: a second initiate while one waits would charge twice.
    uniqueIndex('payments_pending_purchase_unique')
      .on(t.payerId, t.subscriptionType, sql`coalesce(${t.targetId}, 0)`)
      .where(sql`${t.status} = 'pending'`),
    check('payments_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
  ],
);

/** What a payment bought: an annual subscription (targetId null) or one paid contact. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('entitlements_user_idx').on(t.userId, t.kind),
    uniqueIndex('entitlements_payment_unique').on(t.paymentId),
  ],
);

/**
 * Uploaded and generated images, kept in the database so every API instance can serve them. An
 * uploaded photo is one row (its largest width) plus one row per smaller width pointing at it
 * (`parentId`); `/media/<id>?w=N` serves the smallest width of the family that is at least N.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => media.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Strong validator of `data` (a content hash), for If-None-Match. */
    etag: text('etag'),
    createdAt: createdAt(),
  },
  (t) => [index('media_parent_idx').on(t.parentId)],
);

/** A vendor's portfolio: up to 12 captioned photos of their work, oldest first. */
export const portfolioPhotos = pgTable(
  'portfolio_photos',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('portfolio_photos_vendor_idx').on(t.vendorId, t.id)],
);

/**
 * The outbox of domain events (events/index.ts): each command writes what happened in its own transaction,
 * with the ids it concerns and no personal data (names, phones, texts are read by subscribers when they
 * need them), so erasure has nothing to rewrite here.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);
