/**
 * The editor's fields derived from the zod schemas that validate the content files (issue 15):
 * one definition, so the editor cannot drift from what `npm run build` accepts. A string
 * becomes a text field with the schema's length and pattern, an array a list with its length,
 * an object a group, a literal (a specification constant) a one-option select (a number one a
 * number field that only it passes), so that saving never drops it; a photo is an upload
 * (editor/photo-field.tsx), a yes-or-no a checkbox. Fields inside an optional
 * section are not required in the editor: the build checks the section as a whole
 * (optionalSection in model/content/schemas/fields.ts).
 */
import { fields } from '@keystatic/core';
import type { ComponentSchema, FormFieldInputProps } from '@keystatic/core';
import type { z } from 'zod';
import { NumberField } from '@keystar/ui/number-field';
import { createElement, useState, type ReactElement } from 'react';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import { photoFields, references, sharedPhotoWords } from '../model/content/schemas/fields';
import { labelOf } from '../model/content/content-messages';
import { formProblems, straightApostrophe, thousandsApart, unitWords } from '../model/content/french-rules';
import { siteValuesElementId, withSiteValuesFilled } from '../model/content/page-values';
import { htmlInTextSaid, htmlTagsIn } from '../model/content/link-checks';
import { entryLabel } from './entry-labels';
import type { Language } from '../model/site/languages';
import { FieldDataError, photoField, photoWordsField } from './photo-field';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, string>;
  checks?: readonly { _zod: { def: Record<string, unknown> } }[];
};

/** A zod schema's definition: its type, shape, element, inner type and checks. */
export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema's checks, read the way zod states them. */
function constraintsOf(schema: z.ZodType): { min?: number; max?: number; length?: number; pattern?: RegExp; message?: string; trimmed?: boolean } {
  const found: { min?: number; max?: number; length?: number; pattern?: RegExp; message?: string; trimmed?: boolean } = {};
  for (const { _zod } of defOf(schema).checks ?? []) {
    const check = _zod.def;
    // `.trim()`: the schema measures the text without its outer spaces.
    if (check.check === 'overwrite') found.trimmed = true;
    if (check.check === 'min_length') found.min = check.minimum as number;
    if (check.check === 'max_length') found.max = check.maximum as number;
    if (check.check === 'length_equals') found.length = check.length as number;
    if (check.check === 'greater_than') found.min = check.value as number;
    if (check.check === 'less_than') found.max = check.value as number;
    if (check.check === 'string_format' && check.format === 'regex') {
      found.pattern = check.pattern as RegExp;
      const error = check.error as ((issue: object) => unknown) | undefined;
      const message = typeof error === 'function' ? error({}) : undefined;
      if (typeof message === 'string') found.message = message;
    }
  }
  return found;
}

/** A field with a pattern also takes a site value such as {site.headquarters.postalCode} (model/content/content-files.ts). */
const withSiteValues = (pattern: RegExp) => new RegExp(`(?:${pattern.source})|^\\{site\\.[A-Za-z.]+\\}$`, pattern.flags);

/** The pattern of an optional field: blank, or the pattern. */
const blankOr = (pattern: RegExp) => new RegExp(`^\\s*$|${pattern.source}`, pattern.flags);

/** Long copy gets a multi-line box. */
const multiline = (key: string) => /description|answer|body|summary|lead|intro|text|quote|note|content|excerpt|paragraph|challenge|solution|result|focus|localTeam/i.test(key);

/** The item label of a list: the first of these its items have (a testimonial by its author, a synonym by its words). */
const itemLabelKeys = ['title', 'name', 'question', 'label', 'value', 'category', 'city', 'heading', 'author', 'words', 'oldAddress'];

/** How the editor names an item of a list: its text, or the first of its fields in itemLabelKeys. */
export function itemLabelOf(item: unknown): string {
  if (typeof item === 'string') return item || 'New item';
  const values = (item ?? {}) as Record<string, unknown>;
  // A result by its figure and what it measures, "−34% monthly AWS spend" (the walk-through of 2026-11-29: the label alone).
  if (typeof values.figure === 'string' && values.figure.trim() && typeof values.label === 'string' && values.label.trim()) return `${values.figure.trim()} ${values.label.trim()}`;
  const shown = itemLabelKeys.map((name) => values[name]).find((value) => typeof value === 'string' && value !== '');
  return (shown as string | undefined) ?? 'New item';
}

