import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@urembo/i18n';
import {
  bookings,
  businessEmployees,
  businessProfiles,
  employmentRequests,
  notifications,
  payments,
  reviews,
  users,
  type StoredText,
} from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { PERSON, renderText, text, type Text } from '../../i18n/text.ts';
import type { SmsText } from '../messaging/index.ts';

/**
 * Erasure in what others were told: their notifications and the SMS and e-mail jobs of their messages
 * (queued or sent) say "a former user" where they named the erased person, and drop what that person wrote
 * (the reason given, the note on an answer). The person's own jobs go whole.
 */

/** Who is being erased, as others' messages may name them. */
interface Forgotten {
  id: number;
  /** Every name the account went by in others' messages: its own, its business's, a client name it typed. */
  names: ReadonlySet<string>;
}

const FORMER_USER = 'notification.formerUser';
const WITH_NOTE = 'notification.withNote';
const WITH_REASON = /WithReason$/;
const FORMER_USER_EN = 'a former user';

/**
 * Whether a value is the person's name: marked with their id (`person`), or one of their names as written
 * (rows and jobs from before the marks, and SMS facts, which are plain).
 */
function namesThem(value: unknown, who: Forgotten): boolean {
  if (typeof value === 'string') return who.names.has(value);
  if (value === null || typeof value !== 'object') return false;
  const marked = value as StoredText;
  return marked.id === PERSON && marked.values?.user === who.id;
}

/**
 * The text without the person: undefined when it does not name them. "A former user" is capitalised where
 * it opens the sentence; the catalogues put a name in the same place in both languages.
 */
function forgetInText(node: StoredText, who: Forgotten): StoredText | undefined {
  const values = { ...node.values };
  const named: string[] = [];
  let changed = false;
  for (const [key, value] of Object.entries(values)) {
    if (namesThem(value, who)) {
      named.push(key);
      changed = true;
    } else if (value !== null && typeof value === 'object') {
      const inner = forgetInText(value, who);
      if (inner) {
        values[key] = inner;
        changed = true;
      }
    }
  }
  if (!changed) return undefined;
  // Their own words go with their name: the note on their answer, the reason they gave.
  if (node.id === WITH_NOTE && values.text !== null && typeof values.text === 'object') return values.text;
  const id = node.id.replace(WITH_REASON, '');
  if (id !== node.id) delete values.reason;
  // Where each name stood, found by rendering the English with a token in its place.
  const marks = named.map((_, index) => `[[name ${index}]]`);
  named.forEach((key, index) => (values[key] = marks[index]!));
  const english = renderText({ id, values }, 'en');
  named.forEach(
    (key, index) =>
      (values[key] = text(FORMER_USER, { start: english.startsWith(marks[index]!) ? 'yes' : 'no' })),
  );
  return { id, values };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A finished English text (written before issue 20) with the person's names replaced. */
function forgetInPlainText(value: string, who: Forgotten): string {
  const names = [...who.names].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!names.length) return value;
  const pattern = new RegExp(names.map(escapeRegExp).join('|'), 'g');
  return value.replace(pattern, (_, offset: number) => (offset === 0 ? 'A former user' : FORMER_USER_EN));
}

/** A stored text (notification or e-mail job) without the person; undefined when it does not name them. */
function forgetIn(value: Text, who: Forgotten): Text | undefined {
  if (typeof value === 'string') {
    const plain = forgetInPlainText(value, who);
    return plain === value ? undefined : plain;
  }
  return forgetInText(value, who);
}

/** An SMS job's text without the person's names; the SMS says "a former user" in its reader's language. */
function forgetInSms(value: SmsText, who: Forgotten, language: Locale): SmsText | undefined {
  if (typeof value === 'string') {
    const plain = forgetInPlainText(value, who);
    return plain === value ? undefined : plain;
  }
  const facts: Record<string, unknown> = { ...value.facts };
  let changed = false;
  for (const [key, fact] of Object.entries(facts))
    if (typeof fact === 'string' && who.names.has(fact)) {
      facts[key] = renderText(text(FORMER_USER, { start: 'no' }), language);
      changed = true;
    }
  return changed ? ({ ...value, facts } as SmsText) : undefined;
}

/**
 * The names the account went by, read before erasure clears them: its own, its business's, and the client
 * names it typed on its bookings (SMS and reminders name the client so).
 */
export async function whoIsForgotten(tx: Tx, userId: number): Promise<Forgotten> {
  const [own] = await tx
    .select({ name: users.name, business: businessProfiles.businessName })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const typed = await tx
    .selectDistinct({ name: bookings.clientName })
    .from(bookings)
    .where(eq(bookings.customerId, userId));
  const names = [own?.name, own?.business, ...typed.map((row) => row.name)]
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name));
  return { id: userId, names: new Set(names) };
}

/**
 * Everyone the account dealt with, who may have been told its name before notifications recorded whom they
 * name: the other side of its bookings and hiring, those it reviewed, and those who paid for its contact.
 * Read before erasure deletes the hiring questions and reviews.
 */
