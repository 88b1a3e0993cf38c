export * from './counties.ts';
export { findCountyName } from './county-names.ts';
export * from './locations.ts';
export * from './phone.ts';
export * from './money.ts';
export * from './time.ts';
export * from './duration.ts';
export { initialsOf } from './names.ts';
