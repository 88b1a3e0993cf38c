import type { ExperienceLevel } from '@urembo/api-client';
import { Field, Select, SelectItem, Skeleton, toast } from '@urembo/ui';
import { t } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useOwnProfile, useSaveProfessional } from '../api/own-profile.ts';
import { LEVEL_NAMES, LEVELS } from '../components/levels.ts';
import { AccountHub, PlanLink, ScheduleLinks } from './business-profile-page.tsx';

/** Professional account: availability and expertise (saved), subscription, reset password, log out. */
export function ProfessionalProfilePage() {
  const profile = useOwnProfile();

  const save = useSaveProfessional(profile.data?.id, {
    onSuccess: (saved, patch) => {
      toast({
        title:
          patch.is_available !== undefined
            ? saved.is_available
              ? t('professional.profile.nowAvailable')
              : t('professional.profile.nowUnavailable')
            : t('professional.profile.expertiseSaved', {
                level: saved.expertise ? t(LEVEL_NAMES[saved.expertise]) : '',
              }),
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: errorText(error, t('professional.error.generic')), variant: 'error' }),
  });

  const pro = profile.data;
  const available =
    save.isPending && save.variables.is_available !== undefined
      ? save.variables.is_available
      : pro?.is_available;
  const expertise = (save.isPending && save.variables.expertise) || pro?.expertise || undefined;

  const work = (
    <section aria-labelledby="work-heading" className="flex flex-col gap-4">
      <h2 id="work-heading" className="text-lg font-semibold">
        {t('professional.profile.work')}
      </h2>
      {!pro ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <span id="availability-label" className="font-medium">
              {t('professional.profile.available')}
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={available}
              aria-labelledby="availability-label"
              disabled={save.isPending}
              onClick={() => save.mutate({ is_available: !available })}
              className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 aria-checked:bg-primary"
            >
              <span
                aria-hidden="true"
                className={`block size-6 rounded-full bg-background shadow transition-transform ${available ? 'translate-x-5' : 'translate-x-0'}`}
              />
            </button>
          </div>
          <Field label={t('professional.profile.expertise')}>
            <Select
              value={expertise ?? ''}
              onValueChange={(value) => save.mutate({ expertise: value as ExperienceLevel })}
              disabled={save.isPending}
              placeholder={t('professional.profile.chooseLevel')}
            >
              {LEVELS.map((level) => (
                <SelectItem key={level} value={level}>
                  {t(LEVEL_NAMES[level])}
                </SelectItem>
              ))}
            </Select>
          </Field>
        </>
      )}
      <ScheduleLinks
        hoursHref="/professional-hours"
        menuHref="/professional-menu"
        photosHref="/professional-portfolio"
      />
      <PlanLink />
    </section>
  );

  return <AccountHub settingsHref="/professional-profile-details" extra={work} />;
}
