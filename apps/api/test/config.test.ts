import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-random-production-secret-of-more-than-32-chars',
  MPESA_CALLBACK_TOKEN: 'a-random-callback-token',
  MPESA_BASE_URL: 'https://api.safaricom.co.ke',
  DATABASE_URL: 'postgres://urembo@db.internal/urembo',
};

describe('secrets and configuration', () => {
  it('starts in production when every secret comes from the environment', () => {
    const config = loadConfig(productionEnv);
    expect(config.production).toBe(true);
    expect(config.jwtSecret).toBe(productionEnv.JWT_SECRET);
  });

  it.each([
    ['JWT_SECRET', undefined, /JWT_SECRET/],
    ['JWT_SECRET', 'short', /JWT_SECRET/],
    ['MPESA_CALLBACK_TOKEN', undefined, /MPESA_CALLBACK_TOKEN/],
    ['MPESA_BASE_URL', undefined, /MPESA_BASE_URL/],
    ['DATABASE_URL', undefined, /DATABASE_URL/],
  ])('refuses production when %s is %s', (name, value, message) => {
    const env: Record<string, string | undefined> = { ...productionEnv, [name]: value };
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('points at the local M-Pesa simulator only outside production', () => {
    const development = loadConfig({});
    expect(development.production).toBe(false);
    expect(development.mpesa.baseUrl).toBeUndefined();
    expect(() => loadConfig({ ...productionEnv, MPESA_BASE_URL: '' })).toThrow(/MPESA_BASE_URL/);
  });
});
