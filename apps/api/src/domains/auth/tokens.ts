import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '../../db/schema.ts';

export interface AuthUser {
  id: number;
  userType: UserType;
  name: string;
  email: string;
}

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

export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ userId: number; userType: UserType; version: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.user_type !== 'string') return null;
    return { userId, userType: payload.user_type as UserType, version: Number(payload.ver ?? 0) };
  } catch {
    return null;
  }
}
