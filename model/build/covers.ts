/**
 * Cover art of the articles and case studies (issue 53), drawn at build time from each one's own
 * subject (model/build/derived-files.ts writes /images/blog/<slug>.svg and
 * /images/case-studies/<slug>.svg): the brand's motif, a northern beam of light over a night
 * ridge, under the north star of the logo (docs/design.md). The topic sets the hues and the
 * subject's sign drawn in light across the sky (its service's icon, as the home page shows it);
 * the slug seeds everything else (the bands' course, the ridge, the stars, where the sign
 * stands), so that no two covers are alike. Dark, so that it sits as well on the light theme as
 * on the dark one; no text, no fonts, no filters (cheap to paint).
 */

/** The hue (HSL degrees) of a topic's light, by the words of its tag or service. */
const topicHues: [RegExp, number][] = [
  [/security|governance|compliance|privacy/i, 265],
  [/cloud|finops|cost/i, 195],
  [/data|analytics|warehouse|reporting/i, 215],
  [/seo|marketing|web|performance|accessib/i, 140],
  [/ai|agent|chatbot|machine|automation|llm/i, 172],
];

function seeded(text: string): () => number {
  let state = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const coverSize = { width: 1200, height: 630 };

const round = (value: number) => Math.round(value * 10) / 10;

/** A smooth line through points (a Catmull-Rom curve as cubic Béziers). */
function smooth(points: readonly (readonly [number, number])[]): string {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let path = `M${round(points[0]![0])} ${round(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    path += `C${round(c1[0]!)} ${round(c1[1]!)} ${round(c2[0]!)} ${round(c2[1]!)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return path;
}

/** A service page's hero scene (issue 53): the size of the hero's drawn picture (components/service/ServicePage.tsx). */
export const serviceSceneSize = { width: 800, height: 600 };

/**
 * The cover of `slug`, in the light of its `topic` (an article's first tag, a case study's main
 * service), with `sign` drawn large in the sky: a Lucide icon's markup (a 24 by 24 drawing of
 * strokes in currentColor, model/site/icons.ts), or none. `size`: a cover's, or a service hero's.
 */
export function coverSvg(slug: string, topic: string, sign?: string, size: { width: number; height: number } = coverSize): string {
  const random = seeded(slug);
  const { width, height } = size;
  const base = (topicHues.find(([pattern]) => pattern.test(topic))?.[1] ?? 180) + Math.round((random() - 0.5) * 60);
  const hues = [base, base + 35 + Math.round(random() * 40), base - 30 - Math.round(random() * 30)];
  const sky = `hsl(${(base + 30) % 360} 55% 7%)`;
  const horizon = `hsl(${(base + 10) % 360} 45% 16%)`;
  // The beams: bands of light across the sky along one seeded course (rising or falling, arched
  // or sagging), each band with its own waves.
  const slope = (random() < 0.5 ? -1 : 1) * height * (0.05 + random() * 0.5);
  const arch = (random() - 0.5) * height * 0.6;
  const beams = hues.map((hue, index) => {
    const count = 5 + Math.floor(random() * 3);
    const baseline = height * (0.22 + index * 0.12 + random() * 0.1);
    const top = Array.from({ length: count }, (_, i) => {
      const t = i / (count - 1);
      const x = t * (width + 200) - 100;
      return [x, baseline + slope * (t - 0.5) - arch * Math.sin(Math.PI * t) + (random() - 0.5) * 110] as const;
    });
    const depth = 90 + random() * 150;
    const bottom = [...top].reverse().map(([x, y]) => [x, y + depth * (0.6 + random() * 0.8)] as const);
    const id = `b${index}`;
    const opacity = round(0.35 + random() * 0.35);
    return {
      defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue % 360} 90% 65%)" stop-opacity="0"/><stop offset="0.55" stop-color="hsl(${hue % 360} 85% 60%)" stop-opacity="${opacity}"/><stop offset="1" stop-color="hsl(${hue % 360} 80% 55%)" stop-opacity="0"/></linearGradient>`,
      shape: `<path fill="url(#${id})" d="${smooth(top)}L${round(bottom[0]![0])} ${round(bottom[0]![1])}${smooth(bottom).slice(smooth(bottom).indexOf('C'))}Z"/>`,
    };
  });
  const stars = Array.from({ length: 36 }, () => `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height * 0.6)}" r="${round(0.8 + random() * 1.2)}" fill-opacity="${round(0.25 + random() * 0.6)}"/>`).join('');
  // The north star, the logo's: four points and a halo.
  const star = { x: Math.round(width * (0.12 + random() * 0.76)), y: Math.round(height * (0.1 + random() * 0.22)), size: 10 + Math.round(random() * 8) };
  const point = (dx: number, dy: number) => `${round(star.x + dx)} ${round(star.y + dy)}`;
  const s = star.size;
  const northStar = `<circle cx="${star.x}" cy="${star.y}" r="${s * 4}" fill="url(#halo)"/><path fill="#fbbf24" d="M${point(0, -s)}L${point(s * 0.22, -s * 0.22)}L${point(s, 0)}L${point(s * 0.22, s * 0.22)}L${point(0, s)}L${point(-s * 0.22, s * 0.22)}L${point(-s, 0)}L${point(-s * 0.22, -s * 0.22)}Z"/>`;
  // Two ridges against the light: the far one lighter.
  const ridge = (low: number, high: number, fill: string) => {
    const count = 7 + Math.floor(random() * 6);
    const points = Array.from({ length: count }, (_, i) => [(i / (count - 1)) * width, height - low - random() * (high - low)] as const);
    return `<path fill="${fill}" d="M0 ${height}L${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}L${width} ${height}Z"/>`;
  };
  // The subject's sign, across the sky on the side the north star leaves free: a wide faint stroke
  // under a fine bright one, as light seen through the night air.
  const signSize = Math.round(height * (0.36 + random() * 0.1));
  const signX = Math.round(star.x < width / 2 ? width * (0.56 + random() * 0.14) : width * (0.12 + random() * 0.14));
  const signY = Math.round(height * (0.12 + random() * 0.1));
  const drawn = (stroke: string, strokeWidth: number, opacity: number) =>
    `<g transform="translate(${signX} ${signY}) scale(${round(signSize / 24)})" color="${stroke}" opacity="${opacity}">${sign!.replace(/stroke-width="[\d.]+"/g, `stroke-width="${strokeWidth}"`)}</g>`;
  const signDrawn = sign ? drawn(`hsl(${base % 360} 90% 70%)`, 3.2, 0.16) + drawn(`hsl(${base % 360} 95% 82%)`, 0.9, 0.85) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    `<radialGradient id="halo"><stop offset="0" stop-color="#fbbf24" stop-opacity="0.35"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>`,
    ...beams.map(({ defs }) => defs),
    `</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<g fill="#e2e8f0">${stars}</g>`,
    ...beams.map(({ shape }) => shape),
    signDrawn,
    northStar,
    ridge(90, 230, `hsl(${(base + 20) % 360} 40% 11%)`),
    ridge(20, 120, `hsl(${(base + 20) % 360} 45% 5%)`),
    '</svg>',
  ].join('');
}

