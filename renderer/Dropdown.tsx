import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';

/**
 * A disclosure menu of the header (spec 2.2): a button that shows and hides a panel of links.
 * renderer/shell.ts gives it its behaviour; before that, and without JavaScript, CSS opens it
 * on hover and keyboard focus (html:not(.js) in global.css), so its links always work.
 * `panelClass`: the panel's width and where it starts beside its button (`left-0`: under it).
 */
export function Dropdown({ id, label, children, panelClass }: { id: string; label: string; children: ReactNode; panelClass: string }) {
  const panelId = `${id}-panel`;
  return (
    <div className="relative" data-dropdown="" data-open="false">
      <button
        type="button"
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium xl:px-3 text-slate-100 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
        aria-expanded="false"
        aria-controls={panelId}
      >
        {label}
        <Icon name="i-lucide-chevron-down" className="h-4 w-4" />
      </button>
      <div id={panelId} data-dropdown-panel="" className={`absolute top-full pt-2 ${panelClass}`}>
        <div className="rounded-xl border border-line bg-raised p-3 text-fg shadow-xl shadow-black/25">{children}</div>
      </div>
    </div>
  );
}
