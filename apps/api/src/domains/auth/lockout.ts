import { throttled } from '../../errors.ts';
import { backoffWaitMs, type BackoffRule, type RateLimiter } from '../../http/rate-limit.ts';

/**
 * Wrong passwords for one account from one address: five free, then a wait of 1 minute after the last,
 * doubling with each further one up to 30 minutes. Keyed on the address too, so a stranger guessing
 * from elsewhere does not keep the owner out.
 */
export const SIGN_IN_FROM_ADDRESS: BackoffRule = {
  name: 'signin-fail',
  free: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 30 * 60,
  memorySeconds: 24 * 3600,
};

/**
 * Wrong passwords for one account from every address. Past this many in the hour after the last one the
 * account is under a spread-out attack: each address then gets one free try instead of five, so many
 * addresses guess slowly, while the owner on an address of her own still gets in at the first try.
 */
export const SIGN_IN_ACCOUNT = { name: 'signin-fail-account', ceiling: 20, memorySeconds: 3600 };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Lets a sign-in attempt go ahead, or refuses it with 429 and Retry-After while its address must wait:
 * refused before the password is checked, so a right password during the wait tells nothing. The attempt
 * is counted as failed until `succeeded` says otherwise, so attempts sent all at once cannot slip past
 * the count together.
 */
export async function beginSignIn(limiter: RateLimiter, email: string, address: string) {
  const account = email.toLowerCase();
  const pair = `${address} ${account}`;
  const [before, spread] = await Promise.all([
    limiter.failures(SIGN_IN_FROM_ADDRESS, pair),
    limiter.failures(SIGN_IN_ACCOUNT, account),
  ]);
  const free =
    spread.count >= limiter.scaled(SIGN_IN_ACCOUNT.ceiling) ? 1 : limiter.scaled(SIGN_IN_FROM_ADDRESS.free);
  const wait = backoffWaitMs(SIGN_IN_FROM_ADDRESS, before, free);
  if (wait > 0) throw throttled(seconds(wait));
  const now = await limiter.fail(SIGN_IN_FROM_ADDRESS, pair);
  // Another attempt from this address got in between the look and the count: past the free tries it
  // would have had to wait for that one's answer.
  if (now.count > free && now.count > before.count + 1)
    throw throttled(
      seconds(backoffWaitMs(SIGN_IN_FROM_ADDRESS, { count: now.count - 1, resetInMs: now.resetInMs }, free)),
    );
  return {
    succeeded: () => limiter.clear(SIGN_IN_FROM_ADDRESS, pair),
    failed: () => limiter.fail(SIGN_IN_ACCOUNT, account),
  };
}
