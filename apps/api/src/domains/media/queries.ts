import { asc, eq, or } from 'drizzle-orm';
import { media } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/** An image's widths, smallest first, without their bytes: only the width served is read. */
export async function imageFamily(db: Db, id: number) {
  return db
    .select({ id: media.id, parentId: media.parentId, width: media.width, etag: media.etag })
    .from(media)
    .where(or(eq(media.id, id), eq(media.parentId, id)))
    .orderBy(asc(media.width));
}

/** One width's bytes and type. */
export async function imageBytes(db: Db, id: number) {
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data })
    .from(media)
    .where(eq(media.id, id));
  return row;
}
