import { Icon } from './Icon';

/** A list whose items each start with an icon (check marks, trend arrows). */
export function Checklist({
  items,
  icon = 'i-lucide-check',
  iconClass = 'text-accent',
  className = 'mt-4 space-y-2 text-fg-2',
}: {
  items: readonly string[];
  icon?: string;
  iconClass?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name={icon} className={`mt-1 h-4 w-4 shrink-0 ${iconClass}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
