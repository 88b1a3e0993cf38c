import { useQuery } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@urembo/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Select,
  SelectItem,
  toast,
} from '@urembo/ui';
import { useId, useState } from 'react';
import { t, type MessageId } from '../../../i18n/index.ts';
import { menuQuery, scheduleQuery, staffQuery } from '../api/scheduling.ts';
import { useSaveStaffSettings } from '../api/editors.ts';

// What one stylist does at the business: which services of its menu, and her hours there.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Day = (typeof DAYS)[number];
type Hours = { open: string; close: string } | null;
const TIMES = Array.from(
  { length: 96 },
  (_, index) =>
    `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
);
const timeOptions = TIMES.map((time) => (
  <SelectItem key={time} value={time}>
    {time}
  </SelectItem>
));
const check =
  'size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const option = 'flex min-h-11 cursor-pointer items-center gap-3 text-base';

export function StaffSettingsDialog({
  businessId,
  staffId,
  name,
  onClose,
}: {
  businessId: number;
  staffId: number;
  name: string;
  onClose: () => void;
}) {
  const staff = useQuery(staffQuery(businessId));
  const menu = useQuery(menuQuery(businessId));
  const schedule = useQuery(scheduleQuery(businessId));
  const member = staff.data?.results.find((m) => m.id === staffId);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('vendor.staff.title', { name })}</DialogTitle>
          <DialogDescription>{t('vendor.staff.description')}</DialogDescription>
        </DialogHeader>
        {member && menu.data && schedule.data ? (
          <StaffSettingsForm
            businessId={businessId}
            member={member}
            menu={menu.data.items}
            businessWeek={schedule.data.weekly}
            onClose={onClose}
          />
        ) : staff.isError || menu.isError || schedule.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('vendor.agenda.failed')}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {t('vendor.staff.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function StaffSettingsForm({
  businessId,
  member,
  menu,
  businessWeek,
  onClose,
}: {
  businessId: number;
  member: Schemas['StaffMember'];
  menu: Schemas['MenuItem'][];
  businessWeek: Schemas['WeeklyHours'];
  onClose: () => void;
}) {
  const ids = useId();
  const [every, setEvery] = useState(member.every_service);
  const [services, setServices] = useState<number[]>(member.service_ids);
  const [ownHours, setOwnHours] = useState(member.weekly !== null);
  const [week, setWeek] = useState<Record<Day, Hours>>(
    () =>
      Object.fromEntries(
        DAYS.map((day) => {
          const hours = (member.weekly ?? businessWeek)[day];
          return [day, hours ? { open: hours.open, close: hours.close } : null];
        }),
      ) as Record<Day, Hours>,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveStaffSettings(businessId, member.id, {
    onSuccess: () => {
      toast({ title: t('vendor.staff.saved'), variant: 'success' });
      onClose();
    },
    onError: (error) =>
      setProblems(
        isApiError(error)
          ? [...Object.values(error.fieldErrors ?? {}).flat(), ...(error.detail ? [error.detail] : [])]
          : [t('vendor.agenda.failed')],
      ),
  });
  const setDay = (day: Day, hours: Hours) => setWeek((current) => ({ ...current, [day]: hours }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setProblems([]);
        save.mutate({
          service_ids: every ? null : services,
          weekly: ownHours ? (week as Schemas['WeeklyHours']) : null,
        });
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('vendor.staff.services')}</legend>
        <label className={option}>
          <input
            type="checkbox"
            checked={every}
            onChange={(e) => setEvery(e.target.checked)}
            className={check}
          />
          {t('vendor.staff.everyService')}
        </label>
        {every
          ? null
          : menu.map((item) => (
              <label key={item.service} className={`${option} ps-6`}>
                <input
                  type="checkbox"
                  checked={services.includes(item.service)}
                  onChange={(e) =>
                    setServices((current) =>
                      e.target.checked
                        ? [...current, item.service]
                        : current.filter((s) => s !== item.service),
                    )
                  }
                  className={check}
                />
                {item.name}
              </label>
            ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('vendor.staff.hours')}</legend>
        <label className={option}>
          <input
            type="checkbox"
            checked={!ownHours}
            onChange={(e) => setOwnHours(!e.target.checked)}
            className={check}
          />
          {t('vendor.staff.businessHours')}
        </label>
        {ownHours
          ? DAYS.map((day) => {
              const hours = week[day];
              const dayName = t(`vendor.hours.day.${day}` as MessageId);
              return (
                <div key={day} className="flex flex-wrap items-center gap-2">
                  <label className={`${option} w-32`}>
                    <input
                      type="checkbox"
                      checked={hours !== null}
                      disabled={!businessWeek[day]}
                      onChange={(e) =>
                        setDay(
                          day,
                          e.target.checked
                            ? { open: businessWeek[day]!.open, close: businessWeek[day]!.close }
                            : null,
                        )
                      }
                      className={check}
                    />
                    {dayName}
                  </label>
                  {hours ? (
                    <>
                      <Select
                        aria-label={t('vendor.staff.opens', { day: dayName })}
                        value={hours.open}
                        onValueChange={(open) => setDay(day, { ...hours, open })}
                        className="w-24"
                      >
                        {timeOptions}
                      </Select>
                      <Select
                        aria-label={t('vendor.staff.closes', { day: dayName })}
                        value={hours.close}
                        onValueChange={(close) => setDay(day, { ...hours, close })}
                        className="w-24"
                      >
                        {timeOptions}
                      </Select>
                    </>
                  ) : null}
                </div>
              );
            })
          : null}
      </fieldset>
      {problems.length ? (
        <ul id={`${ids}-problems`} role="alert" className="text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" type="button" disabled={save.isPending}>
            {t('vendor.agenda.booking.close')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} labels={{ loading: t('vendor.staff.saving') }}>
          {t('vendor.staff.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
