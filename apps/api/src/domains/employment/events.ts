/**
 * What hiring says happened, raised in the command's transaction with the request's id only: whoever
 * listens (messaging tells the other side) reads the rest through employment's public face.
 */
declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A professional asked a business for work. */
    'employment.requested': { requestId: number };
    /** A business invited a professional to work with it (the spec's "Add Employee"). */
    'employment.invited': { requestId: number };
    /** The business accepted or declined a professional's request. */
    'employment.answered': { requestId: number; accepted: boolean };
    /** The professional accepted or declined a business's invitation. */
    'employment.invitation_answered': { requestId: number; accepted: boolean };
    /** The side that sent a request or an invitation took it back while it was pending. */
    'employment.withdrawn': { requestId: number };
    /** Either side ended an employment (business_employees' id); its bookings were released with it. */
    'employment.ended': { employmentId: number; endedBy: 'business' | 'professional' };
  }
}

export {};
