import { Button } from '@urembo/ui';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useMe } from '../../../lib/session.tsx';

/**
 * The Book (or Request Service) button of a vendor's overview; while the vendor has switched off new
 * bookings it stays in place, disabled, and says why (the API refuses such requests too).
 */
export function BookAction({
  available,
  to,
  label,
  vendorName,
}: {
  available: boolean;
  to: string;
  label: string;
  vendorName: string;
}) {
  const reason = useId();
  const { data: me } = useMe();
  if (available && !me)
    // A visitor signs in (or up, from the sign-in page) and comes back to this booking.
    return (
      <div className="flex flex-col items-start gap-1">
        <Button asChild>
          <Link to={paths.signIn(to)} aria-describedby={reason}>
            <CalendarPlus aria-hidden="true" />
            {label}
          </Link>
        </Button>
        <p id={reason} className="text-sm text-muted-foreground">
          {t('shared.book.signInHint')}
        </p>
      </div>
    );
  if (available)
    return (
      <Button asChild className="self-start">
        <Link to={to}>
          <CalendarPlus aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <Button disabled aria-describedby={reason}>
        <CalendarPlus aria-hidden="true" />
        {label}
      </Button>
      <p id={reason} className="text-sm text-muted-foreground">
        {t('shared.book.notTaking', { vendorName })}
      </p>
    </div>
  );
}
