import type { notifications } from '../../db/schema.ts';

export const notificationJson = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  is_read: n.isRead,
  created_at: n.createdAt.toISOString(),
  kind: n.kind,
  link: n.link,
});
