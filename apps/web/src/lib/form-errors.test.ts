import { ApiError } from '@urembo/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrorsFrom, safeNextPath } from './form-errors.ts';

describe('fieldErrorsFrom', () => {
  it('joins messages per field and renames server keys', () => {
    const error = new ApiError(400, 'x', { phone_number: ['Bad.', 'Worse.'], email: ['Taken.'] });
    expect(fieldErrorsFrom(error, { phone_number: 'phone' })).toEqual({
      phone: 'Bad. Worse.',
      email: 'Taken.',
    });
  });
  it('gives nothing for a network failure', () => {
    expect(fieldErrorsFrom(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('errorMessage', () => {
  it('uses the detail of a client error and the fallback otherwise', () => {
    expect(errorMessage(new ApiError(401, 'Wrong password'), 'Oops')).toBe('Wrong password');
    expect(errorMessage(new ApiError(500, 'Internal'), 'Oops')).toBe('Oops');
    expect(errorMessage(new TypeError('offline'), 'Oops')).toBe('Oops');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths only', () => {
    expect(safeNextPath('/employees?page=2')).toBe('/employees?page=2');
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
