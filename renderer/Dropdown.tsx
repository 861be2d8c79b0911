import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A disclosure menu of the header (spec 2.2): opens on hover and on keyboard focus, closes on
 * Escape and when the pointer or focus leaves. Before hydration, CSS (:hover/:focus-within on
 * html:not(.js)) opens it, so the links work without JavaScript too.
 */
export function Dropdown({ id, label, children, panelClass }: { id: string; label: string; children: ReactNode; panelClass: string }) {
  const panelId = `${id}-panel`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setFocused(false);
      setDismissed(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setDismissed(true);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className="relative"
      data-dropdown=""
      data-open={open ? 'true' : 'false'}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setDismissed(open)}
      >
        {label}
        <span className="i-lucide-chevron-down h-4 w-4" aria-hidden="true" />
      </button>
      <div id={panelId} data-dropdown-panel="" className={`absolute left-0 top-full pt-2 ${panelClass}`}>
        <div className="rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-xl">{children}</div>
      </div>
    </div>
  );
}