/**
 * A still of the motif for a dark hero band (issue 53: the heroes were text on a flat colour): the
 * beams of light across a `width` by `height` sky, a few stars, the north star on the right,
 * seeded by `seed` (the page's address) so that every page's differs, in the brand's teal and its
 * neighbours. Faint on the left, where the text is, and
 * full on the right (`preserveAspectRatio` slice: it fills any band, cut at the sides, so a phone
 * shows its middle, faint). No sky: the band's own colour shows through, the same in both themes.
 */
export function heroStillSvg(seed: string, { width, height }: { width: number; height: number }): string {
  const random = seeded(seed);
  const int = Math.round;
  // The brand's teal, turned a little per page.
  const base = 172 + int((random() - 0.5) * 30);
  const hues = [base, base + 30 + int(random() * 30), base - 25 - int(random() * 20)];
  // Few points and whole numbers: every page carries it in its HTML (about 0.5 KB gzip).
  const path = (points: readonly (readonly [number, number])[]) => smooth(points).replace(/\.\d/g, '');
  // The beams rise toward the right, where the text leaves the band free.
  const beams = hues.map((hue, index) => {
    const baseline = height * (0.18 + index * 0.14 + random() * 0.08);
    const top = Array.from({ length: 4 }, (_, i) => {
      const t = i / 3;
      return [int(t * (width + 200) - 100), int(baseline + height * 0.35 * (0.5 - t) + (random() - 0.5) * height * 0.12)] as const;
    });
    const depth = height * (0.12 + random() * 0.14);
    const bottom = [...top].reverse().map(([x, y]) => [x, int(y + depth * (0.6 + random() * 0.8))] as const);
    const opacity = round(0.22 + random() * 0.16);
    const light = `hsl(${hue % 360} 85% 60%)`;
    return {
      defs: `<linearGradient id="hb${index}"><stop stop-color="${light}" stop-opacity="0"/><stop offset=".55" stop-color="${light}" stop-opacity="${round(opacity * 0.3)}"/><stop offset="1" stop-color="${light}" stop-opacity="${opacity}"/></linearGradient>`,
      shape: `<path fill="url(#hb${index})" d="${path(top)}L${bottom[0]![0]} ${bottom[0]![1]}${path(bottom).slice(path(bottom).indexOf('C'))}Z"/>`,
    };
  });
  const stars = Array.from({ length: 8 }, () => `<circle cx="${int(width * (0.5 + random() * 0.5))}" cy="${int(random() * height * 0.7)}" r="1.2"/>`).join('');
  const star = { x: int(width * (0.8 + random() * 0.12)), y: int(height * (0.12 + random() * 0.12)), size: 7 + int(random() * 4) };
  const s = star.size;
  const point = (dx: number, dy: number) => `${int(star.x + dx)} ${int(star.y + dy)}`;
  const northStar = `<circle cx="${star.x}" cy="${star.y}" r="${s * 4}" fill="url(#hh)"/><path fill="#fbbf24" d="M${point(0, -s)}L${point(s * 0.22, -s * 0.22)}L${point(s, 0)}L${point(s * 0.22, s * 0.22)}L${point(0, s)}L${point(-s * 0.22, s * 0.22)}L${point(-s, 0)}L${point(-s * 0.22, -s * 0.22)}Z"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">`,
    `<defs><radialGradient id="hh"><stop stop-color="#fbbf24" stop-opacity=".3"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>`,
    ...beams.map(({ defs }) => defs),
    '</defs>',
    `<g fill="#e2e8f0" fill-opacity=".4">${stars}</g>`,
    ...beams.map(({ shape }) => shape),
    northStar,
    '</svg>',
  ].join('');
}
