import type { services } from '../../db/schema.ts';

export const serviceJson = (s: typeof services.$inferSelect) => ({
  id: s.id,
  name: s.name,
  service_category: s.categoryId,
  duration_minutes: s.durationMinutes,
});
