import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { findCounty, subCountySpellings } from '@urembo/kenya';
import {
  bookings,
  businessEmployees,
  businessProfiles,
  employmentRequests,
  professionalProfiles,
  serviceCategories,
  services,
  users,
  vendorServices,
  type BookingStatus,
  type UserType,
} from '../../db/schema.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import type { Page } from '../../http/pagination.ts';
import { catalogueNamesContaining } from '../catalog/index.ts';
import { contactShown, contactVisibility } from '../entitlements/index.ts';
import {
  businessJson,
  professionalJson,
  type BrowseCopy,
  type Offered,
  type ProfessionalJson,
} from './json.ts';

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

/**
 * A list's values, bound to the placeholders of its SQL (`$('county')`). Which of them a list has, with
 * its rating band, make its shape: a browse list is written and prepared once per shape (`prepared`).
 */
type ListValues = {
  county?: string;
  /**
   * The sub-county, lower case; or its spellings, when it has several (a former name): the index is read in
   * rating order for one name, not for a list of them.
   */
  subCounty?: string;
  subCounties?: string[];
  category?: number;
  services?: number[];
  maxPrice?: number;
  /** The search text as an ILIKE pattern, and the catalogue's services named with it in any language. */
  pattern?: string;
  catalogueNames?: string[];
  experience?: string;
  available?: boolean;
  viewer?: number;
  now?: string;
  size: number;
  offset: number;
  /** How many matches the list reads: the page's and COUNT_BOUND's. */
  bound: number;
};

interface ListShape {
  values: ListValues;
  band?: string;
  /** The search text holds several lines (see `profileConditions`). */
  lines?: boolean;
  /**
   * Only the vendors whose user meets this (employers of a professional, these ids), whether or not their
   * setup is done; such lists are not prepared. Without it, a browse list: vendors whose setup is done.
   */
  userWhere?: SQL;
  /** Rows by id (a profile page): no count. */
  uncounted?: boolean;
}

const $ = (name: keyof ListValues) => sql.placeholder(name);

/** The contract's text search also matches the names of the services a vendor offers. */
const offersServiceLike = (profile: VendorProfile, pattern: SQLWrapper) =>
  sql`exists (select 1 from ${vendorServices} vs join ${services} s on s.id = vs.service_id where vs.vendor_id = ${profile.userId} and s.name ilike ${pattern})`;

/**
 * The search in the catalogue's names of the services on the menu, in any language (a Kiswahili reader
 * searches "kunyoa"): the vendor offers one of the services named `catalogueNames` (English, as stored),
 * on the profile's copy of its menu (in the browse indexes). The ids are read in the same query, once.
 */
const offersServiceNamed = (profile: VendorProfile) =>
  sql`${profile.serviceIds} && (select coalesce(array_agg(${services.id}), '{}') from ${services} where ${services.name} = any(${$('catalogueNames')}::text[]))`;

/** The search in the user's name, on the profile's side (the count reads no users table). */
const namedLike = (profile: VendorProfile, pattern: SQLWrapper) =>
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
 * browse). The rows are vendors only, for whom `mayContact` (rules.ts) comes down to 'themselves or paid':
 * `contactShown` is that in SQL.
 */
const listColumns = (profile: VendorProfile, shape: ListShape, total: SQL<number>) => ({
  offered: offeredColumn(profile),
  /** The lowest price on the vendor's menu (its own, else the catalogue's), for the cards' "from KES N". */
  priceFrom: profile.priceFrom,
  contactShown:
    shape.values.viewer === undefined ? sql<boolean>`false` : contactShown($('viewer'), users.id, $('now')),
  total,
});

/**
 * How far a list counts its matches (issue 21): exactly up to 100 (five pages of 20); past that the count
 * is a lower bound, 100 or, on a page beyond the 100th match, one more than the matches up to the page's
 * end, so that `next` is right on every page. An exact total at a million professionals would read every
 * match; a bound of 100 keeps the rows a list reads the same at any size.
 */
export const COUNT_BOUND = 100;

