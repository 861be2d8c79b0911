/**
 * A heading's words, each word joined by a hyphen kept on one line (the seventh design reading of
 * 2026-12-02: "Bilingual E-" over "commerce Relaunch" on a phone): a line may break before or after
 * it, not inside it. A word too long to fit a phone's line whole (over 18 characters) may still
 * break at its hyphens.
 */
export function Unbroken({ text }: { text: string }) {
  const parts = text.split(/(\S*\p{L}-\p{L}\S*)/u);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && part.length <= 18 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
