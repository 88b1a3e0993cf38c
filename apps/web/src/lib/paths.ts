import { generatePath } from 'react-router-dom';

/**
 * The addresses of the spec's pages that carry an id or a query. The patterns are the route tables'
 * (areas/<area>/routes.tsx) letter for letter, spelling included; generatePath checks at compile time
 * that each one fills every parameter of its pattern.
 */
export const paths = {
  /** A professional as a business owner sees them (hire, contact, report). */
  businessProfessional: (id: number) => generatePath('/OverviewPage/:id', { id: String(id) }),
  /** A business as a professional sees it (request employment, review, report). */
  professionalBusiness: (id: number) => generatePath('/BusinessOverviewPage/:id', { id: String(id) }),
  /** A professional as a customer sees them (book). */
  customerProfessional: (id: number) => generatePath('/ProfessionalOverview/:id', { id: String(id) }),
  /** A business as a customer sees it (book). */
  customerBusiness: (id: number) => generatePath('/BusinessOverview/:id', { id: String(id) }),
  bookProfessional: (id: number) => generatePath('/professional-booking/:id', { id: String(id) }),
  bookBusiness: (id: number) => generatePath('/business-booking/:id', { id: String(id) }),
  requestEmployment: (businessId: number) =>
    generatePath('/employment-requests/:id', { id: String(businessId) }),
  reviewBusiness: (businessId: number) => generatePath('/leave-a-review/:id', { id: String(businessId) }),
  reportProfessional: (userId: number) =>
    generatePath('/report-professional/:userId', { userId: String(userId) }),
  reportBusiness: (userId: number) => `/report-business?${new URLSearchParams({ user: String(userId) })}`,
  finishBusinessSetup: (userId: number) =>
    generatePath('/finish-setup-business/:userID', { userID: String(userId) }),
  finishProfessionalSetup: (userId: number) =>
    generatePath('/finish-setup-business-professional/:userID', { userID: String(userId) }),
  /** Sign in, then come back to `next` (a path of this app). */
  signIn: (next?: string) => (next ? `/sign-in?${new URLSearchParams({ next })}` : '/sign-in'),
} as const;
