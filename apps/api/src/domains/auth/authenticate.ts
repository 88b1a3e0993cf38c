import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@urembo/i18n';
import { requestLocale } from '../../i18n/index.ts';
import { users, type UserType } from '../../db/schema.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthenticated } from '../../errors.ts';
import { sameSecret } from '../../http/secrets.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './tokens.ts';
import type { AuthUser } from '../../http/route.ts';

export const ACCESS_COOKIE = 'accessToken';
export const CSRF_COOKIE = 'csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const tokenOwnerQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      name: users.name,
      email: users.email,
      tokenVersion: users.tokenVersion,
      language: users.language,
    })
    .from(users)
    // An erased account's tokens open nothing, whatever their version.
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)));
// Asked on every signed-in call: built once per database and prepared on each connection (planned once),
// except through a transaction pooler, where a named statement would meet another client's connection.
const tokenOwners = new WeakMap<Db, { execute(values: { id: number }): Promise<TokenOwner[]> }>();
type TokenOwner = {
  id: number;
  userType: UserType;
  name: string;
  email: string;
  tokenVersion: number;
  language: Locale;
};
function tokenOwner(database: Database) {
  let query = tokenOwners.get(database.db);
  if (!query) {
    const base = tokenOwnerQuery(database.db);
    query = database.transactionPooled
      ? { execute: ({ id }) => base.prepare('').execute({ id }) }
      : base.prepare('token_owner');
    tokenOwners.set(database.db, query);
  }
  return query;
}

/**
 * Who is calling: a bearer token (API clients) or the httpOnly cookie (the web app).
 * Cookie-authenticated writes must echo the csrftoken cookie in X-CSRFToken.
 * A token is valid only while the user exists and its version matches (logout and password change bump it).
 */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  let token: string | undefined;
  let viaCookie = false;
  if (header?.toLowerCase().startsWith('bearer ')) {
    token = header.slice(7).trim();
  } else if (request.cookies[ACCESS_COOKIE]) {
    token = request.cookies[ACCESS_COOKIE];
    viaCookie = true;
  }
  if (!token) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) throw unauthenticated('Given token not valid for any token type');
  if (viaCookie && !SAFE_METHODS.has(request.method)) {
    const cookie = request.cookies[CSRF_COOKIE];
    const echoed = request.headers['x-csrftoken'];
    if (!cookie || typeof echoed !== 'string' || !sameSecret(echoed, cookie))
      throw forbidden('CSRF Failed: CSRF token missing or incorrect.');
  }
  const [row] = await tokenOwner(deps.database).execute({ id: claims.userId });
  if (!row || row.tokenVersion !== claims.version || row.userType !== claims.userType)
    throw unauthenticated('Given token not valid for any token type');
  // From here on the answer speaks the user's own language, whatever the browser asks for.
  request.locale = requestLocale(request, row.language);
  return {
    id: row.id,
    userType: row.userType,
    name: row.name,
    email: row.email,
    language: row.language,
    session: { version: claims.version, expiresAt: claims.expiresAt },
  };
}

/** Signs the user in: returns the access token and sets it (httpOnly) with a readable CSRF cookie. */
export async function startSession(
  reply: FastifyReply,
  deps: Deps,
  user: { id: number; userType: AuthUser['userType']; tokenVersion: number },
): Promise<string> {
  const access = await signAccessToken(deps.config.jwtSecret, user);
  const secure = deps.config.production;
  reply.setCookie(ACCESS_COOKIE, access, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  return access;
}

export function endSession(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