/** A field given in place of the schema's: as it is, or made from the schema's hint and length limit (an entry's name: editor/file-name-field.tsx). */
type Overrides = Record<string, ComponentSchema | ((schema: { description?: string; max?: number }) => ComponentSchema)>;

/** A field naming another entry by its file name, offered as a list of the entries that exist. */
function referenceField({ label, description, collection, required }: { label: string; description?: string; collection: string; required: boolean }): ComponentSchema {
  const field = fields.relationship({ label, description, collection, validation: { isRequired: required } });
  // Which collection it offers, for the tests (Keystatic's field keeps it to itself).
  return Object.assign(field, { referencesCollection: collection }) as unknown as ComponentSchema;
}

/**
 * The spaces French typography puts around its marks (OQLF; docs/french-style-sheet.md), set on
 * what staff typed when a French entry is saved (issue 41: a typed "60 %" lost the no-break space
 * the French had): a no-break space before « : » and « % » and inside « », a narrow one before
 * « ; », « ! » and « ? », a no-break space between a number and its unit (« 28 jours », « 3 h »).
 * A space typed is changed; one left out is added before « ? » and « ! » where they end a word
 * (followed by a space or the end: « compte AWS? » as « compte AWS ? », the walk-through of
 * 2026-11-29). Not before « : » and « ; » left joined: code in copy (the API page's request, a
 * header "Content-Type: application/json") keeps them, as a web address, a time (10:30) or a
 * figure joined to its mark (5%) keeps its mark.
 */
const numberAndUnit = new RegExp(`(?<=\\d) (?=(?:h|min|s|ms|Ko|Mo|Go|To|km|${unitWords})(?![\\p{L}\\p{N}_’']))`, 'gu');

export function frenchTypography(text: string): string {
  return text
    .replace(/«[ \u00a0\u202f]?/g, '«\u00a0')
    .replace(/[ \u00a0\u202f]?»/g, '\u00a0»')
    .replace(/(?<=\S)[ \u00a0](?=[;!?])/g, '\u202f')
    .replace(/(?<=\S)[ \u202f](?=[:%])/g, '\u00a0')
    .replace(/(?<=[\p{L}\p{N}»)’])(?=[!?](?:\s|$))/gu, '\u202f')
    // A number and its $, typed apart or together (a walk-through of 2026-12-02: « 10 000$ »), and its
    // thousands (« 10 000 »): English writes neither, so a text still as the English has it is left as it is.
    .replace(/(?<=\d) ?(?=\$)/g, '\u00a0')
    .replace(thousandsApart, (figure) => figure.replace(/ /g, '\u00a0'))
    // A comparison before a figure (« < 15 min »): the sign stays with its figure.
    .replace(/(?<=^|[\s(])([<>≤≥]) ?(?=\d)/gu, '$1\u00a0')
    // A number and its unit: the build's units (model/content/french-rules.ts), symbols and words.
    .replace(numberAndUnit, '\u00a0')
    // The apostrophe a keyboard types, between two letters (« d'IA »): the typographic one (a walk-through of 2026-12-03).
    .replace(straightApostrophe, '’');
}

/**
 * What French typography leaves as written in a Markdown body: code (blocks and spans), a link's or
 * an image's address, tags (<span lang>), the site values ({site.brand}) and a table's alignment row
 * (`| :--- | ---: |`, which a no-break space would turn into text).
 */
