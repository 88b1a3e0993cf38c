// The one table of the app's pages, read by the route tables (routes/<area>.tsx, routes.tsx), the
// prerender step (src/prerender.tsx hands it to scripts/prerender.mjs) and the server, whose
// notifications, e-mails and seed link to these pages (apps/api/src/http/pages.ts). It imports nothing,
// so the server takes it without React or the router; apps/web/test/pages.test.ts holds it to the router.

/**
 * Every page's route pattern, spelling included (the spec's addresses: `/OverviewPage/:id` beside
 * `/overviewpage/:id`, `:userID` beside `:userId`).
 */
export const pages = {
  home: '/',
  signUp: '/sign-up',
  signUpBusinessOwner: '/sign-up-business-owner',
  signIn: '/sign-in',
  privacy: '/privacy',
  contact: '/contact-form',
  resetPassword: '/reset-password',
  otpVerification: '/otp-verification',
  setNewPassword: '/set-new-password',
  finishBusinessSetup: '/finish-setup-business/:userID',
  finishProfessionalSetup: '/finish-setup-business-professional/:userID',
  accountDetails: '/account-details',

  businessDashboard: '/business-dashboard',
  /** A professional as a business owner sees them (hire, contact, report). */
  businessProfessional: '/OverviewPage/:id',
  businessProfessionalLowercase: '/overviewpage/:id',
  employees: '/employees',
  businessProfile: '/business-profile',
  reportProfessional: '/report-professional/:userId',
  accountSettings: '/account-settings',
  businessHours: '/business-hours',
  businessPortfolio: '/business-portfolio',
  businessMenu: '/business-menu',
  businessAgenda: '/business-agenda',
  businessBookings: '/business-bookings',
  employmentRequests: '/employment-requests',

  professionalHome: '/professional-home',
  /** A business as a professional sees it (request employment, review, report). */
  professionalBusiness: '/BusinessOverviewPage/:id',
  professionalProfile: '/professional-profile',
  professionalProfileDetails: '/professional-profile-details',
  professionalEmployer: '/professional-employer',
  professionalRequests: '/professional-requests',
  subscriptionPlan: '/subscription-plan',
  employmentInvitations: '/employment-invitations',
  requestEmployment: '/employment-requests/:id',
  professionalHours: '/professional-hours',
  professionalPortfolio: '/professional-portfolio',
  professionalMenu: '/professional-menu',
  professionalAgenda: '/professional-agenda',
  reviewBusiness: '/leave-a-review/:id',
  reportBusiness: '/report-business',

  customerHome: '/customer-home',
  bookProfessional: '/professional-booking/:id',
  bookBusiness: '/business-booking/:id',
  appointments: '/appointments',
  appointmentsSummary: '/appointments-summary',
  customerProfile: '/customer-profile',
  customerSettings: '/customer-settings',
  search: '/search',
  /** A professional as a customer sees them (book). */
  customerProfessional: '/ProfessionalOverview/:id',
  /** A business as a customer sees it (book). */
  customerBusiness: '/BusinessOverview/:id',
} as const;

/** The names of a pattern's parameters: '/a/:id/b/:userId' -> 'id' | 'userId'. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A pattern with its parameters filled in, encoded as the router's generatePath does. The type asks for
 * every parameter of the pattern, so a path that misses one does not compile.
 */
function fill<Pattern extends string>(pattern: Pattern, params: Record<ParamsOf<Pattern>, number>): string {
  const values: Record<string, number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The addresses of the pages that carry an id or a query. */
export const paths = {
  businessProfessional: (id: number) => fill(pages.businessProfessional, { id }),
  professionalBusiness: (id: number) => fill(pages.professionalBusiness, { id }),
  customerProfessional: (id: number) => fill(pages.customerProfessional, { id }),
  customerBusiness: (id: number) => fill(pages.customerBusiness, { id }),
  bookProfessional: (id: number) => fill(pages.bookProfessional, { id }),
  bookBusiness: (id: number) => fill(pages.bookBusiness, { id }),
  requestEmployment: (businessId: number) => fill(pages.requestEmployment, { id: businessId }),
  reviewBusiness: (businessId: number) => fill(pages.reviewBusiness, { id: businessId }),
  reportProfessional: (userId: number) => fill(pages.reportProfessional, { userId }),
  reportBusiness: (userId: number) =>
    `${pages.reportBusiness}?${new URLSearchParams({ user: String(userId) })}`,
  finishBusinessSetup: (userId: number) => fill(pages.finishBusinessSetup, { userID: userId }),
  finishProfessionalSetup: (userId: number) => fill(pages.finishProfessionalSetup, { userID: userId }),
  /** Sign in, then come back to `next` (a path of this app). */
  signIn: (next?: string) => (next ? `${pages.signIn}?${new URLSearchParams({ next })}` : pages.signIn),
} as const;
