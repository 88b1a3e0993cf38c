import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
import { contactShown } from '../payments/entitlements.ts';

type Conn = Db | Tx;

/** Rating is shown as an integer or one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Browsing shows only vendors whose setup is done (as /api/me/ decides setup_complete). */
export const professionalSetupDone = sql`${professionalProfiles.bio} <> '' and ${professionalProfiles.county} <> ''`;
export const businessSetupDone = sql`${businessProfiles.businessName} <> '' and ${businessProfiles.county} <> ''`;

export const RATING_BANDS: Record<string, SQL> = {
  '2 stars and below': sql`${users.reviewCount} > 0 and ${users.ratingAvg} <= 2`,
  '3 stars': sql`${users.ratingAvg} >= 3 and ${users.ratingAvg} < 4`,
  '4 stars and above': sql`${users.ratingAvg} >= 4`,
};

const asList = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(Number).filter(Number.isInteger);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The contract's text search also matches the names of the services a vendor offers. */
const offersServiceLike = (pattern: string) =>
  sql`exists (select 1 from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id} and s.name ilike ${pattern})`;

type Offered = { id: number; name: string }[];

/** The services a vendor offers ({id, name}, by name), as a column of the vendor's row. */
const offeredColumn = sql<Offered>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json) from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${users.id})`;

/**
 * A page of vendors is one query: each row carries its services, whether the viewer may see its contact
 * details and how many rows match in all (one round trip instead of four on a signed-in browse).
 */
const listColumns = (viewerId: number | undefined) => ({
  offered: offeredColumn,
  contactShown: contactShown(viewerId, users.id),
  total: sql<number>`(count(*) over ())::int`,
});

type VendorProfile = typeof professionalProfiles | typeof businessProfiles;

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

const professionalColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  profilePic: users.profilePic,
  createdAt: users.createdAt,
  ratingAvg: users.ratingAvg,
  reviewCount: users.reviewCount,
  profile: professionalProfiles,
};
type ProfessionalRow = {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  profilePic: string | null;
  createdAt: Date;
  ratingAvg: number;
  reviewCount: number;
  profile: typeof professionalProfiles.$inferSelect;
};

function professionalJson(row: ProfessionalRow, offered: Offered, showContact: boolean) {
  const p = row.profile;
  const rating = oneDecimal(Number(row.ratingAvg));
  return {
    id: row.id,
    name: row.name,
    email: showContact ? row.email : null,
    phone_number: showContact ? row.phoneNumber : null,
    user_type: 'Beauty Professional' as const,
    profile_pic: row.profilePic,
    joined_date: row.createdAt.toISOString().slice(0, 10),
    is_available: p.isAvailable,
    expertise: p.experienceLevel,
    services: offered.map((s) => s.id),
    services_detail: offered,
    service_category: p.categoryId,
    rating,
    review_count: row.reviewCount,
    more: {
      bio: p.bio,
      county: p.county,
      sub_county: p.subCounty,
      experience_level: p.experienceLevel,
      availability: p.isAvailable,
      employment_status: p.employmentStatus,
      current_employment: p.currentEmployment,
      target_employment: p.targetEmployment,
      working_hours_start: p.workingHoursStart,
      working_hours_end: p.workingHoursEnd,
      rating,
    },
  };
}
export type ProfessionalJson = ReturnType<typeof professionalJson>;

export interface ProfessionalFilters {
  county?: string;
  sub_county?: string;
  service_category?: number;
  services?: unknown;
  experience_level?: string;
  rating?: string;
  is_available?: boolean;
  search?: string;
  /** An extra condition from another domain, e.g. 'employees of this business'. */
  where?: SQL;
}

function professionalConditions(f: ProfessionalFilters): SQL[] {
  const where: SQL[] = [eq(users.userType, 'Beauty Professional')];
  if (f.where) where.push(f.where);
  if (f.county) where.push(sql`lower(${professionalProfiles.county}) = lower(${f.county})`);
  if (f.sub_county) where.push(sql`lower(${professionalProfiles.subCounty}) = lower(${f.sub_county})`);
  if (f.service_category !== undefined) where.push(eq(professionalProfiles.categoryId, f.service_category));
  if (f.experience_level) where.push(eq(professionalProfiles.experienceLevel, f.experience_level));
  if (f.is_available !== undefined) where.push(eq(professionalProfiles.isAvailable, f.is_available));
  if (f.rating && RATING_BANDS[f.rating]) where.push(RATING_BANDS[f.rating]!);
  const wanted = asList(f.services);
  if (wanted.length)
    where.push(
      sql`exists (select 1 from ${vendorServices} vs where vs.vendor_id = ${users.id} and vs.service_id in ${wanted})`,
    );
  if (f.search?.trim()) {
    const pattern = likePattern(f.search.trim());
    where.push(
      or(ilike(users.name, pattern), ilike(professionalProfiles.bio, pattern), offersServiceLike(pattern))!,
    );
  }
  return where;
}

export async function listProfessionals(
  db: Conn,
  filters: ProfessionalFilters,
  page: Page,
  viewerId: number | undefined,
) {
  const where = and(...professionalConditions(filters));
  const { rows, count } = await vendorPage(
    db,
    professionalProfiles,
    db
      .select({ ...professionalColumns, ...listColumns(viewerId) })
      .from(users)
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(where)
      .$dynamic(),
    where,
    page,
  );
  return { count, results: rows.map((r) => professionalJson(r, r.offered, r.contactShown)) };
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

const businessColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  profilePic: users.profilePic,
  emailVerified: users.emailVerified,
  ratingAvg: users.ratingAvg,
  reviewCount: users.reviewCount,
  profile: businessProfiles,
};
type BusinessRow = {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  profilePic: string | null;
  emailVerified: boolean;
  ratingAvg: number;
  reviewCount: number;
  profile: typeof businessProfiles.$inferSelect;
};

function businessJson(row: BusinessRow, offered: Offered, showContact: boolean) {
  const p = row.profile;
  return {
    id: row.id,
    name: row.name,
    email: showContact ? row.email : null,
    phone_number: showContact ? row.phoneNumber : null,
    profile_pic: row.profilePic,
    user_type: 'Business Owner' as const,
    email_verified: row.emailVerified,
    services_business: offered.map((s) => s.id),
    services_detail: offered,
    service_category_set: p.categoryId === null ? [] : [p.categoryId],
    rating: oneDecimal(Number(row.ratingAvg)),
    review_count: row.reviewCount,
    more: {
      business_name: p.businessName,
      business_location: p.businessLocation,
      business_bio: p.businessBio,
      county: p.county,
      sub_county: p.subCounty,
      rating: oneDecimal(Number(row.ratingAvg)),
      review_count: row.reviewCount,
      availability: p.isAvailable,
    },
  };
}
export type BusinessJson = ReturnType<typeof businessJson>;

export interface BusinessFilters {
  county?: string;
  sub_county?: string;
  service_category?: number;
  services_business?: unknown;
  rating?: string;
  search?: string;
  where?: SQL;
}

export async function listBusinesses(db: Conn, f: BusinessFilters, page: Page, viewerId: number | undefined) {
  const conditions: SQL[] = [eq(users.userType, 'Business Owner')];
  if (f.where) conditions.push(f.where);
  if (f.county) conditions.push(sql`lower(${businessProfiles.county}) = lower(${f.county})`);
  if (f.sub_county) conditions.push(sql`lower(${businessProfiles.subCounty}) = lower(${f.sub_county})`);
  if (f.service_category !== undefined) conditions.push(eq(businessProfiles.categoryId, f.service_category));
  if (f.rating && RATING_BANDS[f.rating]) conditions.push(RATING_BANDS[f.rating]!);
  const wanted = asList(f.services_business);
  if (wanted.length)
    conditions.push(
      sql`exists (select 1 from ${vendorServices} vs where vs.vendor_id = ${users.id} and vs.service_id in ${wanted})`,
    );
  if (f.search?.trim()) {
    const pattern = likePattern(f.search.trim());
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(businessProfiles.businessName, pattern),
        ilike(businessProfiles.businessBio, pattern),
        offersServiceLike(pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const { rows, count } = await vendorPage(
    db,
    businessProfiles,
    db
      .select({ ...businessColumns, ...listColumns(viewerId) })
      .from(users)
      .innerJoin(businessProfiles, eq(businessProfiles.userId, users.id))
      .where(where)
      .$dynamic(),
    where,
    page,
  );
  return { count, results: rows.map((r) => businessJson(r, r.offered, r.contactShown)) };
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

/** Replaces the services a vendor offers. */
export async function setVendorServices(tx: Tx, vendorId: number, serviceIds: number[]): Promise<void> {
  await tx.delete(vendorServices).where(eq(vendorServices.vendorId, vendorId));
  if (serviceIds.length)
    await tx
      .insert(vendorServices)
      .values([...new Set(serviceIds)].map((serviceId) => ({ vendorId, serviceId })));
}
