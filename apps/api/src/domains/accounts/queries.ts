import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { unionAll, type PgSelect } from 'drizzle-orm/pg-core';
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
import { catalogueNamesContaining } from '../catalog/names.ts';
import { contactShown, contactVisibility } from '../payments/entitlements.ts';
import {
  businessJson,
  professionalJson,
  type BrowseCopy,
  type Offered,
  type ProfessionalJson,
} from './json.ts';
import type { ContactGrounds, Party } from './rules.ts';

type Conn = Db | Tx;

/** Browsing shows only vendors whose setup is done (as /api/me/ decides setup_complete). */
export const professionalSetupDone = sql`${professionalProfiles.bio} <> '' and ${professionalProfiles.county} <> ''`;
export const businessSetupDone = sql`${businessProfiles.businessName} <> '' and ${businessProfiles.county} <> ''`;
/** A deleted account's anonymised row stays for others' records, but nobody finds or reads it. */
export const notDeleted = sql`${users.deletedAt} is null`;

type VendorProfile = typeof professionalProfiles | typeof businessProfiles;

/** The rating bands, on the profile's copy of the rating (a range of the browse indexes' order). */
const RATING_BANDS: Record<string, (profile: VendorProfile) => SQL> = {
  '2 stars and below': (p) => sql`${p.reviewCount} > 0 and ${p.ratingAvg} <= 2`,
  '3 stars': (p) => sql`${p.ratingAvg} >= 3 and ${p.ratingAvg} < 4`,
  '4 stars and above': (p) => sql`${p.ratingAvg} >= 4`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The contract's text search also matches the names of the services a vendor offers. */
const offersServiceLike = (profile: VendorProfile, pattern: string) =>
  sql`exists (select 1 from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${profile.userId} and s.name ilike ${pattern})`;

/**
 * The search in the catalogue's names of the services on the menu, in any language (a Kiswahili reader
 * searches "kunyoa"): the vendor offers one of the services named `names` (English, as stored), on the
 * profile's copy of its menu (in the browse indexes). The ids are read in the same query, once.
 */
const offersServiceNamed = (profile: VendorProfile, names: string[]) =>
  sql`${profile.serviceIds} && (select coalesce(array_agg(${services.id}), '{}') from ${services} where ${inArray(services.name, names)})`;

/** The search in the user's name, on the profile's side (the count reads no users table). */
const namedLike = (profile: VendorProfile, pattern: string) =>
  sql`exists (select 1 from ${users} u where u.id = ${profile.userId} and u.name ilike ${pattern})`;

/**
 * The services a vendor offers ({id, name}, by name), as a column of the vendor's row: the catalogue's
 * rows of the profile's copy of its menu (a look-up by id each, without the menu's table).
 */
const offeredColumn = (profile: VendorProfile) =>
  sql<Offered>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json) from ${services} s where s.id = any(${profile.serviceIds}))`;

/**
 * A page of vendors is one query: each row carries its services, whether the viewer may see its contact
 * details and how many rows match (bounded: COUNT_BOUND; one round trip instead of four on a signed-in
 * browse). The rows
 * are vendors only, for whom `mayContact` (rules.ts) comes down to 'themselves or paid': `contactShown` is
 * that in SQL.
 */
const listColumns = (profile: VendorProfile, viewerId: number | undefined, total: SQL<number>) => ({
  offered: offeredColumn(profile),
  /** The lowest price on the vendor's menu (its own, else the catalogue's), for the cards' "from KES N". */
  priceFrom: profile.priceFrom,
  contactShown: contactShown(viewerId, users.id),
  total,
});

/**
 * How far a list counts its matches (issue 21): exactly up to 100 (five pages of 20); past that the count
 * is a lower bound, 100 or, on a page beyond the 100th match, one more than the matches up to the page's
 * end, so that `next` is right on every page. An exact total at a million professionals would read every
 * match; a bound of 100 keeps the rows a list reads the same at any size.
 */
export const COUNT_BOUND = 100;

/** The filters both vendor lists share, and extra conditions: on the profile (`where`), on the user. */
interface VendorFilters {
  county?: string;
  sub_county?: string;
  service_category?: number;
  rating?: string;
  search?: string;
  max_price?: number;
  /** An extra condition on the profile's columns, e.g. 'setup done'. */
  where?: SQL;
  /** An extra condition on the user, e.g. 'employers of this professional' or 'these ids'. */
  userWhere?: SQL;
  /** Rows by id (a profile page): no count. */
  uncounted?: boolean;
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

/** Conditions on the user of a vendor of one type: the page checks them on its rows. */
function userConditions(profile: VendorProfile, f: VendorFilters): SQL[] {
  const conditions: SQL[] = [
    eq(users.userType, profile === businessProfiles ? 'Business Owner' : 'Beauty Professional'),
    notDeleted,
  ];
  if (f.userWhere) conditions.push(f.userWhere);
  return conditions;
}

/**
 * Conditions on the profile from the shared filters; the search looks in the given columns (in its copy
 * of them, see below).
 */
function vendorConditions(
  profile: VendorProfile,
  f: VendorFilters,
  offering: number[] | undefined,
  searchable: Column[],
): SQL[] {
  const conditions: SQL[] = [];
  if (f.where) conditions.push(f.where);
  conditions.push(...placeConditions(profile, f));
  const band = f.rating ? RATING_BANDS[f.rating] : undefined;
  if (band) conditions.push(band(profile));
  // Any of these services on the menu; some item on the menu at most this price: on the profile's copies
  // of its menu (service ids, lowest price), which the browse indexes include.
  if (offering?.length)
    conditions.push(
      sql`${profile.serviceIds} && array[${sql.join(
        offering.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`,
    );
  if (f.max_price !== undefined) conditions.push(sql`${profile.priceFrom} <= ${f.max_price}`);
  const search = f.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // The profile's search text holds the searchable columns and the menu's service names, one a line
    // (migration 0010), under a trigram index; a text of several lines could match across two of them,
    // so it looks in the columns themselves. The catalogue's services whose name in some language holds the
    // text are an alternative: the menu's names in the search text are the English ones.
    const named = catalogueNamesContaining(search);
    conditions.push(
      search.includes('\n')
        ? or(
            namedLike(profile, pattern),
            ...searchable.map((column) => ilike(column, pattern)),
            offersServiceLike(profile, pattern),
          )!
        : named.length
          ? or(ilike(profile.searchText, pattern), offersServiceNamed(profile, named))!
          : ilike(profile.searchText, pattern),
    );
  }
  return conditions;
}

/**
 * The vendors a list matches, best rated first, as far as the page and the count need (COUNT_BOUND):
 * their ids and sort keys only, read off a browse index of the profiles (the filtered columns are in it)
 * in its order, where the filters allow; then the page of them. Only the page's rows are read whole.
 * The list's conditions on the user (a vendor of its type, not deleted) are checked on the page's rows
 * only: they hold for every profile, made with its vendor account and deleted when the account is. Any
 * other condition on the user (employers of a professional, these ids) is checked with the matches.
 */
function matchedVendors(db: Conn, profile: VendorProfile, f: VendorFilters, onProfile: SQL[], page: Page) {
  const conditions = [...onProfile];
  if (f.userWhere)
    conditions.push(sql`${profile.userId} in (select ${users.id} from ${users} where ${f.userWhere})`);
  const bound = Math.max(COUNT_BOUND, page.offset + page.size + 1);
  const firstMatches = (...more: SQL[]) =>
    db
      .select({ userId: profile.userId, ratingAvg: profile.ratingAvg, reviewCount: profile.reviewCount })
      .from(profile)
      .where(and(...conditions, ...more))
      .orderBy(desc(profile.ratingAvg), desc(profile.reviewCount), asc(profile.userId))
      .limit(bound);
  // A vendor is found under any of its categories: the main one or the (up to two) others on its menu.
  // In a county, the two are read apart, each off its index (county and main category; county among
  // vendors with others), so that only matches are read; elsewhere in rating order.
  const category = f.service_category;
  const main = sql`${profile.categoryId} = ${category}`;
  const other = sql`${profile.extraCategoryIds} @> array[${category}::integer]`;
  const matched = db.$with('matched').as(
    category === undefined
      ? firstMatches()
      : !f.county
        ? firstMatches(sql`(${main} or ${other})`)
        : unionAll(
            firstMatches(main),
            firstMatches(
              sql`${profile.extraCategoryIds} <> '{}'`,
              other,
              sql`${profile.categoryId} is distinct from ${category}`,
            ),
          )
            .orderBy(desc(profile.ratingAvg), desc(profile.reviewCount), asc(profile.userId))
            .limit(bound),
  );
  const onPage = db
    .$with('on_page')
    .as(
      db
        .select()
        .from(matched)
        .orderBy(desc(matched.ratingAvg), desc(matched.reviewCount), asc(matched.userId))
        .limit(page.size)
        .offset(page.offset),
    );
  // How many match (bounded), or nothing to count for rows read by id.
  const total = f.uncounted ? sql<number>`0` : sql<number>`(select count(*)::int from ${matched})`;
  return { matched, onPage, total };
}

/**
 * A page of vendors and how many match (bounded: COUNT_BOUND), read off the page's rows. A page past the
 * end has no rows and is answered 404 without counting: its offset is at least the count.
 */
async function vendorPage<T extends PgSelect>(
  onPage: ReturnType<typeof matchedVendors>['onPage'],
  rowsQuery: T,
  page: Page,
) {
  const rows: Awaited<T> = await rowsQuery.orderBy(
    desc(onPage.ratingAvg),
    desc(onPage.reviewCount),
    asc(onPage.userId),
  );
  const first = (rows as { total: number }[])[0];
  return { rows, count: first ? first.total : page.offset };
}

/** A profile's own columns, without its copies for browsing (read, parsed and sent for nothing). */
function shownColumns<T extends VendorProfile>(profile: T) {
  const {
    ratingAvg: _rating,
    reviewCount: _reviews,
    serviceIds: _services,
    priceFrom: _price,
    searchText: _search,
    ...shown
  } = getTableColumns(profile);
  return shown as Omit<T['_']['columns'], BrowseCopy>;
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
    professionalProfiles.bio,
  ]);
  if (filters.experience_level)
    conditions.push(eq(professionalProfiles.experienceLevel, filters.experience_level));
  if (filters.is_available !== undefined)
    conditions.push(eq(professionalProfiles.isAvailable, filters.is_available));
  const { matched, onPage, total } = matchedVendors(db, professionalProfiles, filters, conditions, page);
  const { rows, count } = await vendorPage(
    onPage,
    db
      .with(matched, onPage)
      .select({
        ...userColumns,
        createdAt: users.createdAt,
        profile: shownColumns(professionalProfiles),
        ...listColumns(professionalProfiles, viewerId, total),
      })
      .from(onPage)
      .innerJoin(users, eq(users.id, onPage.userId))
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, onPage.userId))
      .where(and(...userConditions(professionalProfiles, filters)))
      .$dynamic(),
    page,
  );
  return {
    count,
    results: rows.map((r) =>
      professionalJson(r, { offered: r.offered, showContact: r.contactShown, priceFrom: r.priceFrom }),
    ),
  };
}

/** Professionals by id, in one query. */
export async function professionalsById(db: Conn, ids: number[], viewerId: number | undefined) {
  if (!ids.length) return new Map<number, ProfessionalJson>();
  const { results } = await listProfessionals(
    db,
    { userWhere: inArray(users.id, ids), uncounted: true },
    { page: 1, size: ids.length, offset: 0 },
    viewerId,
  );
  return new Map(results.map((p) => [p.id, p]));
}

export async function getProfessional(db: Conn, id: number, viewerId: number | undefined) {
  return (await professionalsById(db, [id], viewerId)).get(id);
}

export async function listBusinesses(db: Conn, f: BusinessFilters, page: Page, viewerId: number | undefined) {
  const conditions = vendorConditions(businessProfiles, f, f.services_business, [
    businessProfiles.businessName,
    businessProfiles.businessBio,
  ]);
  const { matched, onPage, total } = matchedVendors(db, businessProfiles, f, conditions, page);
  const { rows, count } = await vendorPage(
    onPage,
    db
      .with(matched, onPage)
      .select({
        ...userColumns,
        emailVerified: users.emailVerified,
        profile: shownColumns(businessProfiles),
        ...listColumns(businessProfiles, viewerId, total),
      })
      .from(onPage)
      .innerJoin(users, eq(users.id, onPage.userId))
      .innerJoin(businessProfiles, eq(businessProfiles.userId, onPage.userId))
      .where(and(...userConditions(businessProfiles, f)))
      .$dynamic(),
    page,
  );
  return {
    count,
    results: rows.map((r) =>
      businessJson(r, { offered: r.offered, showContact: r.contactShown, priceFrom: r.priceFrom }),
    ),
  };
}

export async function getBusiness(db: Conn, id: number, viewerId: number | undefined) {
  const { results } = await listBusinesses(
    db,
    { userWhere: eq(users.id, id), uncounted: true },
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
