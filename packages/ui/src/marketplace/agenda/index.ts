export { Agenda, swAgendaLabels } from './agenda.tsx';
export type { AgendaColumn, AgendaItem, AgendaItemStatus, AgendaLabels, AgendaProps } from './agenda.tsx';
