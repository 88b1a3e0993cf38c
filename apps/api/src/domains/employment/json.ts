import type { businessEmployees, employmentRequests } from '../../db/schema.ts';
import type { ProfessionalJson } from '../accounts/json.ts';

export const requestJson = (r: typeof employmentRequests.$inferSelect) => ({
  id: r.id,
  business_owner: r.businessOwnerId,
  professional: r.professionalId,
  name: r.name,
  email: r.email,
  proposal: r.proposal,
  status: r.status,
  salary: r.salary,
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
