/**
 * The editor's photo fields (issue 32). A photo is one field: the upload (Keystatic's own image
 * input: Choose file, the preview, Remove), its alt text and the Decorative box, written to the
 * file as the build reads it (model/content/schemas/fields.ts `photo`):
 *
 *   photo:
 *     image: images/blog/<article>/photo.jpg   (the original, kept under content/images/)
 *     alt: What the photo shows
 *
 * and nothing at all when there is no photo (a group of empty fields would add `photo: {}` to
 * every file saved). Beyond Keystatic's image field, it says before saving what the build would
 * refuse (not a JPEG, PNG, WebP or AVIF; over 20 MB; narrower than a cover or hero needs; no alt
 * text), and it keeps a photo of another entry named by its path, so that a photo used twice is
 * uploaded once (Keystatic's field would show it empty and drop it on the next save). A French
 * file's shared photo is its words only (`photoWordsField`): the photo is the English file's.
 */
import { fields } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Checkbox } from '@keystar/ui/checkbox';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { useState, type ReactElement } from 'react';
import { photoMaxBytes, photoPathSchema } from '../model/content/schemas/fields';
import { coverPathOf } from '../model/content/post-parse';
import { measureInBrowser } from './photo-measure';

/** The original: uploaded in this entry (Keystatic's value), or one already in the site, named by its path. */
type File = { data: Uint8Array; extension: string; filename: string; kept?: true } | { elsewhere: string } | null;

