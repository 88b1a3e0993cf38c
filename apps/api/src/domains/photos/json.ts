import type { portfolioPhotos } from '../../db/schema.ts';
import { mediaUrl } from '../media/index.ts';

export const photoJson = (row: typeof portfolioPhotos.$inferSelect) => ({
  id: row.id,
  vendor: row.vendorId,
  caption: row.caption,
  src: mediaUrl(row.mediaId),
  created_at: row.createdAt.toISOString(),
});
