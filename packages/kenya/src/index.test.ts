import { expect, it } from 'vitest';
import * as kenya from './index.ts';

it('re-exports the counties, phone and money helpers', () => {
  expect(Object.keys(kenya)).toEqual(
    expect.arrayContaining([
      'counties',
      'countyNames',
      'findCounty',
      'findCountyName',
      'subCountySpellings',
      'subCountiesOf',
      'isValidSubCounty',
      'MAJOR_LOCATIONS',
      'normalizeKenyanPhone',
      'isKenyanPhone',
      'formatKenyanPhone',
      'operatorOf',
      'PHONE_FORMAT_ERROR',
      'PHONE_PATTERN',
      'PHONE_HINT',
      'formatKES',
      'ANNUAL_SUBSCRIPTION_KES',
      'ONE_TIME_CONTACT_KES',
    ]),
  );
});
