import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '../../db/schema.ts';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

/** A signed access token: sub is the user id, user_type the role, ver the user's token version. */
export async function signAccessToken(
  secret: string,
  user: { id: number; userType: UserType; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ user_type: user.userType, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(secret));
}

type Claims = { userId: number; userType: UserType; version: number; expiresAt: number };

// Checking the signature is most of the CPU a signed-in read costs, and a phone sends the same token with
// every call: verified claims are kept per token (signature included) until it expires. Whether the token
// still counts (logout, password change) is the database's answer on every call (authenticate.ts).
const verified = new Map<string, { claims: Claims; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessToken(secret: string, token: string): Promise<Claims | null> {
  const cacheKey = `${secret}\n${token}`;
  const known = verified.get(cacheKey);
  if (known && Date.now() < known.expiresAt) return known.claims;
  try {
    // A token without exp would be good forever, whoever holds it: every token must say when it ends.
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.user_type !== 'string' || typeof payload.exp !== 'number')
      return null;
    const expiresAt = payload.exp * 1000;
    const claims = {
      userId,
      userType: payload.user_type as UserType,
      version: Number(payload.ver ?? 0),
      expiresAt,
    };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(cacheKey, { claims, expiresAt });
    return claims;
  } catch {
    return null;
  }
}
