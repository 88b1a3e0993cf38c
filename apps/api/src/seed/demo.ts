import { inArray, sql } from 'drizzle-orm';
import { addDays, counties, findCounty, nairobiInstant, nairobiToday, type County } from '@urembo/kenya';
import type { Db } from '../db/client.ts';
import { pages } from '../http/pages.ts';
import {
  blockedTimes,
  bookings,
  businessEmployees,
  businessProfiles,
  employmentRequests,
  media,
  notifications,
  portfolioPhotos,
  professionalProfiles,
  reviews,
  serviceCategories,
  services,
  staffSettings,
  users,
  vendorSchedules,
  vendorServices,
  EXPERIENCE_LEVELS,
  type BookingPlace,
  type BookingStatus,
  type UserType,
} from '../db/schema.ts';
import { hashPassword } from '../domains/auth/index.ts';
import { avatarSvg, etagOf, mediaUrl, saveImage } from '../domains/media/index.ts';
import { renderText, text, type StoredText } from '../i18n/text.ts';
import type { NotificationKind } from '../domains/messaging/index.ts';
import {
  SLOT_STEP_MINUTES,
  WEEKDAYS,
  type HoursException,
  type OpeningHours,
  type Weekday,
  type WeeklyHours,
} from '../domains/scheduling/index.ts';
import { drawPool, type PoolPhoto } from './artwork.ts';
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

const MONDAY_TO_SATURDAY = WEEKDAYS.filter((day) => day !== 'sunday');
const TUESDAY_TO_SUNDAY = WEEKDAYS.filter((day) => day !== 'monday');
const SHORT_SUNDAY = { sunday: { open: '10:00', close: '16:00' } };
/** Spas, massage and facials take clients after work, into the evening. */
const EVENING_CATEGORIES = new Set(['Spas', 'Massage', 'Facials']);
/** Where a vendor charges above the catalogue's typical price. */
const PRICEY_COUNTIES = new Set(['Nairobi', 'Mombasa']);

/** Open on `days` from `open` to `close`, except where `other` gives other hours (or null: closed). */
function week(
  days: readonly Weekday[],
  open: string,
  close: string,
  other: Partial<WeeklyHours> = {},
): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      day in other ? (other[day] ?? null) : days.includes(day) ? { open, close } : null,
    ]),
  ) as WeeklyHours;
}

/** The demo parlour closes for lunch from 13:00 to 14:00 on its long days (two opening ranges). */
function withLunch(weekly: WeeklyHours): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = weekly[day];
      if (!hours || hours.open >= '13:00' || hours.close <= '14:00') return [day, hours];
      const ranges = [
        { open: hours.open, close: '13:00' },
        { open: '14:00', close: hours.close },
      ];
      return [day, { open: hours.open, close: hours.close, ranges }];
    }),
  ) as WeeklyHours;
}

/** Salons Monday to Saturday 08:00-19:00, most with a short Sunday; barbers early to late; spas into the evening. */
function businessWeek(random: Random, category: string): WeeklyHours {
  if (category === 'Barbering')
    return week(
      WEEKDAYS,
      '07:30',
      '20:00',
      random.chance(0.5) ? { sunday: { open: '10:00', close: '18:00' } } : {},
    );
  if (EVENING_CATEGORIES.has(category))
    return week(WEEKDAYS, '09:00', '20:00', { sunday: { open: '10:00', close: '18:00' } });
  return week(MONDAY_TO_SATURDAY, '08:00', '19:00', random.chance(0.75) ? SHORT_SUNDAY : {});
}

