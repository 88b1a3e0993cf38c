export * from './locales.ts';
export * from './translator.ts';
export type { Messages } from '@lingui/core';
