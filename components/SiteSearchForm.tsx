import { Icon } from './Icon';
import { useUrls } from './links';

/**
 * A search box that is a plain GET to the search page, as the search page's own form is
 * (pages/search): it works before any script and without one. The mobile menu's (renderer/Header.tsx)
 * and the 404 page's. `buttonText`: the button's words beside its magnifier from 640 px (the
 * button is named by `label` otherwise).
 */
export function SiteSearchForm({ id, label, buttonText, placeholder, className }: { id: string; label: string; buttonText?: string; placeholder?: string; className: string }) {
  const urls = useUrls();
  return (
    <form role="search" aria-label={label} action={urls.search()} method="get" className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={placeholder}
        className="min-h-11 w-full flex-1 rounded-lg border border-line-strong bg-surface px-3 text-base text-fg placeholder:text-fg-3 focus:border-accent focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <button type="submit" className="btn-primary !px-3 sm:!px-4" {...(buttonText ? {} : { 'aria-label': label })}>
        <Icon name="i-lucide-search" className="h-5 w-5" />
        {buttonText && <span className="sr-only sm:not-sr-only sm:ml-2">{buttonText}</span>}
      </button>
    </form>
  );
}
