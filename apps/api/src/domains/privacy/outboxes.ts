import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { toGsm } from '../messaging/index.ts';

/**
 * Outside production no message leaves the machine: mail is written to `DATA_DIR/outbox/` (one .eml each,
 * transports/mailer.ts) and SMS to `DATA_DIR/sms-outbox/` (one .json each, transports/sms.ts). They are
 * copies of what was sent, so they follow the message jobs' retention, and erasure takes out every one to
 * or naming the person.
 */

/** What an erased account went by, for the outboxes: its address, its number, its names. */
export interface ErasedContact {
  email: string;
  phone: string | null;
  names: string[];
}

/** The outbox folders of a data directory; none for an in-memory one (tests). */
const outboxFolders = (dataDir: string): string[] =>
  dataDir.startsWith('memory://') ? [] : [join(dataDir, 'outbox'), join(dataDir, 'sms-outbox')];

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(folder, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function quotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  const joined = encoded.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** An .eml's headers and text as read, whatever encoding the mailer chose for the words in them. */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trimStart();
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return `${headers}\n${text}`;
}

/** Whether an outbox file is a message to the person or one naming them. */
function concerns(file: string, raw: string, who: ErasedContact): boolean {
  // A name of one or two letters would be found in nearly every message.
  const names = who.names.filter((name) => name.length > 2);
  if (file.endsWith('.json')) {
    let sms: { to?: unknown; message?: unknown };
    try {
      sms = JSON.parse(raw) as typeof sms;
    } catch {
      return false;
    }
    const message = typeof sms.message === 'string' ? sms.message : '';
    return (
      (who.phone !== null && sms.to === `+${who.phone}`) ||
      names.some((name) => message.includes(name) || message.includes(toGsm(name)))
    );
  }
  const mail = mailText(raw);
  return mail.toLowerCase().includes(who.email.toLowerCase()) || names.some((name) => mail.includes(name));
}

/** Deletes the outbox files to or naming an erased account; answers how many went. */
export async function forgetInOutboxes(dataDir: string, who: ErasedContact): Promise<number> {
  let removed = 0;
  for (const folder of outboxFolders(dataDir))
    for (const file of await filesIn(folder)) {
      const raw = await readFile(file, 'utf8').catch(() => undefined);
      if (raw === undefined || !concerns(file, raw, who)) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  return removed;
}

/** Deletes the outbox files written before `before`; answers how many went. */
export async function sweepOutboxes(dataDir: string, before: Date): Promise<number> {
  let removed = 0;
  for (const folder of outboxFolders(dataDir))
    for (const file of await filesIn(folder)) {
      const written = await stat(file).catch(() => undefined);
      if (!written || written.mtime >= before) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  return removed;
}
