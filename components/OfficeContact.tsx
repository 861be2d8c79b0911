import { Icon } from './Icon';

/**
 * An office's street address and telephone, as the offices page and the contact page show them:
 * a pin and a phone icon, the number a tel: link whose hyphens do not break (read on one line).
 */
export function OfficeContact({ address, telephone, telephoneLabel, addressClassName }: { address: string; telephone: string; telephoneLabel: string; addressClassName: string }) {
  return (
    <>
      <address className={`flex gap-2 not-italic leading-6 ${addressClassName}`}>
        <Icon name="i-lucide-map-pin" className="mt-1 h-4 w-4 shrink-0 text-accent" />
        {address}
      </address>
      <p className="mt-2 flex items-center gap-2">
        <Icon name="i-lucide-phone" className="h-4 w-4 shrink-0 text-accent" />
        <span className="sr-only">{telephoneLabel} </span>
        <a className="text-link" href={`tel:${telephone}`}>
          {telephone.replaceAll('-', '\u2011')}
        </a>
      </p>
    </>
  );
}