/** Eight hexadecimal digits of FNV-1a over a file's bytes: a name that follows the photo, not its place. */
function contentDigits(data: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * An upload's file name in its entry's folder, from where Keystatic says the field is
 * (`suggestedFilenamePrefix`): `photo` for an entry's own photo; in a list's item, whose place
 * changes when items move or go (a walk-through of 2026-12-03 saw a portrait kept as
 * team/0/portrait.jpg), the item's number gives way to the photo's own digits: team/portrait-1a2b3c4d.
 */
export function uploadName(prefix: string, data: Uint8Array, extension: string): string {
  const keys = prefix.split('/');
  const placed = keys.some((key) => /^\d+$/.test(key));
  const name = placed ? `${keys.filter((key) => !/^\d+$/.test(key)).join('/')}-${contentDigits(data)}` : prefix;
  return `${name}.${extension.toLowerCase()}`;
}
type Value = { file: File; alt: string; decorative: boolean };
/** What the file holds (model/content/schemas/fields.ts `photo`). */
type Stored = { image?: unknown; alt?: unknown; decorative?: unknown } | undefined;

type Options = { label: string; description?: string; directory: string; minWidth: number; bestWidth: number };

/** Keystatic shows a validation problem only when it is its own error class, which it does not export: taken from a field that throws it. */
export const FieldDataError = (() => {
  try {
    fields.text({ label: 'x', validation: { isRequired: true } }).validate('', undefined as never);
  } catch (error) {
    return (error as Error).constructor as new (message: string) => Error;
  }
  throw new Error('editor/photo-field.tsx: Keystatic no longer refuses an empty required text');
})();

const accepted = /^(jpe?g|png|webp|avif)$/i;

/** Why the build would refuse this upload, in the words the build uses; nothing when it takes it. */
async function uploadProblem(data: Uint8Array, extension: string, minWidth: number, bestWidth: number): Promise<string | undefined> {
  if (!accepted.test(extension)) return 'This file is not a JPEG, PNG, WebP or AVIF photo. On an iPhone, share the photo as JPEG (Most Compatible).';
  if (data.byteLength > photoMaxBytes) return `This photo is ${(data.byteLength / 1024 / 1024).toFixed(1)} MB; a photo can be 20 MB at most: export it smaller (2400 pixels wide is plenty).`;
  // Read as the build reads it: a phone's HEIC named .jpg is no photo the site can show.
  const measured = await measureInBrowser(data);
  if (!measured) return 'This file cannot be read as a photo; use a JPEG, PNG, WebP or AVIF file.';
  const { width } = measured;
  if (width < minWidth) return `This photo is ${width} pixels wide; it needs at least ${minWidth} here (${bestWidth} is best).`;
  return undefined;
}

const altMissing = 'Write what the photo shows (its alt text), or tick Decorative if it shows nothing a reader needs.';
const altDescription = 'What the photo shows, for people who cannot see it (screen readers read it out), e.g. Three consultants at a whiteboard in our Toronto office.';

export function photoField({ label, description, directory, minWidth, bestWidth }: Options) {
  // Keystatic's image field: its input, and where it keeps an upload (content/images/<place>/<entry>/).
  const image = fields.image({ label: 'Photo file', directory, publicPath: `${directory.replace(/^content\//, '')}/` });
  const prefix = (slug: string | undefined) => `${directory.replace(/^content\//, '')}/${slug === undefined ? '' : `${slug}/`}`;
  type InputProps = { value: File; onChange(value: File): void; autoFocus: boolean; forceValidation: boolean };
  const Upload = image.Input as unknown as (props: InputProps) => ReactElement;
  return {
    kind: 'form' as const,
    formKind: 'asset' as const,
    label,
    directory: image.directory,
    defaultValue: (): Value => ({ file: null, alt: '', decorative: false }),
    Input(props: { value: Value; onChange(value: Value): void; autoFocus: boolean; forceValidation: boolean }) {
      const [problem, setProblem] = useState<string>();
      const [path, setPath] = useState('');
      const { value, onChange } = props;
      const set = (change: Partial<Value>) => onChange({ ...value, ...change });
      const usePath = () => {
        const parsed = photoPathSchema.safeParse(path);
        if (!parsed.success) setProblem(`The path ${parsed.error.issues[0]!.message}.`);
        else {
          setProblem(undefined);
          set({ file: { elsewhere: parsed.data } });
        }
      };
      const { file } = value;
      return (
        <Flex direction="column" gap="large" role="group" aria-label={label}>
          <Text weight="semibold">{label}</Text>
          {description && <Text size="small">{description}</Text>}
          {file && 'elsewhere' in file ? (
            <Flex direction="column" gap="regular">
              <Text>Uses the photo already in the site at {file.elsewhere}.</Text>
              <ActionButton alignSelf="start" onPress={() => set({ file: null })}>
                Remove
              </ActionButton>
            </Flex>
          ) : (
            <Upload
              value={file}
              autoFocus={props.autoFocus}
              forceValidation={false}
              onChange={async (next: File) => {
                if (next && 'data' in next) {
                  const refused = await uploadProblem(next.data, next.extension, minWidth, bestWidth);
                  setProblem(refused);
                  if (refused) return;
                }
                set({ file: next });
              }}
            />
          )}
          {problem && <FieldMessage>{problem}</FieldMessage>}
          {file === null && (
            <Flex gap="regular" alignItems="end">
              <TextField label="Or use a photo already in the site (its path)" description="e.g. images/blog/office-hours/photo.jpg" value={path} onChange={setPath} flex />
              <ActionButton onPress={usePath}>Use this photo</ActionButton>
            </Flex>
          )}
          {file !== null && (
            <>
              <TextArea
                label="Alt text"
                description={altDescription}
                value={value.alt}
                onChange={(alt) => set({ alt })}
                isRequired={!value.decorative}
                errorMessage={props.forceValidation && !value.decorative && !value.alt.trim() ? altMissing : undefined}
              />
              <Checkbox isSelected={value.decorative} onChange={(decorative) => set({ decorative })}>
                Decorative: it adds nothing a reader needs (it then has no alt text)
              </Checkbox>
            </>
          )}
        </Flex>
      );
    },
    filename(stored: Stored, args: { slug: string | undefined }) {
      const path = typeof stored === 'object' && stored !== null && typeof stored.image === 'string' ? stored.image : undefined;
      return path?.startsWith(prefix(args.slug)) ? path.slice(prefix(args.slug).length) : undefined;
    },
    parse(stored: Stored, args: { asset: Uint8Array | undefined; slug: string | undefined }): Value {
      if (typeof stored !== 'object' || stored === null || typeof stored.image !== 'string') return { file: null, alt: '', decorative: false };
      const alt = typeof stored.alt === 'string' ? stored.alt : '';
      const decorative = stored.decorative === true;
      const path = stored.image;
      const extension = /\.([^.]+)$/.exec(path)?.[1] ?? '';
      // A path outside this entry's own folder: a photo another entry uploaded.
      // One of this entry's own keeps its name, wherever its item moves (`kept`).
      const file: File = args.asset && path.startsWith(prefix(args.slug)) ? { data: args.asset, extension, filename: path.slice(prefix(args.slug).length), kept: true } : { elsewhere: path };
      return { file, alt, decorative };
    },
    validate(value: Value): Value {
      if (value.file && !value.decorative && !value.alt.trim()) throw new FieldDataError(`${label}: ${altMissing}`);
      return value;
    },
    serialize(value: Value, args: { suggestedFilenamePrefix: string | undefined; slug: string | undefined }) {
      const { file } = value;
      if (!file) return { value: undefined, asset: undefined };
      const words = { ...(value.alt.trim() && { alt: value.alt.trim() }), ...(value.decorative && { decorative: true }) };
      if ('elsewhere' in file) return { value: { image: file.elsewhere, ...words }, asset: undefined };
      const filename = file.kept || !args.suggestedFilenamePrefix ? file.filename : uploadName(args.suggestedFilenamePrefix, file.data, file.extension);
      return { value: { image: `${prefix(args.slug)}${filename}`, ...words }, asset: { filename, content: file.data } };
    },
    reader: {
      parse: (stored: Stored) => stored ?? null,
    },
  };
}

/** A French file's words for the English file's photo: its alt text, or nothing. */
export function photoWordsField({ label, description }: { label: string; description?: string }) {
  const alt = fields.text({ label: `${label}: alt text (French)`, description, multiline: true });
  return {
    ...alt,
    parse: (stored: unknown) => (typeof stored === 'object' && stored !== null && typeof (stored as { alt?: unknown }).alt === 'string' ? (stored as { alt: string }).alt : ''),
    serialize: (value: string) => ({ value: value.trim() ? { alt: value.trim() } : undefined }),
    validate: (value: string) => value,
    reader: { parse: (stored: unknown) => stored ?? null },
  } as unknown as typeof alt;
}

/**
 * An article's drawn cover (`image`): the build draws it at /images/blog/<the article's file
 * name>.svg and refuses any other path, so the editor writes that path itself when it saves
 * (Keystatic gives a field of this kind the entry's file name), and shows it, never a box to get wrong.
 */
export function drawnCoverField({ label, description }: { label: string; description?: string }) {
  const pathOf = (slug: string | undefined) => coverPathOf(slug ?? '<file name>');
  return {
    kind: 'form' as const,
    formKind: 'asset' as const,
    label,
    directory: undefined,
    defaultValue: () => null,
    Input() {
      const slug = /\/item\/([^/]+)/.exec(window.location.pathname)?.[1];
      return (
        <Flex direction="column" gap="small">
          <Text weight="semibold">{label}</Text>
          <Text>{`Drawn when the site is built, at ${pathOf(slug ? decodeURIComponent(slug) : undefined)}${description ? `. ${description}` : ''}`}</Text>
        </Flex>
      );
    },
    filename: () => undefined,
    parse: () => null,
    serialize: (_value: null, args: { slug: string | undefined }) => ({ value: pathOf(args.slug), asset: undefined }),
    validate: (value: null) => value,
    reader: { parse: (stored: unknown) => stored ?? null },
  };
}
