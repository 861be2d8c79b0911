import { formatTelephone } from '../model/site/format';
import { Icon } from './Icon';
import { useLanguage } from './language';

/**
 * An office's street address and telephone, as the offices page, the contact page and a city
 * page show them: a pin and a phone icon, the number a tel: link as the page's language writes it
 * (model/site/format.ts formatTelephone), tall enough to tap on a phone.
 */
export function OfficeContact({ address, telephone, telephoneLabel, addressClassName }: { address: string; telephone: string; telephoneLabel: string; addressClassName: string }) {
  const language = useLanguage();
  return (
    <>
      <address className={`flex gap-2 not-italic leading-6 ${addressClassName}`}>
        <Icon name="i-lucide-map-pin" className="mt-1 h-4 w-4 shrink-0 text-accent" />
        {address}
      </address>
      <p className="mt-2 flex items-center gap-2">
        <Icon name="i-lucide-phone" className="h-4 w-4 shrink-0 text-accent" />
        <span className="sr-only">{telephoneLabel} </span>
        <a className="text-link inline-block py-1" href={`tel:${telephone}`}>
          {formatTelephone(telephone, language)}
        </a>
      </p>
    </>
  );
}
