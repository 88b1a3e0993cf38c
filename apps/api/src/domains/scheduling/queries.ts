import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  bookings,
  businessProfiles,
  professionalProfiles,
  serviceCategories,
  services,
  users,
  vendorSchedules,
  vendorServices,
  type UserType,
} from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError, notFound } from '../../errors.ts';
import { defaultSchedule, upcomingExceptions, type MenuEntry, type StoredSchedule } from './rules.ts';
import type { Appointment } from './slots.ts';

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

async function vendorRow(
  db: Conn,
  id: number,
  now: Date,
  serviceId: number | undefined,
): Promise<{ vendor: Vendor; item: Offered | undefined }> {
  const [row] = await db
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
      offered: sql<Offered | null>`(select json_build_object('service', s.id, 'name', s.name, 'priceKes', coalesce(vs.price_kes, s.price_kes), 'durationMinutes', coalesce(vs.duration_minutes, s.duration_minutes)) from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id} and vs.service_id = ${serviceId ?? null})`,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .leftJoin(vendorSchedules, eq(vendorSchedules.vendorId, users.id))
    // An erased vendor has no menu, hours or slots to read or book, as it has no profile.
    .where(
      and(
        eq(users.id, id),
        inArray(users.userType, ['Beauty Professional', 'Business Owner']),
        isNull(users.deletedAt),
      ),
    );
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
