/**
 * What was worked out from a text, kept by that text (issue 56): the build, the editor's dev server
 * and the tests read the same content files again and again. The oldest is forgotten past `limit`
 * (every content file several times over, as staff edit them).
 */
export function keptByText<V>(limit = 2000): (text: string, workOut: () => V) => V {
  const kept = new Map<string, V>();
  return (text, workOut) => {
    if (kept.has(text)) return kept.get(text)!;
    const value = workOut();
    kept.set(text, value);
    while (kept.size > limit) kept.delete(kept.keys().next().value!);
    return value;
  };
}