/** The filters both vendor lists share. */
interface VendorFilters {
  county?: string;
  sub_county?: string;
  service_category?: number;
  rating?: string;
  search?: string;
  max_price?: number;
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
 * The shape and values of a list from its filters. The county and sub-county filters take any spelling
 * the forms accept ("Muranga", "KE-30", "Mbita"): profiles store the official names (and, from before
 * IEBC's renames, former sub-county names). A name nobody recognises is compared as given, so it finds
 * what it found before: nothing, or a stray spelling.
 */
function listShape(
  f: VendorFilters,
  offering: number[] | undefined,
  page: Page,
  viewerId: number | undefined,
): ListShape {
  const values: ListValues = {
    size: page.size,
    offset: page.offset,
    bound: Math.max(COUNT_BOUND, page.offset + page.size + 1),
  };
  const shape: ListShape = { values };
  const county = f.county ? findCounty(f.county) : undefined;
  if (f.county) values.county = county?.name ?? f.county;
  if (f.sub_county) {
    const names = subCountySpellings(f.sub_county, county?.name);
    const lowered = (names.length ? names : [f.sub_county]).map((name) => name.toLowerCase());
    if (lowered.length === 1) values.subCounty = lowered[0];
    else values.subCounties = lowered;
  }
  if (f.service_category !== undefined) values.category = f.service_category;
  if (f.rating && RATING_BANDS[f.rating]) shape.band = f.rating;
  if (offering?.length) values.services = offering;
  if (f.max_price !== undefined) values.maxPrice = f.max_price;
  const search = f.search?.trim();
  if (search) {
    values.pattern = likePattern(search);
    if (search.includes('\n')) shape.lines = true;
    else {
      const named = catalogueNamesContaining(search);
      if (named.length) values.catalogueNames = named;
    }
  }
  if (viewerId !== undefined) {
    values.viewer = viewerId;
    values.now = new Date().toISOString();
  }
  return shape;
}

const professionalShape = (f: ProfessionalFilters, page: Page, viewerId: number | undefined) => {
  const shape = listShape(f, f.services, page, viewerId);
  if (f.experience_level) shape.values.experience = f.experience_level;
  if (f.is_available !== undefined) shape.values.available = f.is_available;
  return shape;
};

/** What makes one list's SQL differ from another's: which values it has, its band, its kind of search. */
const shapeKey = (list: string, { values, band, lines }: ListShape) =>
  `${list} ${Object.keys(values).join()} ${band ?? ''} ${lines ? 'lines' : ''}`;

/**
 * Conditions on the profile; the search looks in the given columns (in its copy of them, see below).
 */
function profileConditions(profile: VendorProfile, shape: ListShape, searchable: Column[]): SQL[] {
  const v = shape.values;
  const conditions: SQL[] = [];
  if (!shape.userWhere)
    conditions.push(profile === businessProfiles ? businessSetupDone : professionalSetupDone);
  if (v.county !== undefined) conditions.push(sql`lower(${profile.county}) = lower(${$('county')})`);
  if (v.subCounty !== undefined) conditions.push(sql`lower(${profile.subCounty}) = ${$('subCounty')}`);
  if (v.subCounties) conditions.push(sql`lower(${profile.subCounty}) = any(${$('subCounties')}::text[])`);
  if (shape.band) conditions.push(RATING_BANDS[shape.band]!(profile));
  // Any of these services on the menu; some item on the menu at most this price: on the profile's copies
  // of its menu (service ids, lowest price), which the browse indexes include.
  if (v.services) conditions.push(sql`${profile.serviceIds} && ${$('services')}::integer[]`);
  if (v.maxPrice !== undefined) conditions.push(sql`${profile.priceFrom} <= ${$('maxPrice')}`);
  if (v.pattern !== undefined) {
    const pattern = $('pattern');
    // The profile's search text holds the searchable columns and the menu's service names, one a line
    // (migration 0010), under a trigram index; a text of several lines could match across two of them,
    // so it looks in the columns themselves. The catalogue's services whose name in some language holds the
    // text are an alternative: the menu's names in the search text are the English ones.
    conditions.push(
      shape.lines
        ? or(
            namedLike(profile, pattern),
            ...searchable.map((column) => ilike(column, pattern)),
            offersServiceLike(profile, pattern),
          )!
        : v.catalogueNames
          ? or(ilike(profile.searchText, pattern), offersServiceNamed(profile))!
          : ilike(profile.searchText, pattern),
    );
  }
  return conditions;
}

/** Conditions on the user of a vendor of one type: the page checks them on its rows. */
const userConditions = (profile: VendorProfile) => [
  eq(users.userType, profile === businessProfiles ? 'Business Owner' : 'Beauty Professional'),
  notDeleted,
];

/**
 * The vendors a list matches, best rated first, as far as the page and the count need (COUNT_BOUND):
 * their ids and sort keys only, read off a browse index of the profiles (the filtered columns are in it)
 * in its order, where the filters allow; then the page of them. Only the page's rows are read whole.
 * The list's conditions on the user (a vendor of its type, not deleted) are checked on the page's rows
 * only: they hold for every profile, made with its vendor account and deleted when the account is. Any
 * other condition on the user (employers of a professional, these ids) is checked with the matches.
 */
function matchedVendors(db: Conn, profile: VendorProfile, shape: ListShape, onProfile: SQL[]) {
  const conditions = [...onProfile];
  if (shape.userWhere)
    conditions.push(sql`${profile.userId} in (select ${users.id} from ${users} where ${shape.userWhere})`);
  const firstMatches = (...more: SQL[]) =>
    db
      .select({ userId: profile.userId, ratingAvg: profile.ratingAvg, reviewCount: profile.reviewCount })
      .from(profile)
      .where(and(...conditions, ...more))
      .orderBy(desc(profile.ratingAvg), desc(profile.reviewCount), asc(profile.userId))
      .limit($('bound'));
  // A vendor is found under any of its categories: the main one or the (up to two) others on its menu.
  // In a county, the two are read apart, each off its index (county and main category; county among
  // vendors with others), so that only matches are read; elsewhere in rating order.
  const main = sql`${profile.categoryId} = ${$('category')}`;
  const other = sql`${profile.extraCategoryIds} @> array[${$('category')}::integer]`;
  const matched = db.$with('matched').as(
    shape.values.category === undefined
      ? firstMatches()
      : shape.values.county === undefined
        ? firstMatches(sql`(${main} or ${other})`)
        : unionAll(
            firstMatches(main),
            firstMatches(
              sql`${profile.extraCategoryIds} <> '{}'`,
              other,
              sql`${profile.categoryId} is distinct from ${$('category')}`,
            ),
          )
            .orderBy(desc(profile.ratingAvg), desc(profile.reviewCount), asc(profile.userId))
            .limit($('bound')),
  );
  const onPage = db
    .$with('on_page')
    .as(
      db
        .select()
        .from(matched)
        .orderBy(desc(matched.ratingAvg), desc(matched.reviewCount), asc(matched.userId))
        .limit($('size'))
        .offset($('offset')),
    );
  // How many match (bounded), or nothing to count for rows read by id.
  const total = shape.uncounted ? sql<number>`0` : sql<number>`(select count(*)::int from ${matched})`;
  const order = [desc(onPage.ratingAvg), desc(onPage.reviewCount), asc(onPage.userId)];
  return { matched, onPage, total, order };
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

/** A page of professionals, its values as placeholders. */
function professionalList(db: Conn, shape: ListShape) {
  const conditions = profileConditions(professionalProfiles, shape, [professionalProfiles.bio]);
  if (shape.values.experience !== undefined)
    conditions.push(eq(professionalProfiles.experienceLevel, $('experience')));
  if (shape.values.available !== undefined)
    conditions.push(eq(professionalProfiles.isAvailable, $('available')));
  const { matched, onPage, total, order } = matchedVendors(db, professionalProfiles, shape, conditions);
  return db
    .with(matched, onPage)
    .select({
      ...userColumns,
      createdAt: users.createdAt,
      profile: shownColumns(professionalProfiles),
      ...listColumns(professionalProfiles, shape, total),
    })
    .from(onPage)
    .innerJoin(users, eq(users.id, onPage.userId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, onPage.userId))
    .where(and(...userConditions(professionalProfiles)))
    .orderBy(...order);
}

/** A page of businesses, its values as placeholders. */
function businessList(db: Conn, shape: ListShape) {
  const conditions = profileConditions(businessProfiles, shape, [
    businessProfiles.businessName,
    businessProfiles.businessBio,
  ]);
  const { matched, onPage, total, order } = matchedVendors(db, businessProfiles, shape, conditions);
  return db
    .with(matched, onPage)
    .select({
      ...userColumns,
      emailVerified: users.emailVerified,
      profile: shownColumns(businessProfiles),
      ...listColumns(businessProfiles, shape, total),
    })
    .from(onPage)
    .innerJoin(users, eq(users.id, onPage.userId))
    .innerJoin(businessProfiles, eq(businessProfiles.userId, onPage.userId))
    .where(and(...userConditions(businessProfiles)))
    .orderBy(...order);
}

type ProfessionalListRow = Awaited<ReturnType<typeof professionalList>>[number];
type BusinessListRow = Awaited<ReturnType<typeof businessList>>[number];

const professionalsAnswer = (rows: ProfessionalListRow[], page: Page) => ({
  // A page past the end has no rows and is answered 404 without counting: its offset is at least the count.
  count: rows[0] ? rows[0].total : page.offset,
  results: rows.map((r) =>
    professionalJson(r, { offered: r.offered, showContact: r.contactShown, priceFrom: r.priceFrom }),
  ),
});

const businessesAnswer = (rows: BusinessListRow[], page: Page) => ({
  count: rows[0] ? rows[0].total : page.offset,
  results: rows.map((r) =>
    businessJson(r, { offered: r.offered, showContact: r.contactShown, priceFrom: r.priceFrom }),
  ),
});

interface Statement<R> {
  execute(values: ListValues): Promise<R>;
}

/**
 * The browse lists' statements, per database and shape. Written once (drizzle's query building was a
 * third of what a list request allocated, decision 0034) and prepared: named on a direct connection, so
 * that each of the pool's connections plans it once; unnamed behind a transaction pooler, where a named
 * statement would meet another client's connection. Named statements stay on every connection, so only
 * the first NAMED_SHAPES shapes are kept; a list of another shape is written for its call, as any list.
 */
const statements = new WeakMap<Db, Map<string, Statement<unknown>>>();
const NAMED_SHAPES = 64;

function prepared<R>(
  database: Database,
  list: string,
  shape: ListShape,
  build: (db: Conn, shape: ListShape) => { prepare(name: string): Statement<R> },
): Statement<R> {
  let shapes = statements.get(database.db);
  if (!shapes) statements.set(database.db, (shapes = new Map()));
  const key = shapeKey(list, shape);
  const found = shapes.get(key) as Statement<R> | undefined;
  if (found) return found;
  if (shapes.size >= NAMED_SHAPES) return build(database.db, shape).prepare('');
  const statement = build(database.db, shape).prepare(
    database.transactionPooled ? '' : `browse_${shapes.size + 1}`,
  );
  shapes.set(key, statement);
  return statement;
}

/** A page of professionals whose setup is done, as browsing finds them. */
export async function browseProfessionals(
  database: Database,
  filters: ProfessionalFilters,
  page: Page,
  viewerId: number | undefined,
) {
  const shape = professionalShape(filters, page, viewerId);
  const rows = await prepared(database, 'professionals', shape, professionalList).execute(shape.values);
  return professionalsAnswer(rows, page);
}

/** A page of businesses whose setup is done, as browsing finds them. */
export async function browseBusinesses(
  database: Database,
  filters: BusinessFilters,
  page: Page,
  viewerId: number | undefined,
) {
  const shape = listShape(filters, filters.services_business, page, viewerId);
  const rows = await prepared(database, 'businesses', shape, businessList).execute(shape.values);
  return businessesAnswer(rows, page);
}

/** A list of the vendors whose user meets `userWhere`, without the browse filters; `uncounted` for rows by id. */
const userShape = (
  userWhere: SQL,
  page: Page,
  viewerId: number | undefined,
  uncounted = false,
): ListShape => ({
  ...listShape({}, undefined, page, viewerId),
  userWhere,
  uncounted,
});

/** Professionals by id, in one query. */
export async function professionalsById(db: Conn, ids: number[], viewerId: number | undefined) {
  if (!ids.length) return new Map<number, ProfessionalJson>();
  const page = { page: 1, size: ids.length, offset: 0 };
  const shape = userShape(inArray(users.id, ids), page, viewerId, true);
  const { results } = professionalsAnswer(await professionalList(db, shape).execute(shape.values), page);
  return new Map(results.map((p) => [p.id, p]));
}

export async function getProfessional(db: Conn, id: number, viewerId: number | undefined) {
  return (await professionalsById(db, [id], viewerId)).get(id);
}

/** A page of the businesses whose user meets `userWhere` (e.g. a professional's employers). */
export async function businessesWhere(db: Conn, userWhere: SQL, page: Page, viewerId: number | undefined) {
  const shape = userShape(userWhere, page, viewerId);
  return businessesAnswer(await businessList(db, shape).execute(shape.values), page);
}

export async function getBusiness(db: Conn, id: number, viewerId: number | undefined) {
  const page = { page: 1, size: 1, offset: 0 };
  const shape = userShape(eq(users.id, id), page, viewerId, true);
  const { results } = businessesAnswer(await businessList(db, shape).execute(shape.values), page);
  return results[0];
}

export async function findUser(db: Conn, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted));
  return row;
}

/** Someone on either side of a contact: who they are and what kind of account they hold. */
export interface Party {
  id: number;
  userType: UserType;
}

/** What can open one user's phone number and e-mail to another. */
export interface ContactGrounds {
  /** The viewer's active subscription, or a contact they paid for this user. */
  paid: boolean;
  /** A confirmed or completed booking between the two (in a booking's answer: that booking). */
  agreedBooking: boolean;
}

/** The bookings that open a retail customer's contact details to her vendor (`mayContact`). */
const AGREED_STATUSES: BookingStatus[] = ['confirmed', 'completed'];

/**
 * Whether the two have a booking together, either way round (in one of `statuses`, when given). Read
 * here rather than asked of bookings, which sits above accounts: who may see whom is accounts' rule.
 */
async function bookingBetween(db: Conn, a: number, b: number, statuses?: BookingStatus[]) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(
          and(eq(bookings.customerId, a), eq(bookings.vendorId, b)),
          and(eq(bookings.customerId, b), eq(bookings.vendorId, a)),
        ),
        statuses ? inArray(bookings.status, statuses) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Where hiring stands between a business and a professional, for the profile one shows of the other:
 * read off employment's tables here, as employment sits above accounts.
 */
export async function employmentBetween(db: Conn, businessId: number, professionalId: number) {
  const [link] = await db
    .select({ id: businessEmployees.id })
    .from(businessEmployees)
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        eq(businessEmployees.employeeId, professionalId),
        isNull(businessEmployees.endedAt),
      ),
    );
  if (link) return 'employee' as const;
  const [pending] = await db
    .select({ direction: employmentRequests.direction })
    .from(employmentRequests)
    .where(
      and(
        eq(employmentRequests.businessOwnerId, businessId),
        eq(employmentRequests.professionalId, professionalId),
        eq(employmentRequests.status, 'pending'),
      ),
    );
  if (!pending) return null;
  return pending.direction === 'invitation' ? ('invited' as const) : ('requested' as const);
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
    bookingBetween(db, viewer.id, target.id, AGREED_STATUSES),
  ]);
  return { paid: visible(target.id), agreedBooking };
}

