import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { businessProfiles, passwordResetCodes, professionalProfiles, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { hasOptedOut, preferencesJson, signalSessionsEnded } from '../messaging/index.ts';
import { consentJson } from './consent.ts';

type Conn = Db | Tx;

/** E-mail addresses are compared without case: Wanjiku@ and wanjiku@ are one account. */
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * An erased account is no account: every lookup that can sign in, reset, verify or write leaves it out,
 * so no path brings it back (its row stays only for others' records).
 */
const live = isNull(users.deletedAt);

export async function userById(db: Conn, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return user;
}

export async function userByEmail(db: Conn, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sameEmail(email), live));
  return user;
}

export async function emailTaken(db: Conn, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameEmail(email));
  return Boolean(row);
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function setProfilePic(tx: Tx, userId: number, profilePic: string) {
  await tx.update(users).set({ profilePic }).where(eq(users.id, userId));
}

/** The start of a business owner's profile, written with her sign-up. */
export async function startBusinessProfile(tx: Tx, values: typeof businessProfiles.$inferInsert) {
  await tx.insert(businessProfiles).values(values);
}

/** The start of a professional's profile, written with her sign-up. */
export async function startProfessionalProfile(tx: Tx, values: typeof professionalProfiles.$inferInsert) {
  await tx.insert(professionalProfiles).values(values);
}

export async function updateUser(tx: Tx, userId: number, changes: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * The signed-in user as `GET /api/me/` answers it: setup done (a customer has nothing to set up) and the
 * county browsing starts at (a vendor's from the profile, a customer's own).
 */
export async function loadMe(db: Conn, userId: number) {
  const row = await userById(db, userId);
  if (!row) return undefined;
  let place = { county: row.county, subCounty: row.subCounty };
  let setupComplete = true;
  if (row.userType === 'Business Owner') {
    const [p] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
    setupComplete = Boolean(p?.businessName && p.county);
    place = { county: p?.county || null, subCounty: p?.subCounty || null };
  } else if (row.userType === 'Beauty Professional') {
    const [p] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId));
    setupComplete = Boolean(p?.bio && p.county);
    place = { county: p?.county || null, subCounty: p?.subCounty || null };
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    user_type: row.userType,
    profile_pic: row.profilePic,
    setup_complete: setupComplete,
    county: place.county,
    sub_county: place.subCounty,
    ...consentJson(row),
    message_preferences: preferencesJson(row.messagePreferences),
    phone_verified: Boolean(row.phoneNumber && row.phoneVerifiedAt),
    // Whether a number said STOP is its owner's to know: an unverified number may be a stranger's.
    sms_opted_out: Boolean(row.phoneVerifiedAt) && (await hasOptedOut(db, row.phoneNumber)),
    language: row.language,
  };
}

/**
 * Every copy of the user's old tokens stops working (sign-out, password reset). Whoever moves it signals
 * so in the same transaction (signalSessionsEnded), or the live streams of those sessions would go on.
 */
export const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** Ends every session of the user so far, with its open streams on every instance. */
export async function endSessions(tx: Tx, userId: number) {
  await tx.update(users).set({ tokenVersion: nextTokenVersion }).where(eq(users.id, userId));
  await signalSessionsEnded(tx, userId);
}

/** A new sign-in address: unverified unless it is the same mailbox as before. */
export async function setEmail(tx: Tx, userId: number, email: string, emailVerified: boolean) {
  await tx.update(users).set({ email, emailVerified }).where(eq(users.id, userId));
}

/** A new code replaces any earlier one. */
export async function replaceResetCode(tx: Tx, userId: number, codeHash: string, expiresAt: Date) {
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
  await tx.insert(passwordResetCodes).values({ userId, codeHash, expiresAt });
}

/** The newest unused code of the account with this e-mail, locked until the transaction ends. */
export async function latestOpenCode(tx: Tx, email: string) {
  const [row] = await tx
    .select({ code: passwordResetCodes, userId: users.id, name: users.name, email: users.email })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(and(sameEmail(email), live, isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function updateResetCode(
  tx: Tx,
  id: number,
  changes: Partial<typeof passwordResetCodes.$inferInsert>,
) {
  await tx.update(passwordResetCodes).set(changes).where(eq(passwordResetCodes.id, id));
}

/** Counts a wrong code against the account, whichever code it was for; answers the count so far. */
export async function countResetFailure(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ resetFailures: sql`${users.resetFailures} + 1` })
    .where(eq(users.id, userId))
    .returning({ failures: users.resetFailures });
  return row!.failures;
}

/** Locks the account's resets until then: its open code is withdrawn and the count starts again. */
export async function lockResets(tx: Tx, userId: number, until: Date) {
  await tx.update(users).set({ resetFailures: 0, resetLockedUntil: until }).where(eq(users.id, userId));
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function clearResetFailures(tx: Tx, userId: number) {
  await tx.update(users).set({ resetFailures: 0 }).where(eq(users.id, userId));
}

/** The unused code a reset token was given for, locked until the transaction ends. */
export async function codeOfResetToken(tx: Tx, resetTokenHash: string) {
  const [code] = await tx
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.resetTokenHash, resetTokenHash),
        isNull(passwordResetCodes.usedAt),
        sql`${passwordResetCodes.userId} in (select ${users.id} from ${users} where ${live})`,
      ),
    )
    .for('update');
  return code;
}

export async function setPassword(tx: Tx, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, tokenVersion: nextTokenVersion })
    .where(and(eq(users.id, userId), live));
  await signalSessionsEnded(tx, userId);
}

/** The account's number and code state, locked until the transaction ends (a number change waits for it). */
export async function lockedPhone(tx: Tx, userId: number) {
  const [row] = await tx
    .select({
      phone: users.phoneNumber,
      verifiedAt: users.phoneVerifiedAt,
      codeHash: users.phoneCodeHash,
      expiresAt: users.phoneCodeExpiresAt,
      attempts: users.phoneCodeAttempts,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row!;
}

/** A new phone code replaces the last one, with its tries. */
export async function setPhoneCode(tx: Tx, userId: number, codeHash: string, expiresAt: Date) {
  await tx
    .update(users)
    .set({ phoneCodeHash: codeHash, phoneCodeExpiresAt: expiresAt, phoneCodeAttempts: 0 })
    .where(eq(users.id, userId));
}

/** Counts a wrong phone code; answers the tries so far. */
export async function countWrongPhoneCode(tx: Tx, userId: number): Promise<number> {
  const [counted] = await tx
    .update(users)
    .set({ phoneCodeAttempts: sql`${users.phoneCodeAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ attempts: users.phoneCodeAttempts });
  return counted!.attempts;
}

export async function setPhoneVerified(tx: Tx, userId: number, at: Date) {
  await tx
    .update(users)
    .set({ phoneVerifiedAt: at, phoneCodeHash: null, phoneCodeExpiresAt: null, phoneCodeAttempts: 0 })
    .where(eq(users.id, userId));
}
