import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { findCounty, subCountySpellings } from '@urembo/kenya';
import {
  businessProfiles,
  professionalProfiles,
  serviceCategories,
  services,
  users,
  vendorServices,
} from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Page } from '../../http/pagination.ts';
import { agreedBookingBetween } from '../bookings/queries.ts';
import { contactShown, contactVisibility } from '../payments/entitlements.ts';
import { businessJson, professionalJson, type Offered, type ProfessionalJson } from './json.ts';
import type { ContactGrounds, Party } from './rules.ts';

type Conn = Db | Tx;

/** Browsing shows only vendors whose setup is done (as /api/me/ decides setup_complete). */
export const professionalSetupDone = sql`${professionalProfiles.bio} <> '' and ${professionalProfiles.county} <> ''`;
export const businessSetupDone = sql`${businessProfiles.businessName} <> '' and ${businessProfiles.county} <> ''`;
/** A deleted account's anonymised row stays for others' records, but nobody finds or reads it. */
export const notDeleted = sql`${users.deletedAt} is null`;

export const RATING_BANDS: Record<string, SQL> = {
  '2 stars and below': sql`${users.reviewCount} > 0 and ${users.ratingAvg} <= 2`,
  '3 stars': sql`${users.ratingAvg} >= 3 and ${users.ratingAvg} < 4`,
  '4 stars and above': sql`${users.ratingAvg} >= 4`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The contract's text search also matches the names of the services a vendor offers. */
const offersServiceLike = (pattern: string) =>
  sql`exists (select 1 from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id} and s.name ilike ${pattern})`;

/** The services a vendor offers ({id, name}, by name), as a column of the vendor's row. */
const offeredColumn = sql<Offered>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json) from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id})`;

/** A menu item's price: the vendor's own, else the catalogue's typical price. */
const menuPrice = sql`coalesce(vs.price_kes, s.price_kes)`;

/** The lowest price on the vendor's menu, for the cards' "from KES N". */
const priceFromColumn = sql<
  number | null
>`(select min(${menuPrice}) from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id})`;

/**
 * A page of vendors is one query: each row carries its services, whether the viewer may see its contact
 * details and how many rows match in all (one round trip instead of four on a signed-in browse). The rows
 * are vendors only, for whom `mayContact` (rules.ts) comes down to 'themselves or paid': `contactShown` is
 * that in SQL.
 */
const listColumns = (viewerId: number | undefined) => ({
  offered: offeredColumn,
  priceFrom: priceFromColumn,
  contactShown: contactShown(viewerId, users.id),
  total: sql<number>`(count(*) over ())::int`,
});

type VendorProfile = typeof professionalProfiles | typeof businessProfiles;

/** The filters both vendor lists share; `where` is an extra condition, e.g. 'employees of this business'. */
interface VendorFilters {
  county?: string;
  sub_county?: string;
  service_category?: number;
  rating?: string;
  search?: string;
  max_price?: number;
  where?: SQL;
}

export interface ProfessionalFilters extends VendorFilters {
  services?: number[];
  experience_level?: string;
  is_available?: boolean;
}

export interface BusinessFilters extends VendorFilters {
  services_business?: number[];
}

/**
 * The county and sub-county filters, in any spelling the forms accept ("Muranga", "KE-30", "Mbita"):
 * profiles store the official names (and, from before IEBC's renames, former sub-county names). A name
 * nobody recognises is compared as given, so it finds what it found before: nothing, or a stray spelling.
 */
function placeConditions(profile: VendorProfile, f: VendorFilters): SQL[] {
  const conditions: SQL[] = [];
  const county = f.county ? findCounty(f.county) : undefined;
  if (f.county) conditions.push(sql`lower(${profile.county}) = lower(${county?.name ?? f.county})`);
  if (f.sub_county) {
    const names = subCountySpellings(f.sub_county, county?.name);
    const lowered = (names.length ? names : [f.sub_county]).map((name) => name.toLowerCase());
    conditions.push(sql`lower(${profile.subCounty}) in ${lowered}`);
  }
  return conditions;
}

/** Conditions on a vendor of one type from the shared filters; the search looks in the given columns. */
function vendorConditions(
  profile: VendorProfile,
  f: VendorFilters,
  offering: number[] | undefined,
  searchable: Column[],
): SQL[] {
  const conditions: SQL[] = [
    eq(users.userType, profile === businessProfiles ? 'Business Owner' : 'Beauty Professional'),
    notDeleted,
  ];
  if (f.where) conditions.push(f.where);
  conditions.push(...placeConditions(profile, f));
  // A vendor is found under any of its categories: the main one or the (up to two) others on its menu.
  // `@>` rather than `= any(...)`: a GIN index on the array can serve it, beside the btree on the main one.
  if (f.service_category !== undefined)
    conditions.push(
      sql`(${profile.categoryId} = ${f.service_category} or ${profile.extraCategoryIds} @> array[${f.service_category}::integer])`,
    );
  if (f.rating && RATING_BANDS[f.rating]) conditions.push(RATING_BANDS[f.rating]!);
  if (offering?.length)
    conditions.push(
      sql`exists (select 1 from ${vendorServices} vs where vs.vendor_id = ${users.id} and vs.service_id in ${offering})`,
    );
  if (f.max_price !== undefined)
    conditions.push(
      sql`exists (select 1 from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id} and ${menuPrice} <= ${f.max_price})`,
    );
  if (f.search?.trim()) {
    const pattern = likePattern(f.search.trim());
    conditions.push(or(...searchable.map((column) => ilike(column, pattern)), offersServiceLike(pattern))!);
  }
  return conditions;
}

/**
 * A page of vendors, best rated first, and how many match in all: read off the page's rows, counted apart
 * only for a page past the end.
 */
async function vendorPage<T extends PgSelect>(
  db: Conn,
  profile: VendorProfile,
  rowsQuery: T,
  where: SQL | undefined,
  page: Page,
) {
  const rows: Awaited<T> = await rowsQuery
    .orderBy(desc(users.ratingAvg), desc(users.reviewCount), asc(users.id))
    .limit(page.size)
    .offset(page.offset);
  const first = (rows as { total: number }[])[0];
  if (first || page.offset === 0) return { rows, count: first?.total ?? 0 };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(profile, eq(profile.userId, users.id))
    .where(where);
  return { rows, count: row?.count ?? 0 };
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  profilePic: users.profilePic,
  ratingAvg: users.ratingAvg,
  reviewCount: users.reviewCount,
};

export async function listProfessionals(
  db: Conn,
  filters: ProfessionalFilters,
  page: Page,
  viewerId: number | undefined,
) {
  const conditions = vendorConditions(professionalProfiles, filters, filters.services, [
    users.name,
    professionalProfiles.bio,
  ]);
  if (filters.experience_level)
    conditions.push(eq(professionalProfiles.experienceLevel, filters.experience_level));
  if (filters.is_available !== undefined)
    conditions.push(eq(professionalProfiles.isAvailable, filters.is_available));
  const where = and(...conditions);
  const { rows, count } = await vendorPage(
    db,
    professionalProfiles,
    db
      .select({
        ...userColumns,
        createdAt: users.createdAt,
        profile: professionalProfiles,
        ...listColumns(viewerId),
      })
      .from(users)
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(where)
      .$dynamic(),
    where,
    page,
  );
  return {
    count,
    results: rows.map((r) => professionalJson(r, { ...r, showContact: r.contactShown })),
  };
}

/** Professionals by id, in one query. */
export async function professionalsById(db: Conn, ids: number[], viewerId: number | undefined) {
  if (!ids.length) return new Map<number, ProfessionalJson>();
  const { results } = await listProfessionals(
    db,
    { where: inArray(users.id, ids) },
    { page: 1, size: ids.length, offset: 0 },
    viewerId,
  );
  return new Map(results.map((p) => [p.id, p]));
}

export async function getProfessional(db: Conn, id: number, viewerId: number | undefined) {
  return (await professionalsById(db, [id], viewerId)).get(id);
}

export async function listBusinesses(db: Conn, f: BusinessFilters, page: Page, viewerId: number | undefined) {
  const where = and(
    ...vendorConditions(businessProfiles, f, f.services_business, [
      users.name,
      businessProfiles.businessName,
      businessProfiles.businessBio,
    ]),
  );
  const { rows, count } = await vendorPage(
    db,
    businessProfiles,
    db
      .select({
        ...userColumns,
        emailVerified: users.emailVerified,
        profile: businessProfiles,
        ...listColumns(viewerId),
      })
      .from(users)
      .innerJoin(businessProfiles, eq(businessProfiles.userId, users.id))
      .where(where)
      .$dynamic(),
    where,
    page,
  );
  return {
    count,
    results: rows.map((r) => businessJson(r, { ...r, showContact: r.contactShown })),
  };
}

export async function getBusiness(db: Conn, id: number, viewerId: number | undefined) {
  const { results } = await listBusinesses(
    db,
    { where: eq(users.id, id) },
    { page: 1, size: 1, offset: 0 },
    viewerId,
  );
  return results[0];
}

export async function findUser(db: Conn, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted));
  return row;
}

/** What ties the viewer to the target, for `mayContact` to weigh; nothing to read for a visitor or oneself. */
export async function contactGrounds(
  db: Conn,
  viewer: Party | null | undefined,
  target: Party,
): Promise<ContactGrounds> {
  if (!viewer || viewer.id === target.id) return { paid: false, agreedBooking: false };
  const [visible, agreedBooking] = await Promise.all([
    contactVisibility(db, viewer.id, [target.id]),
    agreedBookingBetween(db, viewer.id, target.id),
  ]);
  return { paid: visible(target.id), agreedBooking };
}

/** The type of the user with this id; undefined when there is none. */
export async function userTypeOf(db: Conn, id: number) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, id));
  return row?.userType;
}

export async function categoryExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, id));
  return Boolean(row);
}

export async function existingServiceIds(db: Conn, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the services a vendor offers, keeping the price and duration of those it still offers. */
export async function setVendorServices(tx: Tx, vendorId: number, serviceIds: number[]): Promise<void> {
  const kept = [...new Set(serviceIds)];
  await tx
    .delete(vendorServices)
    .where(
      and(
        eq(vendorServices.vendorId, vendorId),
        kept.length ? notInArray(vendorServices.serviceId, kept) : undefined,
      ),
    );
  if (kept.length)
    await tx
      .insert(vendorServices)
      .values(kept.map((serviceId) => ({ vendorId, serviceId })))
      .onConflictDoNothing();
}
