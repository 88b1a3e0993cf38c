/**
 * Accounts' public face: who a user is and what kind of account they hold, vendors' profiles as the
 * contract shows them, and the rule on who sees whose contact details, for the domains above.
 */
export type { ProfessionalJson } from './json.ts';
export { businessesWhere, findUser, getProfessional, professionalsById, userTypeOf } from './queries.ts';
export { mayContact, notAVendorOfType, signUpPlace } from './rules.ts';

// For the entry points: the routes, the browse cache and its subscriber, the professional's page shell.
export { accountRoutes } from './routes.ts';
export { startBrowseCache, subscribeBrowse } from './browse-cache.ts';
export { fillProfileShell, shellProfessional, VENDOR_PLACEHOLDERS } from './profile-shell.ts';
