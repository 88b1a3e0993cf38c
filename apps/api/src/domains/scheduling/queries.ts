import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { findCounty, findSubCounty } from '@urembo/kenya';
import {
  blockedTimes,
  bookings,
  businessEmployees,
  businessProfiles,
  professionalProfiles,
  serviceAreas,
  serviceCategories,
  services,
  staffSettings,
  users,
  vendorSchedules,
  vendorServices,
  type UserType,
} from '../../db/schema.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { DomainError, notFound } from '../../errors.ts';
import {
  defaultSchedule,
  upcomingExceptions,
  type BlockToStore,
  type MenuEntry,
  type ServiceArea,
  type StoredSchedule,
} from './rules.ts';
import type { Appointment, WeeklyHours } from './slots.ts';

type Conn = Db | Tx;

export interface Vendor {
  id: number;
  userType: UserType;
  name: string;
  phoneNumber: string | null;
  isAvailable: boolean;
  county: string;
  subCounty: string;
  categoryId: number | null;
  extraCategoryIds: number[];
  schedule: StoredSchedule;
}

/** The menu item of one service, when `serviceId` is given and the vendor offers it. */
type Offered = { service: number; name: string; priceKes: number; durationMinutes: number };

/**
 * A professional or business by id, with what scheduling needs of its profile, its schedule (saved, or the
 * default week) and, when asked, one service of its menu, in one query; 404 for anyone else.
 */
export async function loadVendor(db: Conn, id: number, now = new Date()): Promise<Vendor> {
  return (await vendorRow(db, id, now, undefined)).vendor;
}

/** The vendor as `loadVendor` reads it and its menu item for the service (undefined: not offered). */
export async function loadVendorOffering(db: Conn, id: number, serviceId: number, now = new Date()) {
  return vendorRow(db, id, now, serviceId);
}

/** As `loadVendorOffering`, but undefined instead of a 404 when there is no such vendor. */
export async function vendorOffering(db: Conn, id: number, serviceId: number) {
  try {
    return await loadVendorOffering(db, id, serviceId);
  } catch (error) {
    if (error instanceof DomainError && error.refusal === 'not_found') return undefined;
    throw error;
  }
}

/** A value given when the statement runs, so that it is written (and prepared) once. */
const $ = (name: string) => sql.placeholder(name);