/** A freelancer's week: barbers 07:30-20:00; others their own hours, some Tuesday to Sunday, some a half Saturday. */
function professionalWeek(random: Random, category: string) {
  if (category === 'Barbering')
    return { start: '07:30', end: '20:00', weekly: week(MONDAY_TO_SATURDAY, '07:30', '20:00') };
  const start = random.pick(['07:00', '08:00', '09:00', '10:00']);
  const end = random.pick(['17:00', '18:00', '19:00', '20:00']);
  const roll = random.next();
  const weekly =
    roll < 0.6
      ? week(MONDAY_TO_SATURDAY, start, end)
      : roll < 0.85
        ? week(TUESDAY_TO_SUNDAY, start, end)
        : week(MONDAY_TO_SATURDAY, start, end, { saturday: { open: start, close: '14:00' } });
  return { start, end, weekly };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/**
 * The opening hours of a date in minutes of the day, the date's exception first, with its ranges (a
 * booking fits in one of them); null when closed.
 */
function hoursOn(schedule: SeedSchedule, date: string) {
  const exception = schedule.exceptions.find((e) => e.date === date);
  const hours: OpeningHours | null = exception ? exception.hours : schedule.weekly[weekdayOf(date)];
  return (
    hours && {
      open: minutesOf(hours.open),
      close: minutesOf(hours.close),
      ranges: (hours.ranges?.length ? hours.ranges : [hours]).map((r) => ({
        open: minutesOf(r.open),
        close: minutesOf(r.close),
      })),
    }
  );
}

function nextWorkingDay(weekly: WeeklyHours, date: string): string {
  let day = date;
  while (!weekly[weekdayOf(day)]) day = addDays(day, 1);
  return day;
}

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

/** A menu item: the vendor's own price and duration (null: the catalogue's) and what they come to. */
interface MenuEntry {
  ownPrice: number | null;
  ownMinutes: number | null;
  priceKes: number;
  minutes: number;
}

/** A row of vendor_schedules. */
interface SeedSchedule {
  weekly: WeeklyHours;
  exceptions: HoursException[];
  bufferMinutes: number;
  capacity: number;
  places: BookingPlace[];
}

interface Vendor {
  id: number;
  email: string;
  userType: UserType;
  name: string;
  displayName: string;
  county: string;
  subCounty: string;
  /** The main category first, then the others it offers. */
  categories: string[];
  serviceIds: number[];
  menu: Map<number, MenuEntry>;
  schedule: SeedSchedule;
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
      priceKes: services.priceKes,
    })
    .from(services)
    .innerJoin(serviceCategories, sql`${serviceCategories.id} = ${services.categoryId}`);
  if (!catalogue.length) throw new Error('Seed the service catalogue first (ensureCatalogue).');
  // The pictures are drawn on sharp's threads while the rows below are written; awaited at the photos.
  const artwork = drawPool(words.PORTFOLIO);
  artwork.catch(() => undefined);
  const categories = [...new Set(catalogue.map((s) => s.category))];
  const serviceByName = new Map(catalogue.map((s) => [s.name, s]));
  const serviceById = new Map(catalogue.map((s) => [s.id, s]));
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
          // The demo's numbers are its own, so they get its SMS (into the simulator's outbox).
          phoneVerifiedAt: p.createdAt,
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
      db.insert(media).values(
        slice.map((p) => {
          const data = avatarSvg(p.name);
          return { ownerId: idOf(p), contentType: 'image/svg+xml', data, etag: etagOf(data) };
        }),
      ),
    500,
  );
  await db.execute(
    sql`update ${users} set profile_pic = '/media/' || m.id from ${media} m where m.owner_id = ${users.id} and ${users.profilePic} is null`,
  );

  // ---- vendors: profiles, menus and working hours
  const vendors: Vendor[] = [];
  const categoryIdOf = (category: string) => inCategory(category)[0]!.categoryId;
  const offerFrom = (category: string, n: number, must: string[] = []) => {
    const own = must.map((name) => serviceByName.get(name)!.id).filter(Boolean);
    const extra = random.sample(inCategory(category), n).map((s) => s.id);
    return [...new Set([...own, ...extra])].slice(0, 15);
  };
  /** Several categories: the main one's services first, then one or two of each extra category. */
  const offerAcross = (category: string, extras: string[], n: number, must: string[] = []) =>
    [
      ...new Set([
        ...offerFrom(category, n, must),
        ...extras.flatMap((extra) => offerFrom(extra, random.int(1, 2))),
      ]),
    ].slice(0, 15);
  const otherCategories = (category: string, n: number) =>
    random.sample(
      categories.filter((c) => c !== category),
      n,
    );
  /** The vendor's own prices: dearer in the big cities, and a salon charges a little more than a freelancer. */
  const menuOf = (serviceIds: number[], county: string, business: boolean) => {
    const factor =
      (PRICEY_COUNTIES.has(county) ? random.int(100, 115) : random.int(85, 100)) / 100 +
      (business ? 0.05 : 0);
    const entries = serviceIds.map((serviceId): [number, MenuEntry] => {
      const service = serviceById.get(serviceId)!;
      const spread = Math.min(1.2, Math.max(0.8, factor * (0.93 + random.next() * 0.14)));
      // Some vendors keep the catalogue's price or duration (stored as null, read through to the catalogue).
      const ownPrice = random.chance(0.9)
        ? Math.max(50, Math.round((service.priceKes * spread) / 50) * 50)
        : null;
      const ownMinutes = random.chance(0.65)
        ? Math.min(480, Math.max(15, Math.round((service.minutes * (0.8 + random.next() * 0.4)) / 15) * 15))
        : null;
      return [
        serviceId,
        {
          ownPrice,
          ownMinutes,
          priceKes: ownPrice ?? service.priceKes,
          minutes: ownMinutes ?? service.minutes,
        },
      ];
    });
    return new Map(entries);
  };
  /** A day off in the coming weeks for some vendors, and a short day for a few. */
  const exceptionsOf = (): HoursException[] => [
    ...(random.chance(0.12) ? [{ date: addDays(today, random.int(2, 45)), hours: null }] : []),
    ...(random.chance(0.06)
      ? [{ date: addDays(today, random.int(46, 80)), hours: { open: '10:00', close: '14:00' } }]
      : []),
  ];
  const businessRows: (typeof businessProfiles.$inferInsert)[] = [];
  const professionalRows: (typeof professionalProfiles.$inferInsert)[] = [];
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
      const roll = random.next();
      const extras = demo
        ? ['Hair Braiding', 'Manicure and Pedicure']
        : otherCategories(category, roll < 0.3 ? 1 : roll < 0.4 ? 2 : 0);
      const serviceIds = demo
        ? offerAcross(category, [], 4, ['Box Braids', 'Manicure', 'Pedicure'])
        : offerAcross(category, extras, random.int(2, 5));
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
        categoryId: categoryIdOf(category),
        extraCategoryIds: extras.map(categoryIdOf),
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
        categories: [category, ...extras],
        serviceIds,
        menu: menuOf(serviceIds, p.county.name, true),
        schedule: {
          weekly: demo
            ? withLunch(week(MONDAY_TO_SATURDAY, '08:00', '19:00', SHORT_SUNDAY))
            : businessWeek(random, category),
          exceptions: demo ? [] : exceptionsOf(),
          bufferMinutes: demo ? 15 : random.pick([0, 0, 10, 15]),
          capacity: demo ? 3 : random.int(2, 4),
          places: ['vendor'],
        },
        quality: random.int(25, 50) / 10,
      });
    } else {
      const category = demo ? 'Hair Braiding' : random.pick(categories);
      const extras = !demo && random.chance(0.15) ? otherCategories(category, 1) : [];
      const serviceIds = demo
        ? offerFrom(category, 3, ['Box Braids', 'Cornrows', 'Knotless Braids'])
        : offerAcross(category, extras, random.int(1, 4));
      const years = random.int(1, 15);
      const { start, end, weekly } = demo
        ? { start: '08:00', end: '18:00', weekly: week(MONDAY_TO_SATURDAY, '08:00', '18:00') }
        : professionalWeek(random, category);
      // Freelancers mostly serve at their place and the client's; some only come to the client.
      const places: BookingPlace[] = demo || random.chance(0.8) ? ['vendor', 'client'] : ['client'];
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
        workingHoursEnd: end,
        categoryId: categoryIdOf(category),
        extraCategoryIds: extras.map(categoryIdOf),
      });
      vendors.push({
        id,
        email: p.email,
        userType: p.userType,
        name: p.name,
        displayName: p.name,
        county: p.county.name,
        subCounty: p.subCounty,
        categories: [category, ...extras],
        serviceIds,
        menu: menuOf(serviceIds, p.county.name, false),
        schedule: {
          weekly,
          // The demo professional takes a working day off soon, so the exceptions editor has something to show.
          exceptions: demo
            ? [{ date: nextWorkingDay(weekly, addDays(today, 8)), hours: null }]
            : exceptionsOf(),
          // Going to clients' homes takes travel time between appointments.
          bufferMinutes: places.length === 1 ? 15 : random.pick([0, 0, 10, 15]),
          capacity: 1,
          places,
        },
        quality: random.int(25, 50) / 10,
      });
    }
  }
  await insertAll(businessRows, (slice) => db.insert(businessProfiles).values(slice));
  await insertAll(professionalRows, (slice) => db.insert(professionalProfiles).values(slice), 500);
  await insertAll(
    vendors.flatMap((v) =>
      v.serviceIds.map((serviceId) => {
        const { ownPrice, ownMinutes } = v.menu.get(serviceId)!;
        return { vendorId: v.id, serviceId, priceKes: ownPrice, durationMinutes: ownMinutes };
      }),
    ),
    (slice) => db.insert(vendorServices).values(slice),
    2000,
  );
  await insertAll(vendors, (slice) =>
    db.insert(vendorSchedules).values(slice.map((v) => ({ vendorId: v.id, ...v.schedule }))),
  );

  // ---- bookings: on the vendors' hours, menus and chairs; past ones mostly completed (many reviewed), and upcoming ones
  const clientPeople = people.filter((p) => p.userType === 'Retail Customer');
  const clients = clientPeople.map(idOf);
  const homeOf = new Map(clientPeople.map((p) => [idOf(p), p]));
  const businesses = vendors.filter((v) => v.userType === 'Business Owner');
  const professionals = vendors.filter((v) => v.userType === 'Beauty Professional');
  const [demoBusiness, demoPro, demoClient] = [businesses[0]!, professionals[0]!, clients[0]!];
  /** Appointments that took a chair (confirmed and completed), per vendor and date. */
  const taken = new Map<string, { from: number; to: number; chair: number }[]>();
  /**
   * The chair an appointment [from, to) can take, counted as the slots call counts: fewer than `capacity`
   * appointments, widened by the buffer, may overlap it. Then some chair has none overlapping it at all.
   */
  const freeChair = (v: Vendor, date: string, from: number, to: number) => {
    const booked = taken.get(`${v.id}:${date}`) ?? [];
    const buffer = v.schedule.bufferMinutes * 60_000;
    if (booked.filter((a) => a.from - buffer < to && a.to + buffer > from).length >= v.schedule.capacity)
      return undefined;
    const busy = new Set(booked.filter((a) => a.from < to && a.to > from).map((a) => a.chair));
    let chair = 1;
    while (busy.has(chair)) chair += 1;
    return chair;
  };
  // The demo's bookings are all made by clients with accounts (walk-ins come in the demo salon's story).
  type NewBooking = typeof bookings.$inferInsert & {
    customerId: number;
    reviewRating?: number;
    reviewText?: string;
  };
  const newBookings: NewBooking[] = [];
  interface BookingOptions {
    /** The start wanted (HH:MM); another one on the grid when it does not fit. */
    time?: string;
    place?: BookingPlace;
    endedBy?: 'customer' | 'vendor';
    endReason?: string;
  }
  /**
   * A booking of the vendor's menu item on `day` or, when the vendor is closed or full, on a working day
   * after it (before it, for a day in the past): on the quarter-hour grid inside the hours, as long as the
   * menu says, at the menu's price. Requests and appointments go only where a chair is free, as the
   * request would have found it; undefined when a week finds none.
   */
  const book = (
    customerId: number,
    v: Vendor,
    serviceId: number,
    day: string,
    status: BookingStatus,
    options: BookingOptions = {},
  ): NewBooking | undefined => {
    const { priceKes, minutes } = v.menu.get(serviceId)!;
    const step = day < today ? -1 : 1;
    for (let shift = 0; shift < 7; shift++) {
      const date = addDays(day, shift * step);
      const hours = hoursOn(v.schedule, date);
      if (!hours || hours.close - hours.open < minutes) continue;
      const lastStart = hours.close - minutes;
      for (let attempt = 0; attempt < 4; attempt++) {
        const start =
          attempt === 0 && options.time
            ? minutesOf(options.time)
            : hours.open +
              SLOT_STEP_MINUTES * random.int(0, Math.floor((lastStart - hours.open) / SLOT_STEP_MINUTES));
        if (start < hours.open || start > lastStart) continue;
        if (!hours.ranges.some((r) => r.open <= start && start + minutes <= r.close)) continue;
        const time = clock(start);
        const startsAt = nairobiInstant(date, time);
        const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
        const chair =
          status === 'cancelled' ? undefined : freeChair(v, date, startsAt.getTime(), endsAt.getTime());
        if (status !== 'cancelled' && chair === undefined) continue;
        if (chair !== undefined && (status === 'confirmed' || status === 'completed')) {
          const key = `${v.id}:${date}`;
          taken.set(key, [
            ...(taken.get(key) ?? []),
            { from: startsAt.getTime(), to: endsAt.getTime(), chair },
          ]);
        }
        const place =
          options.place ??
          (v.schedule.places.length === 1 || random.chance(0.65) ? v.schedule.places[0]! : 'client');
        // A client who lives in the vendor's county is visited at home; others at an address near the vendor.
        const home = homeOf.get(customerId);
        const area =
          place === 'client' && home?.county.name === v.county
            ? { county: home.county.name, subCounty: home.subCounty }
            : { county: v.county, subCounty: v.subCounty };
        let { endedBy, endReason = '' } = options;
        if (status === 'cancelled' && !endedBy) {
          endedBy = random.chance(0.55) ? 'customer' : 'vendor';
          endReason =
            endedBy === 'customer'
              ? random.pick(words.CLIENT_CANCEL_REASONS)
              : place === 'client' && random.chance(0.4)
                ? words.HOME_VISIT_DECLINE
                : random.pick(words.VENDOR_DECLINE_REASONS);
        }
        const booking: NewBooking = {
          customerId,
          vendorId: v.id,
          // A professional serves her own bookings (the database keeps her out of two places at once).
          staffId: v.userType === 'Beauty Professional' ? v.id : null,
          serviceId,
          bookingDate: date,
          bookingTime: time,
          startsAt,
          endsAt,
          ...area,
          status,
          priceKes,
          place,
          address: place === 'client' ? fill(random.pick(words.ADDRESSES), { place: area.subCounty }) : '',
          landmark: place === 'client' ? random.pick(words.LANDMARKS) : '',
          endedBy: endedBy ?? null,
          endReason,
          chair: status === 'confirmed' ? chair : null,
          createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - random.int(1, 14) * 86_400_000),
        };
        newBookings.push(booking);
        return booking;
      }
    }
    return undefined;
  };
  /** The lines already on each vendor's profile: no two reviews there say the same thing. */
  const saidAbout = new Map<number, Set<string>>();
  /** A review in words that fit the service booked; none when the vendor has heard them all already. */
  const review = (booking: NewBooking | undefined, rating: number) => {
    if (!booking) return;
    const { category } = serviceById.get(booking.serviceId)!;
    const tone = rating >= 4 ? 'good' : rating === 3 ? 'fair' : 'poor';
    const said = saidAbout.get(booking.vendorId) ?? new Set<string>();
    const fresh = words.REVIEW_LINES[category]![tone].filter((line) => !said.has(line));
    if (!fresh.length) return;
    const line = random.pick(fresh);
    const ending = random.pick(words.REVIEW_ENDINGS[rating]!);
    said.add(line);
    saidAbout.set(booking.vendorId, said);
    booking.reviewRating = rating;
    booking.reviewText = ending ? `${line} ${ending}` : line;
  };
  const story = (...args: Parameters<typeof book>) => {
    const booking = book(...args);
    if (!booking) throw new Error('The demo story must fit the demo vendors’ working hours.');
    return booking;
  };

  // The demo accounts' story: something to answer, something upcoming, something to review. Appointments
  // first, so that the requests after them sit in free slots and can be approved.
  const braids = serviceByName.get('Box Braids')!.id;
  const cornrows = serviceByName.get('Cornrows')!.id;
  const knotless = serviceByName.get('Knotless Braids')!.id;
  const manicure = serviceByName.get('Manicure')!.id;
  const proConfirmed = story(demoClient, demoPro, cornrows, addDays(today, 3), 'confirmed', {
    time: '14:00',
    place: 'client',
  });
  review(story(demoClient, demoPro, braids, addDays(today, -20), 'completed', { time: '09:00' }), 5);
  story(demoClient, demoPro, cornrows, addDays(today, -6), 'completed', { time: '11:00' });
  const businessConfirmed = story(demoClient, demoBusiness, manicure, addDays(today, 5), 'confirmed', {
    time: '15:00',
  });
  // Other clients fill the demo vendors' agendas: a busy day at the parlour with all three chairs in use.
  const others = clients.slice(1);
  const pedicure = serviceByName.get('Pedicure')!.id;
  const busyDay = addDays(today, 4);
  for (const [time, serviceId] of [
    ['09:00', braids],
    ['09:30', manicure],
    ['10:00', pedicure],
    ['11:30', manicure],
    ['14:00', pedicure],
  ] as const)
    story(random.pick(others), demoBusiness, serviceId, busyDay, 'confirmed', { time });
  story(random.pick(others), demoPro, knotless, addDays(today, 2), 'confirmed', { time: '09:00' });
  story(random.pick(others), demoPro, cornrows, addDays(today, 4), 'confirmed', { time: '13:00' });
  const proRequest = story(demoClient, demoPro, braids, addDays(today, 1), 'pending', {
    time: '10:00',
    place: 'vendor',
  });
  const businessRequest = story(demoClient, demoBusiness, manicure, addDays(today, 2), 'pending', {
    time: '11:00',
  });
  const clientCancelled = story(demoClient, demoBusiness, manicure, addDays(today, -3), 'cancelled', {
    time: '12:00',
    endedBy: 'customer',
    endReason: 'Something came up at work.',
  });
  story(demoClient, demoPro, knotless, addDays(today, -10), 'cancelled', {
    time: '09:00',
    place: 'vendor',
    endedBy: 'vendor',
    endReason: 'Fully booked at that time',
  });
  for (let i = 0; i < 4; i++) {
    book(random.pick(clients), demoPro, random.pick(demoPro.serviceIds), addDays(today, i + 1), 'pending');
    book(
      random.pick(clients),
      demoBusiness,
      random.pick(demoBusiness.serviceIds),
      addDays(today, i + 2),
      'pending',
    );
  }

  // Everyone else's bookings leave the demo vendors alone, so their story above stays as told.
  for (const customerId of clients) {
    for (let n = random.int(0, 4); n > 0; n--) {
      // The parlour's second stylist keeps her days for the parlour: "anyone" there finds her free.
      const v = random.chance(0.3) ? random.pick(businesses.slice(1)) : random.pick(professionals.slice(2));
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
      const booking = book(customerId, v, serviceId, date, status);
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

  // ---- the parlour's day: who does what, a blocked hour, walk-ins, and a stylist who confirms at once
  const secondStylist = professionals[1]!;
  const braiding = demoBusiness.serviceIds.filter((id) => serviceById.get(id)!.category === 'Hair Braiding');
  await db.insert(staffSettings).values([
    // The demo professional braids at the parlour; the second stylist does everything on its menu.
    { businessId: demoBusiness.id, staffId: demoPro.id, serviceIds: braiding.length ? braiding : null },
    { businessId: demoBusiness.id, staffId: secondStylist.id, serviceIds: null },
  ]);
  const blockDay = nextWorkingDay(demoBusiness.schedule.weekly, addDays(today, 7));
  await db.insert(blockedTimes).values([
    { vendorId: demoBusiness.id, date: blockDay, startTime: '17:00', endTime: '18:00', note: 'Stock taking' },
    {
      vendorId: demoBusiness.id,
      staffId: secondStylist.id,
      date: addDays(blockDay, 1),
      startTime: '11:00',
      endTime: '12:00',
      repeatsWeekly: true,
      note: 'Chama meeting',
    },
  ]);
  const walkIn = (
    date: string,
    time: string,
    status: BookingStatus,
    client: { name: string; phone: string; origin: 'walk_in' | 'phone' },
  ) => {
    const { priceKes, minutes } = demoBusiness.menu.get(manicure)!;
    const startsAt = nairobiInstant(date, time);
    return {
      customerId: null,
      vendorId: demoBusiness.id,
      staffId: secondStylist.id,
      origin: client.origin,
      clientName: client.name,
      clientPhone: client.phone,
      serviceId: manicure,
      bookingDate: date,
      bookingTime: time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      county: demoBusiness.county,
      subCounty: demoBusiness.subCounty,
      status,
      priceKes,
      createdAt: new Date(Math.min(now.getTime(), startsAt.getTime())),
    };
  };
  const walkInDay = nextWorkingDay(demoBusiness.schedule.weekly, addDays(today, 1));
  await db.insert(bookings).values([
    walkIn(addDays(today, -1), '10:00', 'completed', {
      name: 'Achieng Otieno',
      phone: '254712000101',
      origin: 'walk_in',
    }),
    walkIn(walkInDay, '09:00', 'confirmed', {
      name: 'Mary Wambui',
      phone: '254712000102',
      origin: 'walk_in',
    }),
    walkIn(walkInDay, '16:00', 'confirmed', {
      name: 'Zawadi Mwangi',
      phone: '254712000103',
      origin: 'phone',
    }),
  ]);
  await db
    .update(vendorSchedules)
    .set({ instantBooking: 'all' })
    .where(inArray(vendorSchedules.vendorId, [secondStylist.id]));

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
  // ...and the demo professional has a job invitation of her own to answer, from a business she does not
  // work for.
  const employers = new Set(employment.filter((e) => e.employeeId === demoPro.id).map((e) => e.businessId));
  const inviter = businesses.find((b) => b.id !== demoBusiness.id && !employers.has(b.id))!;
  await db.insert(employmentRequests).values({
    direction: 'invitation',
    businessOwnerId: inviter.id,
    professionalId: demoPro.id,
    name: inviter.displayName,
    email: inviter.email,
    proposal: 'We saw your braids on Urembo. Would you join us on Saturdays? We have two chairs free.',
    salary: 'KES 2,500 per Saturday',
  });

  // ---- photos: each vendor shows pictures of its own categories, the services it offers first, and every
  // business a cover. The pictures are shared rows without an owner, so no vendor's delete removes
  // another's; a generator of its own keeps the data above as it was.
  const pictureRandom = generator((options.seed ?? 2026) + 15);
  const pool = await artwork;
  const pictures: (PoolPhoto & { mediaId: number })[] = [];
  for (const photo of pool.photos)
    pictures.push({ ...photo, mediaId: await saveImage(db, null, photo.widths) });
  const portfolioRows: (typeof portfolioPhotos.$inferInsert)[] = [];
  for (const v of vendors) {
    const demo = v.email.endsWith('@demo.urembo.co.ke');
    if (!demo && !pictureRandom.chance(0.45)) continue;
    const offered = new Set(v.serviceIds.map((id) => serviceById.get(id)!.name));
    const mine = pictures.filter((p) => v.categories.includes(p.category));
    const chosen = [
      ...pictureRandom.sample(
        mine.filter((p) => offered.has(p.service)),
        6,
      ),
      ...pictureRandom.sample(
        mine.filter((p) => !offered.has(p.service)),
        6,
      ),
    ].slice(0, demo ? 6 : pictureRandom.int(3, 6));
    const weeksApart = pictureRandom.int(1, 6);
    chosen.forEach((p, i) =>
      portfolioRows.push({
        vendorId: v.id,
        mediaId: p.mediaId,
        caption: p.caption,
        // Oldest first, as the portfolio lists them.
        createdAt: new Date(now.getTime() - (chosen.length - i) * weeksApart * 7 * 86_400_000),
      }),
    );
  }
  await insertAll(portfolioRows, (slice) => db.insert(portfolioPhotos).values(slice));
  for (const [category, widths] of pool.covers) {
    const ids = businesses.filter((b) => b.categories[0] === category).map((b) => b.id);
    if (!ids.length) continue;
    const cover = mediaUrl(await saveImage(db, null, widths));
    await db.update(businessProfiles).set({ cover }).where(inArray(businessProfiles.userId, ids));
  }

  // ---- notifications the demo accounts would have received, stored as the real ones are: catalogue ids
  // and values, so each reader sees them in their own language.
  type Said = [titleId: string, messageId: string, values: StoredText['values']];
  const note = (
    userId: number,
    kind: NotificationKind,
    [titleId, messageId, values]: Said,
    link: string | null,
    hoursAgo: number,
    isRead = false,
  ) => {
    const content = { title: text(titleId), message: text(messageId, values) };
    return {
      userId,
      kind,
      title: renderText(content.title, 'en'),
      message: renderText(content.message, 'en'),
      content,
      link,
      isRead,
      createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    };
  };
  const [clientName, proName] = [DEMO_ACCOUNTS[2].name, DEMO_ACCOUNTS[1].name];
  const requested = (booking: { bookingDate: string; bookingTime: string }): Said => [
    'notification.bookingRequested.title',
    'notification.bookingRequested.message',
    { name: clientName, date: booking.bookingDate, time: booking.bookingTime },
  ];
  const approved = (vendor: string, service: string, date: string): Said => [
    'notification.bookingApproved.title',
    'notification.bookingApproved.message',
    { vendor, service, date },
  ];
  await db
    .insert(notifications)
    .values([
      note(demoPro.id, 'booking_requested', requested(proRequest), pages.professionalRequests, 2),
      note(
        demoPro.id,
        'employee_added',
        [
          'notification.employeeAdded.title',
          'notification.employeeAdded.message',
          { business: DEMO_BUSINESS_NAME },
        ],
        pages.professionalEmployer,
        24 * 240,
        true,
      ),
      note(
        demoPro.id,
        'review_received',
        [
          'notification.reviewReceived.title',
          'notification.reviewReceived.message',
          { name: clientName, rating: 5 },
        ],
        null,
        24 * 19,
        true,
      ),
      note(demoBusiness.id, 'booking_requested', requested(businessRequest), pages.businessBookings, 5),
      note(
        demoBusiness.id,
        'employment_requested',
        [
          'notification.employmentRequested.title',
          'notification.employmentRequested.message',
          { name: applicant.name },
        ],
        pages.employmentRequests,
        30,
      ),
      note(
        demoBusiness.id,
        'booking_cancelled',
        [
          'notification.bookingCancelled.title',
          'notification.bookingCancelled.message',
          { client: clientName, service: 'Manicure', date: clientCancelled.bookingDate },
        ],
        pages.businessBookings,
        24 * 4,
        true,
      ),
      note(
        demoClient,
        'booking_confirmed',
        approved(proName, 'Cornrows', proConfirmed.bookingDate),
        pages.appointments,
        3,
      ),
      note(
        demoClient,
        'booking_confirmed',
        approved(DEMO_BUSINESS_NAME, 'Manicure', businessConfirmed.bookingDate),
        pages.appointments,
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
