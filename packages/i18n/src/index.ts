export * from './locales.ts';
export * from './translator.ts';
