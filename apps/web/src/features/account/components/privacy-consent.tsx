import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';

/** Where the privacy notice lives (routes/public.tsx). */
export const PRIVACY_PATH = '/privacy';

/**
 * The words of consent, the same wherever it is asked (sign-up, the consent prompt, account details):
 * people agree to one text. Each word is read in the current language when it is used, so read them
 * while rendering (or in a schema's message function), never into a constant.
 */
export const CONSENT_WORDS = {
  get summary() {
    return t('shared.consent.summary');
  },
  get readNotice() {
    return t('shared.consent.readNotice');
  },
  get newTab() {
    return t('shared.consent.newTab');
  },
  get agree() {
    return t('shared.consent.agree');
  },
  get agreeMissing() {
    return t('shared.consent.agreeMissing');
  },
  get marketing() {
    return t('shared.consent.marketing');
  },
  get marketingHint() {
    return t('shared.consent.marketingHint');
  },
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
