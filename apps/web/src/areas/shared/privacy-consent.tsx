import { Link } from 'react-router-dom';

/** Where the privacy notice lives (areas/public/routes.tsx). */
export const PRIVACY_PATH = '/privacy';

/**
 * The words of consent, the same wherever it is asked (sign-up, the consent prompt, account details):
 * people agree to one text.
 */
export const CONSENT_WORDS = {
  summary: 'We keep your name, phone, e-mail and location to run your account and bookings.',
  readNotice: 'Read the privacy notice.',
  newTab: ' (opens in a new tab)',
  agree: 'I agree to the privacy notice',
  agreeMissing: 'Please accept the privacy notice to create your account.',
  marketing: 'Send me offers and news',
  marketingHint: 'Now and then, by e-mail or SMS. Off unless you turn it on; change it any time.',
};

// Underlined: a link inside a sentence must not be told apart by its colour alone.
const inlineLink =
  'font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The one-line notice with its link. In a form that must survive (sign-up) the notice opens in a new
 * tab; signed-in pages open it in place.
 */
export function ConsentSummary({ newTab = false }: { newTab?: boolean }) {
  return (
    <>
      {CONSENT_WORDS.summary}{' '}
      {newTab ? (
        <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={inlineLink}>
          {CONSENT_WORDS.readNotice}
          <span className="sr-only">{CONSENT_WORDS.newTab}</span>
        </a>
      ) : (
        <Link to={PRIVACY_PATH} className={inlineLink}>
          {CONSENT_WORDS.readNotice}
        </Link>
      )}
    </>
  );
}
