/**
 * Photographs on the pages (issue 32): what the build makes of each original named in content
 * (model/content/photo-files.ts writes the files and the `virtual:photos` manifest that
 * model/page-data/photo-manifest.ts reads), and how each place
 * shows it: the widths made for it and the `sizes` that tell the browser how wide it is drawn,
 * from the layouts of the pages (uno.config.ts `container`: 80rem wide, 1rem, 1.5rem then 2rem
 * padding at 40rem and 64rem).
 */
import type { PhotoPlace } from './schemas/fields';

/** What the build knows of one original: its size once turned upright, the widths made, a blurred stand-in. */
export type PhotoFacts = {
  width: number;
  height: number;
  /** The first characters of the original's SHA-256: a new photo under the same name gets new addresses. */
  hash: string;
  /** The original's path under images/, lower-cased, in one word: the made files are named after it. */
  stem: string;
  widths: readonly number[];
  /** JPEG, or PNG for an original with transparent parts. */
  fallback: 'jpg' | 'png';
  /** A few hundred bytes of blurred WebP, shown until the photo arrives. */
  placeholder: string;
  /** An article's cover: a social picture is drawn from it. */
  social: boolean;
};
export type PhotoManifest = Readonly<Record<string, PhotoFacts>>;

/** A photo as content gives it (model/content/schemas/fields.ts `photo`). */
export type Photo = { image: string; alt?: string; decorative?: boolean; place: PhotoPlace };

/** Where on a page a photo is drawn; an article's cover shows on the article and on its card. */
export type PhotoView = 'article' | 'card' | 'feature' | 'person' | PhotoPlace;

const cardSizes = '(min-width: 80rem) 24rem, (min-width: 64rem) calc((100vw - 8rem) / 3), (min-width: 48rem) calc(50vw - 2.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';
const halfSizes = '(min-width: 80rem) 36.75rem, (min-width: 64rem) calc(50vw - 3.25rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)';

/** Each view's widths (enough for screens up to twice as dense as CSS pixels) and sizes. */
export const photoViews: Record<Exclude<PhotoView, 'cover'>, { widths: readonly number[]; sizes: string }> = {
  // The article's column: max-w-3xl (48rem) inside the container's padding.
  article: { widths: [480, 640, 800, 1200, 1600], sizes: '(min-width: 64rem) 44rem, (min-width: 48rem) 45rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)' },
  // The blog's and related articles' cards: one, two (md) or three (lg) columns, 2rem apart.
  card: { widths: [320, 480, 640, 800], sizes: cardSizes },
  // The blog's latest article: across the container, then half of it beside its words from lg (the article's files).
  feature: { widths: [480, 640, 800, 1200, 1600], sizes: '(min-width: 80rem) 38rem, (min-width: 64rem) calc(50vw - 2rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)' },
  // A service's hero: the right half of the container from lg, full width below.
  hero: { widths: [480, 640, 800, 1200, 1600, 2000], sizes: halfSizes },
  // The press page's two columns (md), 2rem apart.
  press: { widths: [320, 480, 640, 800, 1200], sizes: '(min-width: 80rem) 36rem, (min-width: 48rem) calc(50vw - 3rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)' },
  // A testimonial's portrait, 2.75rem round.
  portrait: { widths: [44, 88, 132], sizes: '2.75rem' },
  // An office on the offices page: its side column from lg, the card's width below.
  office: { widths: [320, 480, 640, 800, 1200], sizes: '(min-width: 80rem) 21rem, (min-width: 64rem) calc((100vw - 12rem) / 3), (min-width: 40rem) calc(100vw - 7rem), calc(100vw - 5rem)' },
  // A person of the About page's team, 6rem round.
  person: { widths: [96, 192, 288], sizes: '6rem' },
};

/** The views a photo of each place is shown in. */
const viewsOfPlace: Record<PhotoPlace, readonly Exclude<PhotoView, 'cover'>[]> = { cover: ['article', 'card', 'feature'], hero: ['hero'], press: ['press'], portrait: ['portrait', 'person'], office: ['office'] };

/** The formats made of every photo, best first: the browser takes the first it can show. */
export const photoFormats = ['avif', 'webp'] as const;

/** Where the made files are served from. */
export const photoFolder = '/images/photos';

/** A made file's address: /images/photos/office-hours-3f2a9c1b7d4e-800.avif. */
export const photoFileUrl = (facts: Pick<PhotoFacts, 'stem' | 'hash'>, width: number | 'social', format: string): string =>
  `${photoFolder}/${facts.stem}-${facts.hash}-${width}.${format}`;

/** The social picture drawn from an article's cover photo: 1200 x 630 JPEG, what LinkedIn and others read. */
export const socialPhotoUrl = (facts: Pick<PhotoFacts, 'stem' | 'hash'>): string => photoFileUrl(facts, 'social', 'jpg');

/** The widths the build makes of an original of `width` pixels for `place`: never wider than the original. */
export function widthsFor(place: PhotoPlace, width: number): number[] {
  const wanted = [...new Set(viewsOfPlace[place].flatMap((view) => photoViews[view].widths))].sort((a, b) => a - b);
  const fitting = wanted.filter((candidate) => candidate <= width);
  // A smaller original is used at its own width where the ladder would have gone beyond it.
  return fitting.length < wanted.length ? [...fitting, width] : fitting;
}

/** A view's `srcset` in one format: the widths made for it (and the original's, if narrower). */
export function srcSet(facts: PhotoFacts, view: Exclude<PhotoView, 'cover'>, format: string): string {
  return viewWidths(facts, view).map((width) => `${photoFileUrl(facts, width, format)} ${width}w`).join(', ');
}

/** The widths made of a photo that a view lists: its own, and the original's where it is narrower than the view's largest. */
export function viewWidths(facts: PhotoFacts, view: Exclude<PhotoView, 'cover'>): number[] {
  const wanted = photoViews[view].widths;
  const top = Math.max(...wanted);
  return facts.widths.filter((width) => wanted.includes(width) || (width < top && width === facts.width));
}
