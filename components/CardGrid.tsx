import type { ReactNode } from 'react';
import { Icon } from './Icon';

type CardItem = { icon: string; title: string; description: string };

/**
 * A responsive grid of icon cards; `extra` renders more content under a card's text. Card titles
 * are h3 under a section's h2, or h2 where the grid sits straight under the page's h1.
 */
export function CardGrid<T extends CardItem>({
  items,
  columns = 'lg:grid-cols-4',
  extra,
  dark = false,
  bare = false,
  list = false,
  headingLevel = 3,
}: {
  items: readonly T[];
  columns?: string;
  extra?: (item: T) => ReactNode;
  dark?: boolean;
  /** No card: the icon in a ring, the text open on the band (issue 53: a page of card runs). */
  bare?: boolean;
  /**
   * No card: a ruled list, two across from a tablet up, each icon beside its title and the text
   * the column's whole width (issue 53: a service's eight long cards ran ten lines in a quarter of
   * the page on a laptop, and a phone screen and a half of borders and padding).
   */
  list?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  if (list)
    return (
      <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="border-t border-line pt-6">
            <div className="flex items-center gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-tint text-accent">
                <Icon name={item.icon} className="h-6 w-6" />
              </span>
              <Heading className="font-sans text-lg font-semibold">{item.title}</Heading>
            </div>
            <p className="mt-3 leading-7 text-fg-2">{item.description}</p>
            {extra?.(item)}
          </li>
        ))}
      </ul>
    );
  const card = bare ? '' : `rounded-2xl border p-6 ${dark ? 'border-white/10 bg-white/5' : 'border-line bg-surface shadow-sm'}`;
  return (
    <ul className={`grid sm:grid-cols-2 ${bare ? 'gap-x-8 gap-y-10' : 'gap-6'} ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          {bare ? (
            <span className={`flex h-12 w-12 items-center justify-center rounded-full ${dark ? 'bg-beam/10 text-beam' : 'bg-tint text-accent'}`}>
              <Icon name={item.icon} className="h-6 w-6" />
            </span>
          ) : (
            <Icon name={item.icon} className={`h-8 w-8 ${dark ? 'text-beam' : 'text-accent'}`} />
          )}
          <Heading className="mt-4 font-sans text-lg font-semibold">{item.title}</Heading>
          <p className={`mt-2 leading-7 ${dark ? 'text-slate-300' : 'text-fg-2'}`}>{item.description}</p>
          {extra?.(item)}
        </li>
      ))}
    </ul>
  );
}
