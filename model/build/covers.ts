/**
 * Cover art of the articles and case studies (issue 53), drawn at build time from each one's own
 * subject (model/build/derived-files.ts writes /images/blog/<slug>.svg and
 * /images/case-studies/<slug>.svg): the brand's motif, a northern beam of light over a night
 * ridge, under the north star of the logo (docs/design.md). The topic sets the hues, the ground
 * (peaks, a lake, a sea of clouds, a forest, a skyline) and the subject's sign drawn in light
 * across the sky (its service's icon, as the home page shows it);
 * the slug seeds everything else (the bands' course, the ridge, the stars, where the sign
 * stands), so that no two covers are alike. Dark, so that it sits as well on the light theme as
 * on the dark one; no text, no fonts, no filters (cheap to paint).
 */

/**
 * A topic's light (its hue, HSL degrees) and its ground (the sixth design reading of 2026-11-30,
 * defect 13: every cover the same ridge under the same sky, only the sign swapped, read as one
 * picture repeated): by the words of its tag or service, five landscapes under the one sky.
 */
// In the words of both editions: a French article's first tag is French (« Sécurité infonuagique »).
const topics: [RegExp, number, Ground][] = [
  [/security|sécurité|governance|gouvernance|compliance|conformité|privacy|confidentialité/i, 265, 'forest'],
  [/cloud|infonuagique|finops|cost|coûts/i, 195, 'clouds'],
  [/data|données|analytics|analytique|warehouse|entrepôt|reporting/i, 215, 'lake'],
  [/seo|référencement|marketing|web|performance|accessib/i, 140, 'skyline'],
  [/\bai\b|\bia\b|agent|chatbot|machine|automation|automatisation|llm/i, 172, 'peaks'],
];

/** The five grounds: mountain peaks, a lake that mirrors the light, a sea of clouds, a spruce forest, a city's skyline. */
export type Ground = 'peaks' | 'lake' | 'clouds' | 'forest' | 'skyline';

/** The light and the ground of a topic; one that names none of the five is the brand's teal over peaks. */
export function topicOf(topic: string): { hue: number; ground: Ground } {
  const found = topics.find(([pattern]) => pattern.test(topic));
  return found ? { hue: found[1], ground: found[2] } : { hue: 180, ground: 'peaks' };
}

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
  const { hue, ground } = topicOf(topic);
  const base = hue + Math.round((random() - 0.5) * 60);
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
  const far = `hsl(${(base + 20) % 360} 40% 11%)`;
  const near = `hsl(${(base + 20) % 360} 45% 5%)`;
  // Named, so that a reader of the build (tests/site/covers.test.ts) knows which it is.
  const foreground = `<g id="ground-${ground}">${drawGround(ground, { width, height, random, far, near, beams: beams.map(({ shape }) => shape).join(''), base, ridge })}</g>`;
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
    foreground,
    '</svg>',
  ].join('');
}

/**
 * The ground of a cover under its sky: dark shapes against the light, `far` lighter than `near`.
 * `ridge(low, high, fill)`: a line of peaks between `low` and `high` above the foot of the picture.
 */
