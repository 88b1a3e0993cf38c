import { sql } from 'drizzle-orm';
import { serviceCategories, services } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/** The Kenyan beauty and wellness catalogue: categories, their services and typical durations (minutes). */
export const CATALOGUE: Record<string, [name: string, minutes: number][]> = {
  Barbering: [
    ['Haircut', 45],
    ['Beard Trim and Shape-up', 30],
    ['Clean Shave', 30],
    ['Kids Haircut', 30],
    ['Hair Dye for Men', 60],
  ],
  'Hair Braiding': [
    ['Box Braids', 240],
    ['Cornrows', 120],
    ['Knotless Braids', 300],
    ['Lines (Twende)', 90],
    ['Crochet Braids', 180],
  ],
  Locs: [
    ['Locs Starter', 180],
    ['Locs Retwist', 120],
    ['Locs Styling', 90],
  ],
  'Hair Styling': [
    ['Wash and Blow-dry', 60],
    ['Silk Press', 90],
    ['Weave Installation', 150],
    ['Wig Installation', 90],
    ['Relaxer Treatment', 90],
    ['Natural Hair Treatment', 60],
  ],
  'Manicure and Pedicure': [
    ['Manicure', 45],
    ['Pedicure', 60],
    ['Gel Polish', 60],
    ['Acrylic Nails', 90],
    ['Nail Art', 45],
  ],
  Tattoos: [
    ['Small Tattoo', 60],
    ['Large Tattoo', 240],
    ['Henna Design', 60],
  ],
  Spas: [
    ['Steam Bath', 45],
    ['Body Scrub', 60],
    ['Sauna Session', 45],
  ],
  'Waxing Services': [
    ['Eyebrow Wax', 15],
    ['Underarm Wax', 15],
    ['Leg Wax', 45],
    ['Brazilian Wax', 45],
  ],
  'Make-up': [
    ['Bridal Make-up', 120],
    ['Event Make-up', 60],
    ['Make-up Lesson', 90],
  ],
  Massage: [
    ['Swedish Massage', 60],
    ['Deep Tissue Massage', 60],
    ['Hot Stone Massage', 75],
    ['Foot Reflexology', 45],
  ],
  Facials: [
    ['Classic Facial', 60],
    ['Acne Treatment Facial', 75],
    ['Microdermabrasion', 60],
  ],
  'Lashes and Brows': [
    ['Eyelash Extensions', 120],
    ['Brow Tinting', 30],
    ['Microblading', 150],
  ],
};

/** Inserts the catalogue once; existing rows are left alone so ids stay stable. */
export async function ensureCatalogue(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if ((existing?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [category, items] of Object.entries(CATALOGUE)) {
      const [row] = await tx
        .insert(serviceCategories)
        .values({ name: category })
        .onConflictDoUpdate({ target: serviceCategories.name, set: { name: category } })
        .returning({ id: serviceCategories.id });
      await tx
        .insert(services)
        .values(items.map(([name, durationMinutes]) => ({ name, categoryId: row!.id, durationMinutes })))
        .onConflictDoNothing();
    }
  });
}
