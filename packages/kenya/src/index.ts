export * from './counties.ts';
export * from './phone.ts';
export * from './money.ts';