/**
 * The user, when the viewer may know of her: vendors are public; a retail customer only to herself and
 * to a vendor she has a booking with, in any state (clients are not listed for strangers to walk).
 */
export async function userSeenBy(db: Conn, viewer: Party | null | undefined, id: number) {
  const row = await findUser(db, id);
  if (!row || row.userType !== 'Retail Customer' || viewer?.id === id) return row;
  if (viewer && viewer.userType !== 'Retail Customer' && (await bookingBetween(db, viewer.id, id)))
    return row;
  return undefined;
}

/**
 * The type of the user with this id; undefined when there is none, or it was erased: nobody reviews, pays
 * for, hires, reports or browses the photos of an erased account.
 */
export async function userTypeOf(db: Conn, id: number) {
  const [row] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(and(eq(users.id, id), notDeleted));
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

export async function updateUser(tx: Tx, id: number, changes: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

export async function updateBusinessProfile(
  tx: Tx,
  id: number,
  changes: Partial<typeof businessProfiles.$inferInsert>,
) {
  await tx.update(businessProfiles).set(changes).where(eq(businessProfiles.userId, id));
}

export async function updateProfessionalProfile(
  tx: Tx,
  id: number,
  changes: Partial<typeof professionalProfiles.$inferInsert>,
) {
  await tx.update(professionalProfiles).set(changes).where(eq(professionalProfiles.userId, id));
}
