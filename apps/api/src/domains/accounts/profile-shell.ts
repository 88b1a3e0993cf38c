import { initialsOf } from '@urembo/kenya';
import { and, eq } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { notDeleted, professionalSetupDone } from './queries.ts';

/**
 * A professional's profile page is prerendered once for every id (apps/web/scripts/prerender.mjs): its
 * `vendor` shell shows the picture, name and text of a professional as these placeholders, which the
 * server replaces by the professional's own when it sends the page. The page's largest content (the
 * picture, else the name or the text) then paints with the HTML, seconds before the app and its data
 * arrive on a slow line. The placeholders are prerender.mjs's VENDOR_PLACEHOLDERS: keep the two alike. The
 * picture's placeholder is a media address, so the shell's `srcset` (sizes of /media/{{picture}}) is
 * filled with the same replacement.
 */
export const VENDOR_PLACEHOLDERS = {
  name: '{{first}} {{last}}',
  picture: '/media/{{picture}}',
  bio: '{{bio}}',
};
// The avatar's initials of the placeholder name, as @urembo/ui's Avatar draws them ('{' and '{').
const INITIALS = '>{{<';

export interface ShellProfessional {
  name: string;
  picture: string | null;
  bio: string;
}

/** The professional a profile page shows, as anyone browsing may see it; null when there is none. */
export async function shellProfessional(db: Db, id: number): Promise<ShellProfessional | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db
    .select({ name: users.name, picture: users.profilePic, bio: professionalProfiles.bio })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(professionalProfiles.userId, id), notDeleted, professionalSetupDone))
    .limit(1);
  return row ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`);

/**
 * `html` with every placeholder replaced by its text in one pass. A text handed to `replace` as a string
 * would be read as a pattern ("$`" repeats the page before it: fifty of them in a name made one request
 * answer 133 MB), and a text filled in by an earlier pass would be searched for the next placeholder (a
 * name holding "{{bio}}" would be given the bio).
 */
function fillPlaceholders(html: string, texts: ReadonlyMap<string, string>): string {
  const pattern = new RegExp([...texts.keys()].map(escapeRegExp).join('|'), 'g');
  return html.replace(pattern, (placeholder) => texts.get(placeholder) ?? placeholder);
}

/** The vendor shell with `professional`'s picture (or, without one, the initials alone), name and text. */
export function fillProfileShell(html: string, professional: ShellProfessional): string {
  const texts = new Map([
    [INITIALS, `>${escapeHtml(initialsOf(professional.name))}<`],
    [VENDOR_PLACEHOLDERS.name, escapeHtml(professional.name)],
    [VENDOR_PLACEHOLDERS.bio, escapeHtml(professional.bio)],
  ]);
  if (professional.picture) texts.set(VENDOR_PLACEHOLDERS.picture, escapeHtml(professional.picture));
  const withPicture = professional.picture
    ? html
    : html.replace(/<img[^>]*src="\/media\/\{\{picture\}\}"[^>]*>/g, '');
  return fillPlaceholders(withPicture, texts);
}
