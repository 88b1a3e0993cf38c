import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, toFormData, type components } from '@urembo/api-client';
import { nairobiToday } from '@urembo/kenya';
import { api } from '../../../lib/api.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import type { MutationCallbacks } from '../../../lib/mutation.ts';
import { WHOLE_LIST } from '../../../lib/paging.ts';
import { notificationKeys } from '../../account/index.ts';
import { professionalKeys } from '../../profiles/index.ts';
import { employeeKeys, employeeMutations } from './employees.ts';

export type EmploymentRequest = components['schemas']['EmploymentRequest'];
export type EmploymentDirection = components['schemas']['EmploymentDirection'];

export const employmentKeys = {
  /** Requests and invitations the signed-in business owner or professional is a party to. */
  all: ['employment-requests'] as const,
  list: (direction: EmploymentDirection) => ['employment-requests', direction] as const,
};

export const employmentMutations = {
  answer: ['employment-requests', 'answer'] as const,
  end: ['business-employees', 'end'] as const,
};

export const employmentQuery = (direction: EmploymentDirection) =>
  queryOptions({
    queryKey: employmentKeys.list(direction),
    queryFn: async () =>
      (
        await api.GET('/api/employment-requests/', {
          params: { query: { direction, page_size: WHOLE_LIST } },
        })
      ).data!,
  });

/** What an invitation says, each part optional (blank ones are not sent). */
export interface Invitation {
  message: string;
  /** A code of the role list, or the business's own words. */
  role: string;
  pay: string;
}

/** Only the parts written: the spec's invitation without words stays exactly what it was. */
const filledIn = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/**
 * Adds a professional to the signed-in business's employees, from today: she is asked first (an
 * employment invitation, with its message, role and pay), so the professional's state and the inbox change.
 */
export function useHireProfessional(
  businessId: number | undefined,
  professionalId: number,
  callbacks: MutationCallbacks<unknown, Invitation>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: employeeMutations.hire,
    mutationFn: async ({ message, role, pay }: Invitation) =>
      api.POST('/api/business-employees/', {
        body: {
          business: businessId!,
          employee: professionalId,
          employment_start_date: nairobiToday(),
          ...filledIn({ proposal: message.trim(), role: role.trim(), salary: pay.trim() }),
        },
        bodySerializer: toFormData,
      }),
    onSuccess: async (answer, variables) => {
      await callbacks.onSuccess?.(answer, variables);
      await invalidate(queryClient, professionalKeys.detail(professionalId), employmentKeys.all);
    },
    onError: async (error, variables) => {
      await callbacks.onError?.(error, variables);
      // Already hired or invited: the profile shows how things stand.
      if (isApiError(error) && error.status === 409)
        await invalidate(queryClient, professionalKeys.detail(professionalId));
    },
  });
}

export interface NewEmploymentRequest {
  name: string;
  email: string;
  proposal: string;
  /** Empty when the professional names none. */
  salary: string;
  /** A code of the role list, her own words, or empty. */
  role: string;
}

/** A professional asks a business for work (the server answers 402 until she may: a subscription or a paid contact). */
export function useRequestEmployment(
  businessId: number,
  callbacks: MutationCallbacks<unknown, NewEmploymentRequest>,
) {
  return useMutation({
    ...callbacks,
    mutationKey: employeeMutations.requestEmployment,
    mutationFn: async ({ name, email, proposal, salary, role }: NewEmploymentRequest) =>
      api.POST('/api/employment-requests/', {
        body: {
          business_owner: businessId,
          name,
          email,
          proposal,
          status: 'pending',
          ...filledIn({ salary, role }),
        },
        bodySerializer: toFormData,
      }),
  });
}

export interface EmploymentAnswer {
  request: EmploymentRequest;
  status: 'accepted' | 'declined' | 'withdrawn';
  /** Sent along when not blank. */
  message: string;
}

/**
 * Accepts, declines or withdraws a request or invitation. An acceptance makes an employee (or employer);
 * the other side is notified, and so is this one. After a refusal the inbox is asked again: the request
 * may have been answered meanwhile.
 */
export function useAnswerEmployment(callbacks: MutationCallbacks<unknown, EmploymentAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationKey: employmentMutations.answer,
    mutationFn: async ({ request, status, message }: EmploymentAnswer) =>
      (
        await api.PATCH('/api/employment-requests/{id}/', {
          params: { path: { id: request.id } },
          body: { status, ...(message.trim() ? { message: message.trim() } : {}) },
        })
      ).data!,
    onSuccess: async (answer, variables) => {
      await callbacks.onSuccess?.(answer, variables);
      await invalidate(
        queryClient,
        employmentKeys.all,
        employeeKeys.ofBusiness,
        employeeKeys.employers,
        notificationKeys.all,
      );
    },
    onError: async (error, variables) => {
      await callbacks.onError?.(error, variables);
      await invalidate(queryClient, employmentKeys.all);
    },
  });
}

export interface EmploymentEnd {
  /** The business ends it by the employment's id; a professional by her employer's id. */
  as: 'business' | 'professional';
  id: number;
  /** Sent along when not blank. */
  note: string;
}

/**
 * Ends an employment from either side; the other side is told and her coming bookings there go back to
 * "anyone". After a refusal the lists are asked again: the other side may have ended it meanwhile.
 */
export function useEndEmployment(callbacks: MutationCallbacks<unknown, EmploymentEnd>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    invalidate(queryClient, employeeKeys.ofBusiness, employeeKeys.employers, notificationKeys.all);
  return useMutation({
    ...callbacks,
    mutationKey: employmentMutations.end,
    mutationFn: async ({ as, id, note }: EmploymentEnd) => {
      const body = note.trim() ? { note: note.trim() } : {};
      const path = { params: { path: { id } }, body };
      return (
        as === 'business'
          ? await api.POST('/api/business-employees/{id}/end/', path)
          : await api.POST('/api/professional-employers/{id}/end/', path)
      ).data!;
    },
    onSuccess: async (ended, variables) => {
      await callbacks.onSuccess?.(ended, variables);
      await refresh();
    },
    onError: async (error, variables) => {
      await callbacks.onError?.(error, variables);
      await refresh();
    },
  });
}