const markdownVerbatim = /```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|\]\([^)\n]*\)|<[^>\n]*>|\{[^}\n]*\}|^[ \t|:-]*-[ \t|:-]*$/gm;

/**
 * frenchTypography on a Markdown body's text (issue 55: an article's or a case study's story was
 * saved with the spaces staff typed, and the build then refused « Résultat : » typed with an
 * ordinary space, which no keyboard key gives). What markdownVerbatim finds is kept as it is: each
 * part is set aside behind one character of its own, so the rules still see that something stands
 * there (« `code` : » gets its space as « texte : » does).
 */
export function frenchMarkdownTypography(markdown: string): string {
  const kept: string[] = [];
  const marked = markdown.replace(markdownVerbatim, (part) => {
    kept.push(part);
    return '\uE000';
  });
  let next = 0;
  return frenchTypography(marked).replace(/\uE000/g, () => kept[next++]!);
}

type MarkdownField = { serialize: (value: never, options: never) => { content: Uint8Array } };

/** A French entry's Markdown body (Keystatic's `fields.mdx`): saved with French typography on its text. */
export function withFrenchMarkdown<T>(field: T): T {
  const { serialize } = field as unknown as MarkdownField;
  return {
    ...field,
    serialize: (value: never, options: never) => {
      const out = serialize(value, options);
      return { ...out, content: new TextEncoder().encode(frenchMarkdownTypography(new TextDecoder().decode(out.content))) };
    },
  } as T;
}

/**
 * A French text's input with, under it as it is typed, the French rules it breaks once its
 * typography is set as the save sets it: a banned form, a number and its unit apart (a
 * walk-through of 2026-12-02 closed an FAQ's window with Done on an answer the save then refused,
 * and learnt why only then). Said, not enforced here: a French version started from the English
 * text keeps the English wording (« Top 3 ») until it is translated, which the save accepts.
 */
function withFrenchRules(Input: (props: FormFieldInputProps<string>) => ReactElement | null) {
  return function FrenchRulesInput(props: FormFieldInputProps<string>) {
    const said = typeof props.value === 'string' ? formProblems(frenchTypography(props.value)).map(({ what }) => what) : [];
    if (said.length === 0) return createElement(Input, props);
    return createElement(Flex, { direction: 'column', gap: 'small' }, createElement(Input, props), ...said.map((line) => createElement(Text, { key: line, size: 'small', color: 'critical' }, line)));
  };
}

/** The text fields editorField makes, so that a French entry's can be given frenchTypography. */
const textFields = new WeakSet<object>();

/** A French entry's fields: each text field sets French typography on what it saves. */
export function withFrenchTypography<T extends Record<string, ComponentSchema>>(fieldsOf: T): T {
  const walk = (field: ComponentSchema): ComponentSchema => {
    const shaped = field as ComponentSchema & { kind: string; fields?: Record<string, ComponentSchema>; element?: ComponentSchema; serialize?: (value: string) => unknown };
    if (textFields.has(field) && shaped.serialize) {
      const serialize = shaped.serialize;
      const counter = counters.get((shaped as { Input?: object }).Input ?? {});
      const Input = counter ? withCounter(counter.Input, counter.max, 'fr') : (shaped as unknown as { Input: (props: FormFieldInputProps<string>) => ReactElement | null }).Input;
      const limited = uncounted.get((shaped as { validate?: object }).validate ?? {});
      return {
        ...(limited ? lengthChecked(shaped as typeof shaped & { validate: (value: string) => string }, limited.label, limited.max, 'fr') : shaped),
        Input: withFrenchRules(Input),
        serialize: (value: string) => serialize(typeof value === 'string' ? frenchTypography(value) : value),
      } as ComponentSchema;
    }
    // An entry's name that also makes its file name (an article's title): the name as French writes it, the file name as it was.
    const slugField = shaped as ComponentSchema & { formKind?: string; serializeWithSlug?: (value: { name: string; slug: string }) => unknown };
    if (slugField.formKind === 'slug' && slugField.serializeWithSlug) {
      const { serializeWithSlug } = slugField;
      return { ...slugField, serializeWithSlug: (value: { name: string; slug: string }) => serializeWithSlug({ ...value, name: frenchTypography(value.name) }) } as ComponentSchema;
    }
    if (shaped.kind === 'object' && shaped.fields) return { ...shaped, fields: Object.fromEntries(Object.entries(shaped.fields).map(([key, inner]) => [key, walk(inner)])) } as ComponentSchema;
    if (shaped.kind === 'array' && shaped.element) return { ...shaped, element: walk(shaped.element) } as ComponentSchema;
    return field;
  };
  return Object.fromEntries(Object.entries(fieldsOf).map(([key, field]) => [key, walk(field)])) as T;
}

/** The site values of each edition, as the editor's page carries them (model/content/content-files.ts); none outside it. */
let pageSiteValues: Partial<Record<Language, unknown>> | undefined;
const siteValuesOf = (language: Language): unknown => {
  if (pageSiteValues === undefined) {
    try {
      pageSiteValues = JSON.parse(document.getElementById(siteValuesElementId)?.textContent ?? '{}') as Partial<Record<Language, unknown>>;
    } catch {
      pageSiteValues = {};
    }
  }
  return pageSiteValues[language];
};

/** A text's length as the build counts it: trimmed, with the edition's site values filled in. */
const countedLength = (value: string, language: Language) => withSiteValuesFilled(value, siteValuesOf(language)).trim().length;

/** What a text over its limit is told, in the build's words (model/content/content-messages.ts). */
export const tooLong = (label: string, length: number, max: number) => `${label}: is ${length} characters long: shorten it to ${max} at most`;

/** Each limited text's own check, before its length was added (so that a French entry's counts with the French site values). */
const uncounted = new WeakMap<object, { validate: (value: string, ...rest: never[]) => string; label: string; max: number }>();

/**
 * A text's check refusing the HTML the site would show as text, in the build's words, so that a
 * list's item window stays open on it at Add or Done (a walk-through of 2026-12-03: `<b>` in an FAQ
 * answer closed the window, and only Save refused it).
 */
function htmlRefused<F extends { validate: (value: string, ...rest: never[]) => string; Input: (props: FormFieldInputProps<string>) => ReactElement | null }>(field: F, label: string): F {
  const { validate, Input } = field;
  const said = (value: unknown) => {
    const tags = typeof value === 'string' ? htmlTagsIn(value) : [];
    return tags.length > 0 ? htmlInTextSaid(tags) : undefined;
  };
  const checked = (value: string, ...rest: never[]) => {
    const problem = said(value);
    if (problem) throw new FieldDataError(`${label}: ${problem}`);
    return validate(value, ...rest);
  };
  // Said under the field as it is typed: Keystatic's input shows only its own rules' words.
  function HtmlRefusedInput(props: FormFieldInputProps<string>) {
    const problem = said(props.value);
    if (!problem) return createElement(Input, props);
    return createElement(Flex, { direction: 'column', gap: 'small' }, createElement(Input, props), createElement(Text, { size: 'small', color: 'critical' }, `${problem.charAt(0).toUpperCase()}${problem.slice(1)}`));
  }
  return { ...field, validate: checked, Input: HtmlRefusedInput };
}

/**
 * A limited text's check: its length counted as its counter counts it and said in the build's
 * words, "Title: is 140 characters long: shorten it to 130 at most" (a walk-through of 2026-12-03 met
 * Keystatic's "must be no longer than 130 characters", in a voice no other message has).
 */
function lengthChecked<F extends { validate: (value: string, ...rest: never[]) => string }>(field: F, label: string, max: number, language: Language = 'en'): F {
  const validate = uncounted.get(field.validate)?.validate ?? field.validate;
  const checked = (value: string, ...rest: never[]) => {
    const length = typeof value === 'string' ? countedLength(value, language) : 0;
    if (length > max) throw new FieldDataError(tooLong(label, length, max));
    return validate(value, ...rest);
  };
  uncounted.set(checked, { validate, label, max });
  return { ...field, validate: checked };
}

/**
 * A text input with its length under it, against the schema's limit: "142 of 160 characters",
 * counted as the build counts it, trimmed and with the edition's site values filled in
 * ({site.brand} is the brand's name: a French lead of 316 characters as written was 321 on the
 * site, and refused by the build under a counter that said 316).
 */
export function withCounter(Input: (props: FormFieldInputProps<string>) => ReactElement | null, max: number, language: Language = 'en') {
  const counted = function CountedInput(props: FormFieldInputProps<string>) {
    const length = typeof props.value === 'string' ? countedLength(props.value, language) : 0;
    return createElement(
      Flex,
      { direction: 'column', gap: 'small' },
      createElement(Input, props),
      createElement(Text, { size: 'small', color: length > max ? 'critical' : 'neutralSecondary' }, `${length} of ${max} characters`),
    );
  };
  counters.set(counted, { Input, max });
  return counted;
}

/** What each counter counts over: its input and its limit, so that a French entry's counts with the French site values. */
const counters = new WeakMap<object, { Input: (props: FormFieldInputProps<string>) => ReactElement | null; max: number }>();

/**
 * A number's input: Keystatic's number field with the digits as typed (no thousands separator:
 * issue 55, "Founding year" showed "2,016"), to `places` decimals (a walk-through
 * of 2026-12-02: an office's latitude 43.6532 showed as 43.653, and a changed position could not be
 * checked against the map), its limits said on leaving it in `said`.
 */
function numberInput({ label, description, min, max, required, places, said }: { label: string; description?: string; min?: number; max?: number; required: boolean; places: number; said: string }) {
  return function NumberInput(props: FormFieldInputProps<number | null>) {
    const [left, setLeft] = useState(false);
    const { value } = props;
    const wrong = value === null ? required : (places === 0 && !Number.isInteger(value)) || (min !== undefined && value < min) || (max !== undefined && value > max);
    return createElement(NumberField, {
      label,
      description,
      isRequired: required,
      autoFocus: props.autoFocus,
      value: value ?? undefined,
      onChange: (next: number) => props.onChange(Number.isNaN(next) ? null : next),
      onBlur: () => setLeft(true),
      formatOptions: { useGrouping: false, maximumFractionDigits: places },
      errorMessage: (left || props.forceValidation) && wrong ? said : undefined,
    });
  };
}

/**
 * A field's limits in words, written under its label before anything is typed (issue 41: staff
 * met a list's minimum or the 170-character limit only when Create refused the entry). Left out
 * where the field's own hint already states them ("80 to 240 characters: …").
 */
export function withLimits(description: string | undefined, { min, max, length }: { min?: number; max?: number; length?: number }, unit: 'character' | 'item'): string | undefined {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const limits =
    length !== undefined
      ? `Exactly ${units(length)}.`
      : min !== undefined && min > 1 && max !== undefined
        ? `${min} to ${units(max)}.`
        : max !== undefined
          ? `At most ${units(max)}.`
          : min !== undefined && min > 1
            ? `At least ${units(min)}.`
            : undefined;
  if (!limits) return description;
  if (description && [min, max, length].some((limit) => limit !== undefined && limit > 1 && description.includes(String(limit)))) return description;
  return description ? `${description} ${limits}` : limits;
}

/**
 * The editor field for one zod schema. `path` is the field's place in the file (`faqs.answer`),
 * used to look up `overrides` (a slug, a date or a Markdown body that zod states as a string).
 */
function editorField(schema: z.ZodType, path: string, overrides: Overrides = {}, required = true, outerDescription?: string): ComponentSchema {
  const override = overrides[path];
  if (typeof override === 'function') {
    // Its text's own limit, inside an optional or a preprocessed schema.
    let inner = schema;
    while (['optional', 'pipe'].includes(defOf(inner).type)) inner = defOf(inner).type === 'optional' ? defOf(inner).innerType! : defOf(inner).in!;
    return override({ description: (schema as { description?: string }).description ?? outerDescription, max: constraintsOf(inner).max });
  }
  if (override) return override;
  const key = path.split('.').at(-1) ?? path;
  const def = defOf(schema);
  const label = labelOf(key);
  // The schema's own hint for staff (zod's .describe()), shown under the field's label; one given
  // to an optional or preprocessed schema (translationOf) is the field's inside it.
  const description = (schema as { description?: string }).description ?? outerDescription;
  const photo = photoFields.get(schema);
  if (photo) return photoField({ label, description, ...photo }) as unknown as ComponentSchema;
  if (schema === sharedPhotoWords) return photoWordsField({ label, description });
  // An entry of another collection, chosen among those that exist (a home card's service).
  const reference = references.get(schema);
  if (reference) return referenceField({ label, description, collection: reference.collection, required });
  switch (def.type) {
    case 'object':
      return fields.object(editorFields(schema, overrides, path, required), { label });
    case 'optional':
      return editorField(def.innerType!, path, overrides, false, description);
    case 'pipe':
      // A preprocessed schema (optionalSection): the editor edits what it reads.
      return editorField(defOf(def.in!).type === 'transform' ? def.out! : def.in!, path, overrides, required, description);
    case 'array': {
      const { min, max, length } = constraintsOf(schema);
      const element = editorField(def.element!, path, overrides, true);
      // A list of entries (a case study's services) names each by its name, not its file name.
      const referenced = references.get(def.element as z.ZodType)?.collection;
      return fields.array(element, {
        label,
        description: withLimits(description, { min: required ? min : undefined, max, length }, 'item'),
        itemLabel: (props) => {
          const { value, fields: parts } = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
          if (referenced && typeof value === 'string' && value) return entryLabel(referenced, value);
          return itemLabelOf(parts ? Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.value])) : value);
        },
        validation: { length: { min: required ? (length ?? min) : undefined, max: length ?? max } },
      });
    }
    case 'string': {
      const { min, max, pattern, message, trimmed } = constraintsOf(schema);
      // Spaces alone are not text: zod trims before it counts.
      const notBlank = trimmed && (min ?? 0) > 0 ? { regex: /\S/, message: `${label} must not be blank` } : undefined;
      // An optional text with a least length (a service's own city description): blank, or at least that long once trimmed.
      const blankOrLong =
        !required && !pattern && (min ?? 0) > 1 ? { regex: blankOr(new RegExp(`^\\s*\\S[\\s\\S]{${min! - 2},}\\S\\s*$`)), message: `${label} must be at least ${min} characters, or left empty` } : undefined;
      const text = fields.text({
        label,
        description: withLimits(description, { min: required ? min : undefined, max }, 'character'),
        multiline: multiline(key),
        validation: {
          isRequired: required && ((min ?? 0) > 0 || pattern !== undefined),
          // The most it may have, checked as the counter counts (lengthChecked), not by Keystatic.
          length: { min: required ? min : undefined },
          // An optional text left blank is absent; filled in, it has the schema's pattern too (translationOf).
          pattern: pattern ? { regex: required ? withSiteValues(pattern) : blankOr(withSiteValues(pattern)), message } : required ? notBlank : blankOrLong,
        },
      });
      const field = max !== undefined ? lengthChecked(htmlRefused(text, label), label, max) : htmlRefused(text, label);
      // Under a limited text, how many characters it has against the limit, as staff type (issue 55).
      const shown = max !== undefined ? { ...field, Input: withCounter(field.Input, max) } : field;
      textFields.add(shown);
      return shown;
    }
    case 'boolean': {
      // Unticked is absent where the schema lets it be (a case study's Featured): a file saved with
      // the box unticked is written as it was. Where the schema asks for the box either way (the
      // owner's decisions in Site settings), unticked is written false: left out, the save was
      // refused ("Owner decisions: is missing") until every box was ticked (a walk-through of
      // 2026-12-03: the contact e-mail could not be changed without eight legal sign-offs).
      const box = fields.checkbox({ label, description });
      return { ...box, serialize: (value: boolean) => ({ value: value ? true : required ? false : undefined }) } as typeof box;
    }
    case 'number': {
      const { min, max } = constraintsOf(schema);
      const field = fields.number({ label, description, validation: { isRequired: required, min, max } });
      // A year (issue 55: "Founding year" showed "2,016"): written without a thousands separator.
      if (min !== undefined && max !== undefined && min >= 1000 && max <= 9999) return { ...field, Input: numberInput({ label, description, min, max, required: true, places: 0, said: `Write a year between ${min} and ${max}` }) };
      // Any other number may have decimals (a latitude): shown to six places, as typed.
      const said = min !== undefined && max !== undefined ? `Write a number between ${min} and ${max}` : 'Write a number';
      return { ...field, Input: numberInput({ label, description, min, max, required, places: 6, said }) };
    }
    case 'literal': {
      // A number (five stars) stays a number: a field that only that number passes.
      const literal = def.values![0];
      if (typeof literal === 'number') return fields.number({ label, description, defaultValue: literal, validation: { isRequired: true, min: literal, max: literal } });
      // A text the specification fixes on English pages: said so, where staff saw a one-choice list and no word why (a walk-through of 2026-11-30).
      const value = String(literal);
      const fixed = 'The site’s specification fixes these words on English pages, so there is nothing to choose here; the French version writes its own in its entry.';
      return fields.select({ label, description: description ? `${description} ${fixed}` : fixed, options: [{ label: value, value }], defaultValue: value });
    }
    case 'enum': {
      const values = Object.values(def.entries!);
      return fields.select({ label, description, options: values.map((value) => ({ label: value, value })), defaultValue: values[0]! });
    }
    default:
      throw new Error(`editor/fields.ts: ${path} is a zod ${def.type}, which the editor has no field for`);
  }
}

/** An object schema's fields, in the schema's order. */
export function editorFields(schema: z.ZodType, overrides: Overrides = {}, at = '', required = true): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape;
  if (!shape) throw new Error(`editor/fields.ts: ${at || 'the root'} is not an object schema`);
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, editorField(field, at ? `${at}.${key}` : key, overrides, required)]),
  );
}
