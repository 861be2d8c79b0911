/** A wrapping row of pill-shaped labels (article tags, a story's tech stack, a tool stack). */
export function ChipList({
  items,
  chipClass,
  className = 'flex flex-wrap gap-2',
}: {
  items: readonly string[];
  /** Colour and type of each chip, for example `bg-tint text-xs font-semibold text-accent-strong`. */
  chipClass: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 ${chipClass}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
