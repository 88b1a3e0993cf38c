import type { businessEmployees } from '../../db/schema.ts';
import type { ProfessionalJson } from '../accounts/index.ts';
import type { RequestRow } from './queries.ts';

export const requestJson = (r: RequestRow) => ({
  id: r.id,
  direction: r.direction,
  business_owner: r.businessOwnerId,
  business_name: r.businessName,
  professional: r.professionalId,
  professional_name: r.professionalName,
  name: r.name,
  email: r.email,
  proposal: r.proposal,
  status: r.status,
  salary: r.salary,
  role: r.role,
  answer_message: r.answerMessage,
  answered_at: r.answeredAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

export const employeeJson = (
  link: typeof businessEmployees.$inferSelect,
  employee: ProfessionalJson | undefined,
) => ({
  id: link.id,
  business: link.businessId,
  employee,
  employment_start_date: link.employmentStartDate,
});

export const endedEmploymentJson = (link: typeof businessEmployees.$inferSelect) => ({
  id: link.id,
  business: link.businessId,
  professional: link.employeeId,
  employment_start_date: link.employmentStartDate,
  ended_at: link.endedAt!.toISOString(),
  ended_by: link.endedBy!,
  end_note: link.endNote,
});
