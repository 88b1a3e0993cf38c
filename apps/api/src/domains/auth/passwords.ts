import { randomBytes, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { scryptOnThread as scrypt } from './scrypt-threads.ts';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt with a random salt, stored as scrypt$N$r$p$salt$hash so parameters can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so timing does not reveal accounts. */
export const UNKNOWN_USER_HASH = await hashPassword(randomBytes(16).toString('hex'));

export const TOO_COMMON = 'This password is too common.';
// zxcvbn-ts's list of leaked passwords most often used (about 50,000, all lower case).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** A password from the lists attackers try first, whatever its case or surrounding spaces. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());
