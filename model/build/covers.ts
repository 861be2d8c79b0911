/**
 * Cover art of the blog articles, drawn at build time from each article's slug and first tag
 * (vite.config.ts writes /images/blog/<slug>.svg): abstract, light, no text, no fonts.
 */
const palettes: [RegExp, [string, string]][] = [
  [/security|governance|compliance/i, ['#6366f1', '#22d3ee']],
  [/cloud|finops/i, ['#0ea5e9', '#a5f3fc']],
  [/data|analytics/i, ['#2563eb', '#38bdf8']],
  [/seo|marketing|web|performance/i, ['#14b8a6', '#67e8f9']],
  [/ai|agent|chatbot|machine/i, ['#22d3ee', '#3b82f6']],
];

function seeded(text: string): () => number {
  let state = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const coverSize = { width: 1200, height: 630 };

export function coverSvg(slug: string, tag: string): string {
  const [accent, light] = palettes.find(([pattern]) => pattern.test(tag))?.[1] ?? ['#22d3ee', '#3b82f6'];
  const random = seeded(slug);
  const { width, height } = coverSize;
  const nodes = Array.from({ length: 18 }, () => ({ x: Math.round(random() * width), y: Math.round(random() * height), r: 3 + Math.round(random() * 6) }));
  const links = nodes
    .flatMap((a, i) => nodes.slice(i + 1).map((b) => [a, b] as const))
    .filter(([a, b]) => Math.hypot(a.x - b.x, a.y - b.y) < 260)
    .map(([a, b]) => `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`)
    .join('');
  const rings = Array.from({ length: 3 }, (_, i) => {
    const r = 120 + i * 90 + Math.round(random() * 40);
    return `<circle cx="${Math.round(width * (0.6 + random() * 0.3))}" cy="${Math.round(height * (0.3 + random() * 0.4))}" r="${r}" fill="none" stroke="${light}" stroke-opacity="${0.12 + i * 0.05}" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1324"/><stop offset="1" stop-color="#0f2a4a"/></linearGradient><radialGradient id="h" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#h)"/>${rings}<g stroke="${light}" stroke-opacity="0.35" stroke-width="1.5">${links}</g><g fill="${light}">${nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${n.r}"/>`).join('')}</g></svg>`;
}
