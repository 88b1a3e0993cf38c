import { sql } from 'drizzle-orm';
import { counties, findCounty, nairobiInstant, nairobiToday, type County } from '@urembo/kenya';
import type { Db } from '../db/client.ts';
import {
  bookings,
  businessEmployees,
  businessProfiles,
  employmentRequests,
  media,
  notifications,
  professionalProfiles,
  reviews,
  serviceCategories,
  services,
  users,
  vendorServices,
  EXPERIENCE_LEVELS,
  type BookingStatus,
  type UserType,
} from '../db/schema.ts';
import { hashPassword } from '../domains/auth/passwords.ts';
import { avatarSvg } from '../domains/media/images.ts';
import type { NotificationKind } from '../domains/notifications/notify.ts';
import * as words from './words.ts';

export interface SeedVolumes {
  businesses: number;
  professionals: number;
  clients: number;
}

/** The landing page's counters: 65 businesses, 650 professionals, 900 clients. */
export const DEMO_VOLUMES: SeedVolumes = { businesses: 65, professionals: 650, clients: 900 };
export const DEMO_PASSWORD = 'urembo-demo-2026';

export const DEMO_ACCOUNTS = [
  { userType: 'Business Owner', email: 'business@demo.urembo.co.ke', name: 'Njeri Wambui' },
  { userType: 'Beauty Professional', email: 'pro@demo.urembo.co.ke', name: 'Wanjiku Kamau' },
  { userType: 'Retail Customer', email: 'client@demo.urembo.co.ke', name: 'Achieng Otieno' },
] as const satisfies readonly { userType: UserType; email: string; name: string }[];

const DEMO_BUSINESS_NAME = 'Mama Njeri Beauty Parlour';

/** mulberry32: a small deterministic generator, so every seed of the same volumes gives the same data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  return { next, int, pick, chance, sample };
}
type Random = ReturnType<typeof generator>;

/** Most vendors and clients are in the three big cities; every county gets some. */
function countyFor(random: Random, index: number): County {
  if (index < counties.length) return counties[index]!;
  const roll = random.next();
  if (roll < 0.42) return findCounty('Nairobi')!;
  if (roll < 0.56) return findCounty('Mombasa')!;
  if (roll < 0.66) return findCounty('Kisumu')!;
  return random.pick(counties);
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const emailSafe = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Inserts in slices so one statement stays well under PostgreSQL's 65,535 parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Person {
  userType: UserType;
  name: string;
  first: string;
  email: string;
  phone: string;
  county: County;
  subCounty: string;
  createdAt: Date;
}

interface Vendor {
  id: number;
  email: string;
  userType: UserType;
  name: string;
  displayName: string;
  county: string;
  subCounty: string;
  serviceIds: number[];
  /** How good the vendor is on average: reviews scatter around it. */
  quality: number;
}

export interface SeedSummary {
  businesses: number;
  professionals: number;
  clients: number;
  bookings: number;
  reviews: number;
  accounts: typeof DEMO_ACCOUNTS;
}

/**
 * Seeds a deterministic demo marketplace into an empty database whose service catalogue exists.
 * Volumes include the three demo accounts; benchmarks pass bigger volumes.
 */
