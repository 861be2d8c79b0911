import { formatTelephone } from '../model/site/format';
import { Icon } from './Icon';
import { useLanguage } from './language';

/**
 * An office's street address and telephone, as the offices page, the contact page and a city
 * page show them: a pin and a phone icon, the number a tel: link as the page's language writes it
 * (model/site/format.ts formatTelephone). `onInk`: on a navy band, in the beam's colour (the same in both themes).
 */
export function OfficeContact({
  address,
  telephone,
  telephoneLabel,
  addressClassName,
  onInk = false,
}: {
  address: string;
  telephone: string;
  telephoneLabel: string;
  addressClassName: string;
  onInk?: boolean;
}) {
  const language = useLanguage();
  const icon = onInk ? 'text-beam' : 'text-accent';
  return (
    <>
      <address className={`flex gap-2 not-italic leading-6 ${addressClassName}`}>
        <Icon name="i-lucide-map-pin" className={`mt-1 h-4 w-4 shrink-0 ${icon}`} />
        {address}
      </address>
      <p className="mt-2 flex items-center gap-2">
        <Icon name="i-lucide-phone" className={`h-4 w-4 shrink-0 ${icon}`} />
        <span className="sr-only">{telephoneLabel} </span>
        <a className={`inline-block py-1 ${onInk ? 'text-beam underline underline-offset-2 hover:text-white' : 'text-link'}`} href={`tel:${telephone}`}>
          {formatTelephone(telephone, language)}
        </a>
      </p>
    </>
  );
}
