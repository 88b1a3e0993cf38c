import { isApiError } from '@urembo/api-client';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';

/** Words for the server's refusals of a review. */
export function reviewRefusal(error: unknown, subject: 'professional' | 'business'): string {
  if (isApiError(error) && error.status === 403)
    return subject === 'professional'
      ? t('business.employees.onlyEmployees')
      : t('business.employees.onlyWorkedOrBooked');
  if (isApiError(error) && error.status === 409)
    return subject === 'professional'
      ? t('business.employees.alreadyReviewedProfessional')
      : t('business.employees.alreadyReviewedBusiness');
  return errorText(error, t('business.employees.reviewFailed'));
}
