import { formatKenyanPhone } from '@urembo/kenya';
import { Mail, Phone } from 'lucide-react';
import { textLinkClass } from './links.tsx';

/** A vendor's phone (and e-mail, when given) as links that call or write, on the overview pages. */
export function ContactDetails({ phone, email }: { phone: string; email?: string | null }) {
  return (
    <ul className="flex flex-col gap-1">
      <li className="flex items-center gap-2">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <a className={textLinkClass('primary', 'text-base whitespace-nowrap')} href={`tel:+${phone}`}>
          {formatKenyanPhone(phone)}
        </a>
      </li>
      {email ? (
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a className={textLinkClass('primary', 'text-base font-normal break-all')} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