function drawGround(
  ground: Ground,
  { width, height, random, far, near, beams, base, ridge }: { width: number; height: number; random: () => number; far: string; near: string; beams: string; base: number; ridge: (low: number, high: number, fill: string) => string },
): string {
  const h = height / 630;
  switch (ground) {
    case 'peaks':
      return ridge(90 * h, 230 * h, far) + ridge(20 * h, 120 * h, near);
    case 'lake': {
      // Low hills on the far shore, and the water under them giving back the light, upside down and dimmer.
      const shore = Math.round(height * (0.7 + random() * 0.06));
      const hills = ridge(height - shore, height - shore + 70 * h, far);
      const ripples = Array.from({ length: 7 }, () => {
        const y = Math.round(shore + 8 + random() * (height - shore - 16));
        const x = Math.round(random() * width * 0.8);
        return `<rect x="${x}" y="${y}" width="${Math.round(width * (0.08 + random() * 0.2))}" height="${round(1 + random() * 1.5)}" fill="hsl(${base % 360} 80% 75%)" fill-opacity="${round(0.12 + random() * 0.2)}"/>`;
      }).join('');
      return `${hills}<rect y="${shore}" width="${width}" height="${height - shore}" fill="${near}"/><clipPath id="water"><rect y="${shore}" width="${width}" height="${height - shore}"/></clipPath><g clip-path="url(#water)" opacity="0.3"><g transform="translate(0 ${2 * shore}) scale(1 -1)">${beams}</g></g>${ripples}`;
    }
    case 'clouds': {
      // Peaks standing out of a sea of clouds that catches the light: a paler bank behind, a
      // denser one before it, and a near summit.
      const peaks = ridge(200 * h, 330 * h, far);
      const bank = (top: number, size: number, fill: string, opacity: number) => {
        const count = Math.ceil(width / (size * 70 * h)) + 2;
        const puffs = Array.from({ length: count }, (_, i) => {
          const r = Math.round((30 + random() * 45) * size * h);
          return `<ellipse cx="${Math.round((i / (count - 1)) * width + (random() - 0.5) * 40 * h)}" cy="${Math.round(top + r * 0.5)}" rx="${Math.round(r * 1.6)}" ry="${r}"/>`;
        }).join('');
        return `<g fill="${fill}" fill-opacity="${opacity}">${puffs}<rect y="${Math.round(top + 30 * size * h)}" width="${width}" height="${height}"/></g>`;
      };
      const top = height * (0.66 + random() * 0.05);
      return `${peaks}${bank(top, 1, `hsl(${(base + 10) % 360} 35% 34%)`, 0.55)}${bank(top + 45 * h, 1.2, `hsl(${(base + 10) % 360} 30% 22%)`, 0.95)}${ridge(0, 50 * h, near)}`;
    }
    case 'forest': {
      // A low ridge and, before it, the spruces of the boreal forest, each three tiers of branches.
      const hill = ridge(110 * h, 170 * h, far);
      const count = 16 + Math.floor(random() * 8);
      const trees = Array.from({ length: count }, (_, i) => {
        const x = (i + random() * 0.8) * (width / count);
        const tall = (70 + random() * 110) * h;
        const foot = height - random() * 14 * h;
        const wide = tall * 0.32;
        const tier = (top: number, bottom: number, half: number) => `M${round(x)} ${round(foot - tall * top)}L${round(x + half)} ${round(foot - tall * bottom)}L${round(x - half)} ${round(foot - tall * bottom)}Z`;
        return tier(1, 0.55, wide * 0.6) + tier(0.75, 0.28, wide * 0.8) + tier(0.5, 0, wide);
      }).join('');
      return `${hill}<path fill="${near}" d="${trees}"/><rect y="${Math.round(height - 12 * h)}" width="${width}" height="${Math.round(12 * h) + 1}" fill="${near}"/>`;
    }
    case 'skyline': {
      // Hills beyond, then a city's towers, a few windows still lit.
      const hills = ridge(120 * h, 180 * h, far);
      let x = -10;
      let towers = '';
      let windows = '';
      while (x < width) {
        const wide = (26 + random() * 54) * h;
        const tall = (50 + random() * (random() < 0.2 ? 200 : 110)) * h;
        towers += `M${round(x)} ${height}V${round(height - tall)}H${round(x + wide)}V${height}Z`;
        for (let w = 0; w < 3; w++) {
          if (random() < 0.55) windows += `<rect x="${round(x + 5 * h + random() * (wide - 14 * h))}" y="${round(height - tall + 10 * h + random() * (tall - 20 * h))}" width="${round(4 * h)}" height="${round(5 * h)}"/>`;
        }
        x += wide + random() * 6 * h;
      }
      return `${hills}<path fill="${near}" d="${towers}"/><g fill="#fbbf24" fill-opacity="0.55">${windows}</g>`;
    }
  }
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
