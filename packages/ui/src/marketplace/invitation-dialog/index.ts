export {
  EMPLOYMENT_ROLES,
  InvitationDialog,
  employmentRoleOf,
  swInvitationDialogLabels,
  type EmploymentRoleCode,
  type InvitationDialogLabels,
  type InvitationDialogProps,
  type InvitationField,
} from './invitation-dialog.tsx';