export async function counterpartsOf(tx: Tx, userId: number): Promise<number[]> {
  const result = (await tx.execute(sql`
    select ${bookings.vendorId} as id from ${bookings} where ${bookings.customerId} = ${userId}
    union select ${bookings.customerId} from ${bookings}
      where ${bookings.vendorId} = ${userId} and ${bookings.customerId} is not null
    union select ${employmentRequests.businessOwnerId} from ${employmentRequests}
      where ${employmentRequests.professionalId} = ${userId}
    union select ${employmentRequests.professionalId} from ${employmentRequests}
      where ${employmentRequests.businessOwnerId} = ${userId}
    union select ${businessEmployees.businessId} from ${businessEmployees}
      where ${businessEmployees.employeeId} = ${userId}
    union select ${businessEmployees.employeeId} from ${businessEmployees}
      where ${businessEmployees.businessId} = ${userId}
    union select ${reviews.subjectId} from ${reviews} where ${reviews.reviewerId} = ${userId}
    union select ${payments.payerId} from ${payments} where ${payments.targetId} = ${userId}
  `)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id)).filter((id) => id !== userId);
}

/**
 * Others' notifications that name the person, rewritten in place: those that recorded whom they name, and
 * older ones of the people the account dealt with that carry one of its names.
 */
export async function forgetInNotifications(tx: Tx, who: Forgotten, counterparts: number[]) {
  const names = [...who.names];
  const mentions = names.length
    ? sql`exists (select 1 from unnest(${sql.param(names)}::text[]) as name
        where position(name in ${notifications.title}) > 0 or position(name in ${notifications.message}) > 0)`
    : sql`false`;
  const rows = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      content: notifications.content,
    })
    .from(notifications)
    .where(
      sql`${notifications.aboutUserIds} @> array[${who.id}]::integer[]
        or (${and(
          isNull(notifications.aboutUserIds),
          counterparts.length
            ? sql`${notifications.userId} = any(${sql.param(counterparts)}::integer[])`
            : sql`false`,
          mentions,
        )})`,
    )
    .for('update');
  for (const row of rows) {
    const content = row.content && {
      title: forgetInText(row.content.title, who) ?? row.content.title,
      message: forgetInText(row.content.message, who) ?? row.content.message,
    };
    await tx
      .update(notifications)
      .set({
        title: content ? renderText(content.title, 'en') : forgetInPlainText(row.title, who),
        message: content ? renderText(content.message, 'en') : forgetInPlainText(row.message, who),
        content,
        aboutUserIds: sql`array_remove(${notifications.aboutUserIds}, ${who.id})`,
      })
      .where(eq(notifications.id, row.id));
  }
}

interface JobRow {
  id: string;
  name: 'sms' | 'email';
  data: Record<string, unknown>;
  archived: boolean;
}

/**
 * The SMS and e-mail jobs, queued or done (pg-boss keeps finished ones, then archives them): the person's
 * own go; others' that name the person are rewritten, so what is still to send and what is kept of what
 * was sent say "a former user".
 */
export async function forgetInJobs(tx: Tx, who: Forgotten, counterparts: number[]) {
  for (const table of [sql`pgboss.job`, sql`pgboss.archive`])
    await tx.execute(
      sql`delete from ${table} where name in ('sms', 'email') and data->>'user' = ${String(who.id)}`,
    );
  if (!who.names.size) return;
  const result = (await tx.execute(sql`
    select id, name, data, false as archived from pgboss.job
      where name in ('sms', 'email')
        and (data->'about' @> ${JSON.stringify([who.id])}::jsonb
          or (data->>'user')::int = any(${sql.param(counterparts)}::integer[]))
    union all
    select id, name, data, true from pgboss.archive
      where name in ('sms', 'email')
        and (data->'about' @> ${JSON.stringify([who.id])}::jsonb
          or (data->>'user')::int = any(${sql.param(counterparts)}::integer[]))
  `)) as unknown as { rows: JobRow[] };
  if (!result.rows.length) return;
  const recipients = [...new Set(result.rows.map((row) => Number(row.data.user)))];
  const languages = new Map(
    (
      await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(sql`${users.id} = any(${sql.param(recipients)}::integer[])`)
    ).map((row) => [row.id, row.language]),
  );
  for (const job of result.rows) {
    const data = { ...job.data };
    let changed = false;
    if (job.name === 'email')
      for (const key of ['subject', 'message'] as const) {
        const forgotten = forgetIn(data[key] as Text, who);
        if (forgotten !== undefined) {
          data[key] = forgotten;
          changed = true;
        }
      }
    else {
      const forgotten = forgetInSms(data.text as SmsText, who, languages.get(Number(data.user)) ?? 'en');
      if (forgotten !== undefined) {
        data.text = forgotten;
        changed = true;
      }
    }
    if (Array.isArray(data.about) && data.about.includes(who.id)) {
      data.about = (data.about as number[]).filter((id) => id !== who.id);
      changed = true;
    }
    if (!changed) continue;
    const table = job.archived ? sql`pgboss.archive` : sql`pgboss.job`;
    await tx.execute(
      sql`update ${table} set data = ${JSON.stringify(data)}::jsonb where name = ${job.name} and id = ${job.id}`,
    );
  }
}
