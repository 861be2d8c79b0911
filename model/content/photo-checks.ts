/**
 * The rules a photo content names must meet (issue 32), pure, so that the build (model/content/photo-files.ts,
 * measured by sharp) and the deployed editor's check of a save (editor/branch-check.ts, measured by
 * the browser) refuse the same photos in the same words.
 */
import { isPhoto } from './content-read.ts';
import { fieldPathOf } from './content-messages.ts';
import { photoMaxBytes, photoWidths, type PhotoPlace } from './schemas/fields.ts';

/** One place content names a photo: the file and the field as the editor names it ("Hero > Photo"), for messages. */
export type PhotoUse = { image: string; place: PhotoPlace; file: string; field: string };

/** The photos `value` (a file's data, `entry`) names, with where. */
export function usesIn(value: unknown, file: string, at: string[], found: PhotoUse[], entry: unknown = value): void {
  if (isPhoto(value)) {
    found.push({ image: value.image, place: value.place, file, field: fieldPathOf(entry, at) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => usesIn(item, file, [...at, String(index)], found, entry));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) usesIn(item, file, [...at, key], found, entry);
  }
}

/** An original measured once turned upright from its EXIF orientation. */
export type MeasuredPhoto = { width: number; height: number; hasAlpha: boolean };
/** An original under content/: its size in bytes and how to measure it (undefined when it is no photo the site can show: a JPEG, PNG, WebP or AVIF file). */
export type PhotoFile = { bytes: number; measure: () => Promise<MeasuredPhoto | undefined> };
/**
 * The original a use names (its `image`, a path under content/): the file, or 'missing' when no
 * such file is there, or 'unchanged' where a check of a save does not fetch it (the deployed
 * editor's: a photo the save neither adds nor names in a file it writes was checked when it was
 * saved, and is the same before the save as after it).
 */
export type PhotoFiles = (use: PhotoUse) => Promise<PhotoFile | 'missing' | 'unchanged'>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What is wrong with the photos content names, each problem naming the file and field; none when all can be used. */
export async function photoProblems(uses: readonly PhotoUse[], files: PhotoFiles): Promise<string[]> {
  const problems: string[] = [];
  for (const { image, place, file, field } of uses) {
    const where = `${file}: ${field}: ${image}`;
    const original = await files({ image, place, file, field });
    if (original === 'unchanged') continue;
    if (original === 'missing') {
      problems.push(`${where} is not in content/images; upload the photo again, or write the path of one that is there`);
      continue;
    }
    if (original.bytes > photoMaxBytes) {
      problems.push(`${where} is ${megabytes(original.bytes)}; a photo can be 20 MB at most: export it smaller (2400 pixels wide is plenty)`);
      continue;
    }
    const measured = await original.measure();
    if (!measured) {
      problems.push(`${where} is not a photo the site can show; use a JPEG, PNG, WebP or AVIF file`);
      continue;
    }
    const { least, best } = photoWidths[place];
    if (measured.width < least) {
      problems.push(`${where} is ${measured.width} pixels wide; ${placeNames[place]} needs at least ${least} (${best} is best)`);
    }
  }
  return problems;
}

const placeNames: Record<PhotoPlace, string> = {
  cover: "an article's cover photo",
  hero: "a service's hero photo",
  press: 'a press photo',
  portrait: 'a portrait',
  office: 'an office photo',
};
