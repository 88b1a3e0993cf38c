import { formatKenyanPhone } from '@urembo/kenya';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { textLinkClass } from '../../../lib/links.tsx';

/**
 * A phone (and e-mail, when given) as links that call or write: a vendor's on the overview pages, the other
 * side's on a confirmed booking (then with a WhatsApp link, how most Kenyans message).
 */
export function ContactDetails({
  phone,
  email,
  whatsapp = false,
}: {
  phone: string;
  email?: string | null;
  whatsapp?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-1">
      <li className="flex items-center gap-2">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <a className={textLinkClass('primary', 'text-base whitespace-nowrap')} href={`tel:+${phone}`}>
          {formatKenyanPhone(phone)}
        </a>
      </li>
      {whatsapp ? (
        <li className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a
            className={textLinkClass('primary', 'text-base whitespace-nowrap')}
            href={`https://wa.me/${phone}`}
          >
            WhatsApp {formatKenyanPhone(phone)}
          </a>
        </li>
      ) : null}
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
