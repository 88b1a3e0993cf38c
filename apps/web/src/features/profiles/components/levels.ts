import type { ExperienceLevel } from '@urembo/api-client';
import type { MessageId } from '../../../i18n/index.ts';

/** The levels offered, in order; the values sent to and read from the server stay English. */
export const LEVELS: ExperienceLevel[] = ['Beginner', 'Intermediate', 'Expert'];

/** What each stored level reads as, translated where it is shown. */
export const LEVEL_NAMES = {
  Beginner: 'professional.level.beginner',
  Intermediate: 'professional.level.intermediate',
  Expert: 'professional.level.expert',
} as const satisfies Record<ExperienceLevel, MessageId>;
