import { sql } from 'drizzle-orm';
import { serviceCategories, services } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/**
 * The Kenyan beauty and wellness catalogue: categories, their services, typical durations (minutes) and
 * typical prices (KES, as a mid-range salon in Nairobi charges): what a vendor's menu shows until the
 * vendor sets its own.
 */
export const CATALOGUE: Record<string, [name: string, minutes: number, priceKes: number][]> = {
  Barbering: [
    ['Haircut', 45, 500],
    ['Beard Trim and Shape-up', 30, 300],
    ['Clean Shave', 30, 300],
    ['Kids Haircut', 30, 300],
    ['Hair Dye for Men', 60, 1_000],
  ],
  'Hair Braiding': [
    ['Box Braids', 240, 4_500],
    ['Cornrows', 120, 1_500],
    ['Knotless Braids', 300, 5_000],
    ['Lines (Twende)', 90, 800],
    ['Crochet Braids', 180, 3_000],
  ],
  Locs: [
    ['Locs Starter', 180, 3_500],
    ['Locs Retwist', 120, 1_500],
    ['Locs Styling', 90, 1_000],
  ],
  'Hair Styling': [
    ['Wash and Blow-dry', 60, 700],
    ['Silk Press', 90, 2_000],
    ['Weave Installation', 150, 2_500],
    ['Wig Installation', 90, 2_000],
    ['Relaxer Treatment', 90, 1_500],
    ['Natural Hair Treatment', 60, 1_500],
  ],
  'Manicure and Pedicure': [
    ['Manicure', 45, 800],
    ['Pedicure', 60, 1_000],
    ['Gel Polish', 60, 1_500],
    ['Acrylic Nails', 90, 2_500],
    ['Nail Art', 45, 1_000],
  ],
  Tattoos: [
    ['Small Tattoo', 60, 3_000],
    ['Large Tattoo', 240, 15_000],
    ['Henna Design', 60, 1_000],
  ],
  Spas: [
    ['Steam Bath', 45, 1_000],
    ['Body Scrub', 60, 2_500],
    ['Sauna Session', 45, 1_200],
  ],
  'Waxing Services': [
    ['Eyebrow Wax', 15, 300],
    ['Underarm Wax', 15, 500],
    ['Leg Wax', 45, 1_500],
    ['Brazilian Wax', 45, 2_500],
  ],
  'Make-up': [
    ['Bridal Make-up', 120, 8_000],
    ['Event Make-up', 60, 3_000],
    ['Make-up Lesson', 90, 4_000],
  ],
  Massage: [
    ['Swedish Massage', 60, 3_000],
    ['Deep Tissue Massage', 60, 3_500],
    ['Hot Stone Massage', 75, 4_500],
    ['Foot Reflexology', 45, 2_000],
  ],
  Facials: [
    ['Classic Facial', 60, 2_500],
    ['Acne Treatment Facial', 75, 3_500],
    ['Microdermabrasion', 60, 5_000],
  ],
  'Lashes and Brows': [
    ['Eyelash Extensions', 120, 3_500],
    ['Brow Tinting', 30, 800],
    ['Microblading', 150, 12_000],
  ],
};

/**
 * Inserts the catalogue once; later starts leave the rows (and so their ids) alone but bring the typical
 * prices up to date, which also fills them in a database the scheduling migration gave a placeholder price.
 */
export async function ensureCatalogue(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if ((existing?.count ?? 0) > 0) {
    const prices = Object.values(CATALOGUE)
      .flat()
      .map(([name, , priceKes]) => sql`(${name}, ${priceKes}::int)`);
    // Only rows whose price differs are written, so an up-to-date catalogue costs no write at start.
    await db.execute(sql`
      update ${services} set price_kes = p.price_kes
      from (values ${sql.join(prices, sql`, `)}) as p(name, price_kes)
      where ${services.name} = p.name and ${services.priceKes} <> p.price_kes`);
    return;
  }
  await db.transaction(async (tx) => {
    for (const [category, items] of Object.entries(CATALOGUE)) {
      const [row] = await tx
        .insert(serviceCategories)
        .values({ name: category })
        .onConflictDoUpdate({ target: serviceCategories.name, set: { name: category } })
        .returning({ id: serviceCategories.id });
      await tx
        .insert(services)
        .values(
          items.map(([name, durationMinutes, priceKes]) => ({
            name,
            categoryId: row!.id,
            durationMinutes,
            priceKes,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