export async function seedDemo(
  db: Db,
  volumes: SeedVolumes = DEMO_VOLUMES,
  options: { seed?: number; now?: Date } = {},
): Promise<SeedSummary> {
  const random = generator(options.seed ?? 2026);
  const now = options.now ?? new Date();
  const today = nairobiToday(now);
  // One hash for every account: scrypt is deliberately slow, and demo accounts share one password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const catalogue = await db
    .select({
      id: services.id,
      name: services.name,
      categoryId: services.categoryId,
      category: serviceCategories.name,
      minutes: services.durationMinutes,
    })
    .from(services)
    .innerJoin(serviceCategories, sql`${serviceCategories.id} = ${services.categoryId}`);
  if (!catalogue.length) throw new Error('Seed the service catalogue first (ensureCatalogue).');
  const categories = [...new Set(catalogue.map((s) => s.category))];
  const serviceByName = new Map(catalogue.map((s) => [s.name, s]));
  const inCategory = (category: string) => catalogue.filter((s) => s.category === category);

  // ---- people
  const people: Person[] = [];
  let serial = 0;
  const ofType = new Map<UserType, number>();
  const person = (userType: UserType, fixed?: { name: string; email: string; county?: string }) => {
    serial += 1;
    const index = ofType.get(userType) ?? 0;
    ofType.set(userType, index + 1);
    const female = random.chance(userType === 'Retail Customer' ? 0.7 : 0.65);
    const first = female ? random.pick(words.WOMEN) : random.pick(words.MEN);
    const last = random.pick(words.SURNAMES.filter((s) => s !== first));
    const name = fixed?.name ?? `${first} ${last}`;
    const county = fixed?.county
      ? findCounty(fixed.county)!
      : countyFor(random, userType === 'Business Owner' ? counties.length : index);
    const p: Person = {
      userType,
      name,
      first: name.split(' ')[0]!,
      email: fixed?.email ?? `${emailSafe(first)}.${emailSafe(last)}${serial}@example.co.ke`,
      // 7,919 is prime, so numbers stay distinct for any volume below 100 million.
      phone: `2547${String((10_000_000 + serial * 7_919) % 100_000_000).padStart(8, '0')}`,
      county,
      subCounty: random.pick(county.subCounties),
      createdAt: new Date(now.getTime() - random.int(20, 700) * 86_400_000),
    };
    people.push(p);
    return p;
  };
  for (const account of DEMO_ACCOUNTS) person(account.userType, { ...account, county: 'Nairobi' });
  people[0]!.subCounty = 'Westlands';
  people[1]!.subCounty = 'Kasarani';
  people[2]!.subCounty = 'Dagoretti North';
  for (let i = 1; i < volumes.businesses; i++) person('Business Owner');
  for (let i = 1; i < volumes.professionals; i++) person('Beauty Professional');
  for (let i = 1; i < volumes.clients; i++) person('Retail Customer');

  const idByEmail = new Map<string, number>();
  await insertAll(people, async (slice) => {
    const rows = await db
      .insert(users)
      .values(
        slice.map((p) => ({
          userType: p.userType,
          name: p.name,
          email: p.email,
          phoneNumber: p.phone,
          passwordHash,
          emailVerified: true,
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const row of rows) idByEmail.set(row.email, row.id);
  });
  const idOf = (p: Person) => idByEmail.get(p.email)!;

  // Generated avatars, as registration makes them.
  await insertAll(
    people,
    (slice) =>
      db
        .insert(media)
        .values(
          slice.map((p) => ({ ownerId: idOf(p), contentType: 'image/svg+xml', data: avatarSvg(p.name) })),
        ),
    500,
  );
  await db.execute(
    sql`update ${users} set profile_pic = '/media/' || m.id from ${media} m where m.owner_id = ${users.id} and ${users.profilePic} is null`,
  );

  // ---- vendors: profiles and services
  const vendors: Vendor[] = [];
  const offerFrom = (category: string, n: number, must: string[] = []) => {
    const own = must.map((name) => serviceByName.get(name)!.id).filter(Boolean);
    const extra = random.sample(inCategory(category), n).map((s) => s.id);
    return [...new Set([...own, ...extra])].slice(0, 15);
  };
  const businessRows: (typeof businessProfiles.$inferInsert)[] = [];
  const professionalRows: (typeof professionalProfiles.$inferInsert)[] = [];
  const offered: { vendorId: number; serviceId: number }[] = [];
  const businessNames = new Set<string>();

  for (const p of people) {
    if (p.userType === 'Retail Customer') continue;
    const demo = p.email.endsWith('@demo.urembo.co.ke');
    const id = idOf(p);
    if (p.userType === 'Business Owner') {
      const category = demo ? 'Hair Styling' : random.pick(categories);
      const place = p.subCounty.length < 14 ? p.subCounty : p.county.name;
      let businessName = demo
        ? DEMO_BUSINESS_NAME
        : fill(random.pick(words.BUSINESS_PATTERNS[category] ?? ['{first} Beauty']), {
            first: p.first,
            place,
          });
      if (businessNames.has(businessName)) businessName = `${businessName} ${p.subCounty}`;
      businessNames.add(businessName);
      const serviceIds = demo
        ? offerFrom(category, 4, ['Box Braids', 'Manicure', 'Pedicure'])
        : random.chance(0.4)
          ? [...offerFrom(category, random.int(2, 5)), ...offerFrom(random.pick(categories), 2)]
          : offerFrom(category, random.int(2, 5));
      businessRows.push({
        userId: id,
        businessName,
        businessLocation: `${random.pick(['Moi Avenue', 'Kenyatta Avenue', 'Main Street', 'Market Road', 'Biashara Street'])}, ${p.subCounty}`,
        businessBio: fill(random.pick(words.BUSINESS_BIOS), {
          place: p.subCounty,
          year: random.int(2005, 2022),
          staff: random.int(3, 12),
        }),
        county: p.county.name,
        subCounty: p.subCounty,
        categoryId: inCategory(category)[0]!.categoryId,
        isAvailable: demo || random.chance(0.9),
      });
      vendors.push({
        id,
        email: p.email,
        userType: p.userType,
        name: p.name,
        displayName: businessName,
        county: p.county.name,
        subCounty: p.subCounty,
        serviceIds: [...new Set(serviceIds)].slice(0, 15),
        quality: random.int(25, 50) / 10,
      });
    } else {
      const category = demo ? 'Hair Braiding' : random.pick(categories);
      const serviceIds = demo
        ? offerFrom(category, 3, ['Box Braids', 'Cornrows', 'Knotless Braids'])
        : offerFrom(category, random.int(1, 4));
      const years = random.int(1, 15);
      const start = random.pick(['07:00', '08:00', '09:00', '10:00']);
      professionalRows.push({
        userId: id,
        bio: fill(random.pick(words.PROFESSIONAL_BIOS), {
          years,
          craft: category.toLowerCase(),
          place: p.subCounty,
        }),
        county: p.county.name,
        subCounty: p.subCounty,
        experienceLevel: demo
          ? 'Expert'
          : years < 3
            ? EXPERIENCE_LEVELS[0]
            : years < 8
              ? EXPERIENCE_LEVELS[1]
              : EXPERIENCE_LEVELS[2],
        isAvailable: demo || random.chance(0.85),
        employmentStatus: demo ? 'Employed' : random.pick(words.EMPLOYMENT_STATUSES),
        currentEmployment: demo ? DEMO_BUSINESS_NAME : '',
        targetEmployment: random.pick(words.TARGET_EMPLOYMENT),
        workingHoursStart: start,
        workingHoursEnd: random.pick(['17:00', '18:00', '19:00', '20:00']),
        categoryId: inCategory(category)[0]!.categoryId,
      });
      vendors.push({
        id,
        email: p.email,
        userType: p.userType,
        name: p.name,
        displayName: p.name,
        county: p.county.name,
        subCounty: p.subCounty,
        serviceIds,
        quality: random.int(25, 50) / 10,
      });
    }
  }
  for (const v of vendors) for (const serviceId of v.serviceIds) offered.push({ vendorId: v.id, serviceId });
  await insertAll(businessRows, (slice) => db.insert(businessProfiles).values(slice));
  await insertAll(professionalRows, (slice) => db.insert(professionalProfiles).values(slice), 500);
  await insertAll(offered, (slice) => db.insert(vendorServices).values(slice), 2000);

  // ---- bookings: past ones (mostly completed, many reviewed) and upcoming ones
  const clients = people.filter((p) => p.userType === 'Retail Customer').map(idOf);
  const businesses = vendors.filter((v) => v.userType === 'Business Owner');
  const professionals = vendors.filter((v) => v.userType === 'Beauty Professional');
  const [demoBusiness, demoPro, demoClient] = [businesses[0]!, professionals[0]!, clients[0]!];
  const minutesOf = new Map(catalogue.map((s) => [s.id, s.minutes]));
  const confirmedDays = new Set<string>();
  type NewBooking = typeof bookings.$inferInsert & { reviewRating?: number; reviewText?: string };
  const newBookings: NewBooking[] = [];
  const book = (
    customerId: number,
    v: Vendor,
    serviceId: number,
    date: string,
    time: string,
    status: BookingStatus,
  ): NewBooking | undefined => {
    // One confirmed booking per vendor per day keeps the no-overlap constraint satisfied.
    if (status === 'confirmed') {
      const key = `${v.id}:${date}`;
      if (confirmedDays.has(key)) return undefined;
      confirmedDays.add(key);
    }
    const startsAt = nairobiInstant(date, time);
    const booking: NewBooking = {
      customerId,
      vendorId: v.id,
      serviceId,
      bookingDate: date,
      bookingTime: time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (minutesOf.get(serviceId) ?? 60) * 60_000),
      county: v.county,
      subCounty: v.subCounty,
      status,
      createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - random.int(1, 14) * 86_400_000),
    };
    newBookings.push(booking);
    return booking;
  };
  const review = (booking: NewBooking | undefined, rating: number) => {
    if (!booking) return;
    booking.reviewRating = rating;
    booking.reviewText = random.pick(words.REVIEWS[rating]!);
  };
  const hour = () => `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;

  // The demo accounts' story: something to answer, something upcoming, something to review.
  const braids = serviceByName.get('Box Braids')!.id;
  const cornrows = serviceByName.get('Cornrows')!.id;
  const manicure = serviceByName.get('Manicure')!.id;
  book(demoClient, demoPro, braids, addDays(today, 1), '10:00', 'pending');
  book(demoClient, demoPro, cornrows, addDays(today, 3), '14:00', 'confirmed');
  review(book(demoClient, demoPro, braids, addDays(today, -20), '09:00', 'completed'), 5);
  book(demoClient, demoPro, cornrows, addDays(today, -6), '11:00', 'completed');
  book(demoClient, demoBusiness, manicure, addDays(today, 2), '11:00', 'pending');
  book(demoClient, demoBusiness, manicure, addDays(today, 5), '15:00', 'confirmed');
  book(demoClient, demoBusiness, manicure, addDays(today, -3), '12:00', 'cancelled');
  for (let i = 0; i < 4; i++) {
    book(
      random.pick(clients),
      demoPro,
      random.pick(demoPro.serviceIds),
      addDays(today, i + 1),
      hour(),
      'pending',
    );
    book(
      random.pick(clients),
      demoBusiness,
      random.pick(demoBusiness.serviceIds),
      addDays(today, i + 2),
      hour(),
      'pending',
    );
  }

  // Everyone else's bookings leave the demo vendors alone, so their story above stays as told.
  for (const customerId of clients) {
    for (let n = random.int(0, 4); n > 0; n--) {
      const v = random.chance(0.3) ? random.pick(businesses.slice(1)) : random.pick(professionals.slice(1));
      const serviceId = random.pick(v.serviceIds);
      const past = random.chance(0.75);
      const date = addDays(today, past ? -random.int(1, 180) : random.int(1, 30));
      const roll = random.next();
      const status: BookingStatus = past
        ? roll < 0.72
          ? 'completed'
          : roll < 0.9
            ? 'cancelled'
            : 'confirmed'
        : roll < 0.6
          ? 'pending'
          : roll < 0.85
            ? 'confirmed'
            : 'cancelled';
      const booking = book(customerId, v, serviceId, date, hour(), status);
      if (booking && status === 'completed' && random.chance(0.8)) {
        const rating = Math.max(1, Math.min(5, Math.round(v.quality + (random.next() - 0.5) * 2.2)));
        review(booking, rating);
      }
    }
  }

  const bookingIds: number[] = [];
  await insertAll(
    newBookings,
    async (slice) => {
      const rows = await db
        .insert(bookings)
        .values(slice.map(({ reviewRating: _r, reviewText: _t, ...b }) => b))
        .returning({ id: bookings.id });
      bookingIds.push(...rows.map((r) => r.id));
    },
    500,
  );
  const reviewRows = newBookings.flatMap((b, i) =>
    b.reviewRating
      ? [
          {
            reviewerId: b.customerId,
            subjectId: b.vendorId,
            bookingId: bookingIds[i]!,
            rating: b.reviewRating,
            reviewText: b.reviewText ?? '',
            createdAt: new Date(b.endsAt.getTime() + random.int(1, 48) * 3_600_000),
          },
        ]
      : [],
  );
  await insertAll(reviewRows, (slice) => db.insert(reviews).values(slice));
  // Ratings kept beside the user, as the review call keeps them.
  await db.execute(sql`
    update ${users} set rating_avg = r.avg, review_count = r.count
    from (select subject_id, round(avg(rating), 2) as avg, count(*)::int as count
          from ${reviews} group by subject_id) r
    where r.subject_id = ${users.id}`);

  // ---- employment: employees of businesses, with the demo professional at the demo business
  const employment: (typeof businessEmployees.$inferInsert)[] = [
    { businessId: demoBusiness.id, employeeId: demoPro.id, employmentStartDate: addDays(today, -240) },
    {
      businessId: demoBusiness.id,
      employeeId: professionals[1]!.id,
      employmentStartDate: addDays(today, -90),
    },
  ];
  for (const business of businesses.slice(1)) {
    const local = professionals.filter((p) => p.county === business.county && p.id !== demoPro.id);
    for (const employee of random.sample(local.length ? local : professionals.slice(2), random.int(0, 3)))
      employment.push({
        businessId: business.id,
        employeeId: employee.id,
        employmentStartDate: addDays(today, -random.int(10, 900)),
      });
  }
  await insertAll(employment, (slice) => db.insert(businessEmployees).values(slice).onConflictDoNothing());

  const applicant = professionals[2]!;
  await db.insert(employmentRequests).values({
    businessOwnerId: demoBusiness.id,
    professionalId: applicant.id,
    name: applicant.name,
    email: applicant.email,
    proposal:
      'I have five years of braiding experience and can start next week. I would love to join your team.',
    salary: 'KES 35,000 per month',
  });

  // ---- notifications the demo accounts would have received
  const note = (
    userId: number,
    kind: NotificationKind,
    title: string,
    message: string,
    link: string | null,
    hoursAgo: number,
    isRead = false,
  ) => ({
    userId,
    kind,
    title,
    message,
    link,
    isRead,
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  const [clientName, proName] = [DEMO_ACCOUNTS[2].name, DEMO_ACCOUNTS[1].name];
  await db
    .insert(notifications)
    .values([
      note(
        demoPro.id,
        'booking_requested',
        'New booking request',
        `${clientName} asked to book you on ${addDays(today, 1)} at 10:00.`,
        '/professional-requests',
        2,
      ),
      note(
        demoPro.id,
        'employee_added',
        'You have a new employer',
        `${DEMO_BUSINESS_NAME} added you as an employee.`,
        '/professional-employer',
        24 * 240,
        true,
      ),
      note(
        demoPro.id,
        'review_received',
        'New review',
        `${clientName} rated you 5 out of 5.`,
        null,
        24 * 19,
        true,
      ),
      note(
        demoBusiness.id,
        'booking_requested',
        'New booking request',
        `${clientName} asked to book you on ${addDays(today, 2)} at 11:00.`,
        '/business-bookings',
        5,
      ),
      note(
        demoBusiness.id,
        'employment_requested',
        'New employment request',
        `${applicant.name} would like to work with you.`,
        '/employment-requests',
        30,
      ),
      note(
        demoBusiness.id,
        'booking_cancelled',
        'Booking cancelled',
        `${clientName} cancelled the Manicure appointment on ${addDays(today, -3)}.`,
        '/business-bookings',
        24 * 4,
        true,
      ),
      note(
        demoClient,
        'booking_confirmed',
        'Booking approved',
        `${proName} approved your Cornrows booking on ${addDays(today, 3)}.`,
        '/appointments',
        3,
      ),
      note(
        demoClient,
        'booking_confirmed',
        'Booking approved',
        `${DEMO_BUSINESS_NAME} approved your Manicure booking on ${addDays(today, 5)}.`,
        '/appointments',
        26,
        true,
      ),
    ]);

  return {
    businesses: volumes.businesses,
    professionals: volumes.professionals,
    clients: volumes.clients,
    bookings: newBookings.length,
    reviews: reviewRows.length,
    accounts: DEMO_ACCOUNTS,
  };
}

/** True when the database has no users yet: the first start seeds it. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

export function demoAccountsText(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(20)} ${a.email}`);
  return `Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}`;
}

/**
 * At start: seeds an empty database, then answers the demo accounts to print when they exist
 * (a database seeded earlier keeps them; one filled by real sign-ups has none).
 */
export async function ensureDemoData(db: Db): Promise<string | undefined> {
  if (await isEmpty(db)) await seedDemo(db);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${DEMO_ACCOUNTS[0].email}`);
  return row ? demoAccountsText() : undefined;
}
