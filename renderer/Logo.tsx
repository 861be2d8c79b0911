/**
 * The brand mark, the same drawing as public/favicon.svg (and public/favicon.ico and
 * public/apple-touch-icon.png, drawn from it): the N of the name in the teal of the northern light,
 * its star the warm second accent (docs/design.md).
 */
// `id` names the gradient: the logo is drawn twice per page, and ids must be unique.
export function Logo({ id, className }: { id: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${id})`} />
      <path d="M9 23V9l14 14V9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23" cy="9" r="2.2" fill="#fbbf24" />
    </svg>
  );
}