const vendorQuery = (db: Conn) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      name: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${users.name})`,
      phoneNumber: users.phoneNumber,
      isAvailable: sql<boolean>`coalesce(${professionalProfiles.isAvailable}, ${businessProfiles.isAvailable}, false)`,
      county: sql<string>`coalesce(${professionalProfiles.county}, ${businessProfiles.county}, '')`,
      subCounty: sql<string>`coalesce(${professionalProfiles.subCounty}, ${businessProfiles.subCounty}, '')`,
      categoryId: sql<
        number | null
      >`coalesce(${professionalProfiles.categoryId}, ${businessProfiles.categoryId})`,
      extraCategoryIds: sql<
        number[]
      >`coalesce(${professionalProfiles.extraCategoryIds}, ${businessProfiles.extraCategoryIds}, '{}')`,
      workingHoursStart: professionalProfiles.workingHoursStart,
      workingHoursEnd: professionalProfiles.workingHoursEnd,
      saved: vendorSchedules,
      offered: sql<Offered | null>`(select json_build_object('service', s.id, 'name', s.name, 'priceKes', coalesce(vs.price_kes, s.price_kes), 'durationMinutes', coalesce(vs.duration_minutes, s.duration_minutes)) from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id} and vs.service_id = ${$('service')})`,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .leftJoin(vendorSchedules, eq(vendorSchedules.vendorId, users.id))
    // An erased vendor has no menu, hours or slots to read or book, as it has no profile.
    .where(
      and(
        eq(users.id, $('vendor')),
        inArray(users.userType, ['Beauty Professional', 'Business Owner']),
        isNull(users.deletedAt),
      ),
    );

type VendorRow = Awaited<ReturnType<ReturnType<typeof vendorQuery>['execute']>>[number];

/**
 * A statement of the slots call, asked on every one: written once per database and prepared on each
 * connection (planned once: planning cost PostgreSQL more than running it), except through a transaction
 * pooler, where a named statement would meet another client's connection.
 */
function preparedOnce<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: Db) => { prepare(name: string): { execute(values: V): Promise<R> } },
): (database: Database) => { execute(values: V): Promise<R> } {
  const statements = new WeakMap<Db, { execute(values: V): Promise<R> }>();
  return (database) => {
    let statement = statements.get(database.db);
    if (!statement) {
      const query = build(database.db);
      statement = database.transactionPooled
        ? { execute: (values) => query.prepare('').execute(values) }
        : query.prepare(name);
      statements.set(database.db, statement);
    }
    return statement;
  };
}

const vendorStatement = preparedOnce('slots_vendor', vendorQuery);

/** As `loadVendorOffering`, through the slots call's prepared statement. */
export async function vendorOfferingForSlots(database: Database, id: number, serviceId: number, now: Date) {
  const [row] = await vendorStatement(database).execute({ vendor: id, service: serviceId });
  return vendorOf(row, now);
}

async function vendorRow(
  db: Conn,
  id: number,
  now: Date,
  serviceId: number | undefined,
): Promise<{ vendor: Vendor; item: Offered | undefined }> {
  const [row] = await vendorQuery(db).execute({ vendor: id, service: serviceId ?? null });
  return vendorOf(row, now);
}

function vendorOf(row: VendorRow | undefined, now: Date): { vendor: Vendor; item: Offered | undefined } {
  if (!row) throw notFound();
  const { saved, workingHoursStart, workingHoursEnd, offered, ...vendor } = row;
  return {
    vendor: {
      ...vendor,
      schedule: saved
        ? storedSchedule(saved, now)
        : defaultSchedule(row.userType, { start: workingHoursStart ?? '', end: workingHoursEnd ?? '' }),
    },
    item: offered ?? undefined,
  };
}

function storedSchedule(row: typeof vendorSchedules.$inferSelect, now: Date): StoredSchedule {
  return {
    weekly: row.weekly as StoredSchedule['weekly'],
    exceptions: upcomingExceptions(row.exceptions, now),
    bufferMinutes: row.bufferMinutes,
    capacity: row.capacity,
    places: row.places,
    instantBooking: row.instantBooking,
    travelMinutes: row.travelMinutes,
  };
}

/** The vendor's saved schedule, or the default week when it never saved one. */
export async function loadSchedule(db: Conn, vendorId: number, now = new Date()): Promise<StoredSchedule> {
  const [row] = await db.select().from(vendorSchedules).where(eq(vendorSchedules.vendorId, vendorId));
  if (row) return storedSchedule(row, now);
  const [profile] = await db
    .select({
      userType: users.userType,
      start: professionalProfiles.workingHoursStart,
      end: professionalProfiles.workingHoursEnd,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, vendorId));
  if (!profile) throw notFound();
  return defaultSchedule(profile.userType, { start: profile.start ?? '', end: profile.end ?? '' });
}

export async function saveSchedule(tx: Tx, vendorId: number, schedule: StoredSchedule): Promise<void> {
  const values = {
    weekly: schedule.weekly,
    exceptions: [...schedule.exceptions],
    bufferMinutes: schedule.bufferMinutes,
    capacity: schedule.capacity,
    places: schedule.places,
    instantBooking: schedule.instantBooking,
    travelMinutes: schedule.travelMinutes,
  };
  await tx
    .insert(vendorSchedules)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: vendorSchedules.vendorId, set: values });
}

/** Turns new booking requests on or off; the flag lives on the vendor's profile (the spec's availability). */
export async function setAvailability(tx: Tx, vendor: Vendor, available: boolean): Promise<void> {
  if (vendor.userType === 'Business Owner')
    await tx
      .update(businessProfiles)
      .set({ isAvailable: available })
      .where(eq(businessProfiles.userId, vendor.id));
  else
    await tx
      .update(professionalProfiles)
      .set({ isAvailable: available })
      .where(eq(professionalProfiles.userId, vendor.id));
}

const menuColumns = {
  service: services.id,
  name: services.name,
  priceKes: sql<number>`coalesce(${vendorServices.priceKes}, ${services.priceKes})`,
  durationMinutes: sql<number>`coalesce(${vendorServices.durationMinutes}, ${services.durationMinutes})`,
};

/** The vendor's menu, cheapest first: its own price and duration, else the catalogue's. */
export function loadMenu(db: Conn, vendorId: number) {
  return db
    .select(menuColumns)
    .from(vendorServices)
    .innerJoin(services, eq(services.id, vendorServices.serviceId))
    .where(eq(vendorServices.vendorId, vendorId))
    .orderBy(asc(menuColumns.priceKes), asc(services.name));
}

/** What a menu may name: the catalogue's services (by id, with names) and categories. */
export async function catalogueIds(db: Conn) {
  const [serviceRows, categoryRows] = await Promise.all([
    db.select({ id: services.id, name: services.name }).from(services),
    db.select({ id: serviceCategories.id }).from(serviceCategories),
  ]);
  return {
    services: new Map(serviceRows.map((s) => [s.id, s.name])),
    categories: new Set(categoryRows.map((c) => c.id)),
  };
}

/** Replaces the vendor's menu and, when given, its categories (the first is the profile's main one). */
export async function saveMenu(
  tx: Tx,
  vendor: Vendor,
  entries: MenuEntry[],
  categories: number[] | undefined,
): Promise<void> {
  await tx.delete(vendorServices).where(eq(vendorServices.vendorId, vendor.id));
  await tx.insert(vendorServices).values(entries.map((e) => ({ vendorId: vendor.id, ...e })));
  if (!categories) return;
  const [main, ...extra] = categories;
  const set = { categoryId: main!, extraCategoryIds: extra };
  if (vendor.userType === 'Business Owner')
    await tx.update(businessProfiles).set(set).where(eq(businessProfiles.userId, vendor.id));
  else await tx.update(professionalProfiles).set(set).where(eq(professionalProfiles.userId, vendor.id));
}

/**
 * The vendor's confirmed appointments that overlap [from, to), leaving out one booking (the one being
 * moved, which must not block its own new time).
 */
export async function confirmedAppointments(
  db: Conn,
  vendorId: number,
  from: Date,
  to: Date,
  exceptBookingId?: number,
): Promise<(Appointment & { chair: number | null })[]> {
  const conditions = [
    eq(bookings.vendorId, vendorId),
    eq(bookings.status, 'confirmed'),
    lt(bookings.startsAt, to),
    gt(bookings.endsAt, from),
  ];
  if (exceptBookingId !== undefined) conditions.push(ne(bookings.id, exceptBookingId));
  return db
    .select({ start: bookings.startsAt, end: bookings.endsAt, chair: bookings.chair })
    .from(bookings)
    .where(and(...conditions));
}

/** A staff member of a business with what the owner set: null services = every one, null weekly = its hours. */
export interface StaffRow {
  id: number;
  serviceIds: number[] | null;
  weekly: WeeklyHours | null;
}

/** Blocked time as stored: `staffId` null for the whole vendor. Times are HH:MM. */
export interface BlockRow {
  vendorId: number;
  staffId: number | null;
  date: string;
  start: string;
  end: string;
  weekly: boolean;
}

/** A confirmed booking as the slots read it: instants in ms, its Nairobi date and the travel around it. */
export interface BusyBooking {
  vendorId: number;
  staffId: number | null;
  date: string;
  start: number;
  end: number;
  travel: number;
}

/** The accepted employees of the business (not erased), in the order they joined. */
const activeStaff = (businessId: SQL | number) => sql`
  select e.employee_id from ${businessEmployees} e join ${users} su on su.id = e.employee_id
  where e.business_id = ${businessId} and e.ended_at is null and su.deleted_at is null`;

/** Accepted employees (ids) of a business, in the order they joined. */
export async function staffOf(db: Conn, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ id: businessEmployees.employeeId })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.employeeId))
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        isNull(businessEmployees.endedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(businessEmployees.id));
  return rows.map((row) => row.id);
}

/** `busyAround`'s statement, written with placeholders so that the slots call prepares it once. */
const busyQuery = (db: Conn) => {
  // Drizzle writes a one-table select's columns unqualified, which the subqueries would read as their own.
  const vendor = sql.raw('"users"."id"');
  const people = sql`array[${vendor}] || array(${activeStaff(vendor)})`;
  const overlaps = sql`tstzrange(k.starts_at, k.ends_at) && tstzrange(${$('from')}::timestamptz, ${$('to')}::timestamptz)`;
  const columns = sql`k.id, k.vendor_id, k.staff_id, k.booking_date, k.starts_at, k.ends_at, k.travel_minutes`;
  return db
    .select({
      userType: users.userType,
      staff: sql<StaffRow[]>`(select coalesce(json_agg(json_build_object('id', e.employee_id,
          'serviceIds', ss.service_ids, 'weekly', ss.weekly) order by e.id), '[]'::json)
        from ${businessEmployees} e
        join ${users} su on su.id = e.employee_id and su.deleted_at is null
        left join ${staffSettings} ss on ss.business_id = e.business_id and ss.staff_id = e.employee_id
        where e.business_id = ${vendor} and e.ended_at is null)`,
      blocks: sql<BlockRow[]>`(select coalesce(json_agg(json_build_object('vendorId', b.vendor_id,
          'staffId', b.staff_id, 'date', b.date, 'start', to_char(b.start_time, 'HH24:MI'),
          'end', to_char(b.end_time, 'HH24:MI'), 'weekly', b.repeats_weekly)), '[]'::json)
        from ${blockedTimes} b
        where b.vendor_id = any(${people})
          and b.date <= ${$('last')}::date and (b.repeats_weekly or b.date >= ${$('first')}::date))`,
      // One branch per index, rather than an OR no index answers (which read every booking before the
      // window): the vendor's (the overlap constraint's index) but those of its people, then each person's
      // wherever she was booked (bookings_staff_span_idx), one look-up each: `offset 0` keeps the planner
      // from joining instead, by a hash over everyone's bookings in the window.
      bookings: sql<BusyBooking[]>`(select coalesce(json_agg(json_build_object('vendorId', k.vendor_id,
          'staffId', k.staff_id, 'date', k.booking_date,
          'start', (extract(epoch from k.starts_at) * 1000)::bigint,
          'end', (extract(epoch from k.ends_at) * 1000)::bigint, 'travel', k.travel_minutes)), '[]'::json)
        from (select ${people} as ids) p
        cross join lateral (
          select ${columns} from ${bookings} k
          where k.vendor_id = ${vendor} and k.status = 'confirmed' and ${overlaps}
            and (k.staff_id is null or k.staff_id <> all(p.ids))
          union all
          select ${columns} from unnest(p.ids) person (id)
          cross join lateral (
            select ${columns} from ${bookings} k
            where k.staff_id = person.id and k.status = 'confirmed' and ${overlaps}
            offset 0
          ) k
        ) k
        where k.id <> ${$('except')})`,
    })
    .from(users)
    .where(eq(users.id, $('vendor')));
};

const busyStatement = preparedOnce('slots_busy', busyQuery);

/**
 * What a vendor's slots between two instants depend on beyond its schedule, in one query: whether it is a
 * business, its staff with their settings, the blocked time of the vendor and of each staff member (the
 * business's for her and her own), and the confirmed bookings of the vendor and of each of its people
 * wherever they were booked. `dates` bounds the blocked time (weekly blocks from before are included).
 * Given the `Database` rather than a connection, it runs the prepared statement (the slots call).
 */
export async function busyAround(
  db: Conn | Database,
  vendorId: number,
  window: { from: Date; to: Date; first: string; last: string },
  exceptBookingId?: number,
): Promise<
  { userType: UserType; staff: StaffRow[]; blocks: BlockRow[]; bookings: BusyBooking[] } | undefined
> {
  const values = {
    vendor: vendorId,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    first: window.first,
    last: window.last,
    except: exceptBookingId ?? 0,
  };
  const [row] = await ('transactionPooled' in db
    ? busyStatement(db).execute(values)
    : busyQuery(db).execute(values));
  return row;
}

/** The vendor's home-visit areas, by county and sub-county. */
export function loadServiceAreas(db: Conn, vendorId: number): Promise<ServiceArea[]> {
  return db
    .select({
      county: serviceAreas.county,
      subCounty: serviceAreas.subCounty,
      travelFeeKes: serviceAreas.travelFeeKes,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.vendorId, vendorId))
    .orderBy(asc(serviceAreas.county), asc(serviceAreas.subCounty));
}

export async function saveServiceAreas(tx: Tx, vendorId: number, areas: ServiceArea[]): Promise<void> {
  await tx.delete(serviceAreas).where(eq(serviceAreas.vendorId, vendorId));
  if (areas.length) await tx.insert(serviceAreas).values(areas.map((area) => ({ vendorId, ...area })));
}

/**
 * The travel fee of a home visit to a place: the sub-county's when listed, else the whole county's; null
 * when the vendor does not go there. A vendor with no areas goes everywhere at no fee.
 */
export async function travelFeeFor(
  db: Conn,
  vendorId: number,
  county: string,
  subCounty: string,
): Promise<number | null> {
  const areas = await loadServiceAreas(db, vendorId);
  if (!areas.length) return 0;
  const official = findCounty(county)?.name ?? county;
  const place = findSubCounty(official, subCounty) ?? subCounty;
  const inCounty = areas.filter((area) => area.county === official);
  return (
    inCounty.find((area) => area.subCounty === place)?.travelFeeKes ??
    inCounty.find((area) => area.subCounty === '')?.travelFeeKes ??
    null
  );
}

export type StoredBlock = typeof blockedTimes.$inferSelect;

/** The vendor's blocked times of today and later, and its weekly ones, by date and start. */
export function listBlocks(db: Conn, vendorId: number, today: string): Promise<StoredBlock[]> {
  return db
    .select()
    .from(blockedTimes)
    .where(
      and(
        eq(blockedTimes.vendorId, vendorId),
        or(sql`${blockedTimes.date} >= ${today}`, eq(blockedTimes.repeatsWeekly, true)),
      ),
    )
    .orderBy(asc(blockedTimes.date), asc(blockedTimes.startTime), asc(blockedTimes.id));
}

export async function countBlocks(db: Conn, vendorId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blockedTimes)
    .where(
      and(
        eq(blockedTimes.vendorId, vendorId),
        or(sql`${blockedTimes.date} >= ${today}`, eq(blockedTimes.repeatsWeekly, true)),
      ),
    );
  return row?.n ?? 0;
}

export async function insertBlock(
  tx: Tx,
  vendorId: number,
  staffId: number | null,
  block: BlockToStore,
): Promise<StoredBlock> {
  const [row] = await tx
    .insert(blockedTimes)
    .values({
      vendorId,
      staffId,
      date: block.date,
      startTime: block.start,
      endTime: block.end,
      repeatsWeekly: block.repeatsWeekly,
      note: block.note,
    })
    .returning();
  return row!;
}

/** Removes one of the vendor's blocked times; false when it has no such block. */
export async function deleteBlock(tx: Tx, vendorId: number, blockId: number): Promise<boolean> {
  const gone = await tx
    .delete(blockedTimes)
    .where(and(eq(blockedTimes.id, blockId), eq(blockedTimes.vendorId, vendorId)))
    .returning({ id: blockedTimes.id });
  return gone.length > 0;
}

/**
 * The first upcoming confirmed booking blocked time would take (its Nairobi date and time), of whom it
 * blocks: the whole business's bookings, one staff member's at the business, or a professional's wherever
 * she serves. A weekly block meets every booking on its weekday from its date on.
 */
export async function bookingMeetingBlock(
  db: Conn,
  whose: { vendorId: number; staffId: number | null; professional: boolean },
  block: BlockToStore,
): Promise<{ date: string; time: string } | undefined> {
  const who = whose.professional
    ? sql`(${bookings.vendorId} = ${whose.vendorId} or ${bookings.staffId} = ${whose.vendorId})`
    : whose.staffId === null
      ? sql`${bookings.vendorId} = ${whose.vendorId}`
      : sql`(${bookings.vendorId} = ${whose.vendorId} and ${bookings.staffId} = ${whose.staffId})`;
  const local = (at: typeof bookings.startsAt | typeof bookings.endsAt) =>
    sql`(${at} at time zone 'Africa/Nairobi')`;
  const when = block.repeatsWeekly
    ? sql`${local(bookings.startsAt)}::date >= ${block.date}::date
        and extract(dow from ${local(bookings.startsAt)}) = extract(dow from ${block.date}::date)
        and ${local(bookings.startsAt)}::time < ${block.end}::time
        and ${local(bookings.endsAt)} > ${local(bookings.startsAt)}::date + ${block.start}::time`
    : sql`${local(bookings.startsAt)} < ${block.date}::date + ${block.end}::time
        and ${local(bookings.endsAt)} > ${block.date}::date + ${block.start}::time`;
  const [row] = await db
    .select({ date: bookings.bookingDate, time: bookings.bookingTime })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), sql`${bookings.endsAt} > now()`, who, when))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return row && { date: row.date, time: row.time.slice(0, 5) };
}

/** A business's staff as the contract shows them, with what the owner set for each. */
export function loadStaff(db: Conn, businessId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      profilePic: users.profilePic,
      ratingAvg: users.ratingAvg,
      reviewCount: users.reviewCount,
      serviceIds: staffSettings.serviceIds,
      weekly: sql<WeeklyHours | null>`${staffSettings.weekly}`,
    })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.employeeId))
    .leftJoin(
      staffSettings,
      and(
        eq(staffSettings.businessId, businessEmployees.businessId),
        eq(staffSettings.staffId, businessEmployees.employeeId),
      ),
    )
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        isNull(businessEmployees.endedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(businessEmployees.id));
}

export type StaffMember = Awaited<ReturnType<typeof loadStaff>>[number];

/** The service ids of a vendor's menu, cheapest first (as the menu lists them). */
export async function menuServiceIds(db: Conn, vendorId: number): Promise<number[]> {
  return (await loadMenu(db, vendorId)).map((item) => item.service);
}

export async function saveStaffSettings(
  tx: Tx,
  businessId: number,
  staffId: number,
  settings: { serviceIds: number[] | null; weekly: WeeklyHours | null },
): Promise<void> {
  const values = {
    serviceIds: settings.serviceIds,
    weekly: settings.weekly as Record<string, unknown> | null,
  };
  await tx
    .insert(staffSettings)
    .values({ businessId, staffId, ...values })
    .onConflictDoUpdate({ target: [staffSettings.businessId, staffSettings.staffId], set: values });
}
