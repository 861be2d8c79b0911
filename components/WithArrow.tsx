import { Icon } from './Icon';

/**
 * A link's words followed by an arrow that stays with the last word: on a phone, a link wrapped
 * to two lines had its arrow at the far right of the card, away from the words (the design
 * reading of 2026-11-29, "Explore Cloud Cost Optimization").
 */
export function WithArrow({ text }: { text: string }) {
  const last = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, last)}
      <span className="whitespace-nowrap">
        {text.slice(last)}
        <Icon name="i-lucide-arrow-right" className="ml-1 h-4 w-4" />
      </span>
    </>
  );
}
