/**
 * An entry's name and its file name (Keystatic's `fields.slug`), the file name locked once the entry
 * exists (issue 55). The file name makes the English page's address and pairs the two versions, so
 * it cannot change after creation (a save that changes it is refused: editor/save-rules.ts). On a
 * create page Keystatic's own input is shown (the file name made from the name as it is typed, its
 * Regenerate button); on an entry's page, and on the page that creates a French version from the
 * English one (`?translate=`: the same file name as the English), the file name is shown read-only,
 * with no button offering to change it.
 *
 * Keystatic's input takes no option for this; its field's `Input` is replaced by one that chooses
 * (the field's parse, validate and serialize stay Keystatic's).
 */
import { fields } from '@keystatic/core';
import { Icon } from '@keystar/ui/icon';
import { lockIcon } from '@keystar/ui/icon/icons/lockIcon';
import { Flex } from '@keystar/ui/layout';
import { TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { useState, type ReactElement, type ReactNode } from 'react';
import { newAddressSteps } from './save-rules';
import { tooLong } from './fields';
import { FieldDataError } from './photo-field';

type SlugArgs = Parameters<typeof fields.slug>[0];
type Value = { name: string; slug: string };
type InputProps = { value: Value; onChange: (value: Value) => void; autoFocus?: boolean; forceValidation?: boolean };

/** Whether the editor shows an entry that exists, or a French version being made from its English one with its file name (Keystatic's addresses: …/item/<file name>, …/create?translate=<file name>; `ownNameWhenTranslated`: a translation that takes its own, a French article's). */
export function fileNameIsSet(location: { pathname: string; search: string }, { ownNameWhenTranslated = false } = {}): boolean {
  return /\/item\/[^/]+\/?$/.test(location.pathname) || (!ownNameWhenTranslated && new URLSearchParams(location.search).has('translate'));
}

/** What to do for a new address, as the save's refusal says it (editor/save-rules.ts). */
const newAddress = `For a new address: ${newAddressSteps}.`;

/** The file name as set, with its rule: read, not edited. */
function SetFileName({ args, value, onChange, autoFocus, forceValidation }: InputProps & { args: SlugArgs }): ReactElement {
  const nameLabel = args.name.label;
  const missing = forceValidation && value.name.trim() === '' ? `${nameLabel} is required` : undefined;
  return (
    <Flex gap="xlarge" direction="column">
      <TextField
        label={nameLabel}
        description={args.name.description}
        autoFocus={autoFocus}
        value={value.name}
        isRequired
        onChange={(name) => onChange({ name, slug: value.slug })}
        errorMessage={missing}
      />
      {/* A lock before the name: set, not to be typed into (a read-only field looks like any other). */}
      <TextField
        label={args.slug?.label ?? 'File name'}
        description={`${args.slug?.description ?? ''} ${newAddress}`.trim()}
        value={value.slug}
        isReadOnly
        startElement={
          <Flex alignItems="center" paddingStart="regular" pointerEvents="none">
            <Icon src={lockIcon} color="neutralSecondary" />
          </Flex>
        }
      />
    </Flex>
  );
}

/**
 * Keystatic's name-and-file-name field, its file name read-only once set; under it, with `max`, the
 * name's length against its limit as staff type (a walk-through of 2026-12-02: an article's title
 * of 131 characters was refused at Save with no counter to watch, where every other limited text has one).
 */
export function entryNameField(args: SlugArgs, max?: number, { ownNameWhenTranslated = false }: { ownNameWhenTranslated?: boolean } = {}): ReturnType<typeof fields.slug> {
  const field = fields.slug(args);
  const Creating = field.Input as (props: InputProps & { defaultValue?: Value; naiveGenerateSlug?: (name: string) => string }) => ReactElement;
  /**
   * Keystatic's input, its file name following the name as it is typed wherever it followed it
   * (a walk-through of 2026-12-02: after a draft was restored, the file name stopped following the
   * title, Keystatic following only a form that starts empty), and on a translation that takes a
   * file name of its own (`ownNameWhenTranslated`: a French article's, from its French title).
   */
  function Following(props: InputProps & { args?: SlugArgs; defaultValue?: Value; naiveGenerateSlug?: (name: string) => string }) {
    const [follows] = useState(
      () =>
        props.value.slug === '' ||
        props.value.slug === props.naiveGenerateSlug?.(props.value.name) ||
        (ownNameWhenTranslated && new URLSearchParams(window.location.search).has('translate')),
    );
    // Keystatic follows the name when the form's value was its default as it first drew it.
    return <Creating {...props} defaultValue={follows ? props.value : props.defaultValue} />;
  }
  /**
   * The name's arguments as Keystatic's input reads them (its `slug` normalizes them: a required
   * name is at least 1 character), with `description` under the name: the rule and the counter
   * (a walk-through of 2026-12-03: under the whole field, the counter stood under File name and
   * URL, read as that field's).
   */
  const shownArgs = (description: ReactNode): SlugArgs => {
    const { isRequired, length, pattern } = args.name.validation ?? {};
    const validation = { pattern, length: { min: Math.max(isRequired ? 1 : 0, length?.min ?? 0), max: length?.max } };
    return { ...args, name: { ...args.name, description, validation } } as unknown as SlugArgs;
  };
  return {
    ...field,
    // The most it may have, in the build's words (editor/fields.ts tooLong), where Keystatic said "must be no longer than".
    validate(value: Value, ...rest: unknown[]) {
      const length = value.name.trim().length;
      if (max !== undefined && length > max) throw new FieldDataError(tooLong(args.name.label, length, max));
      return (field.validate as (value: Value, ...rest: unknown[]) => Value)(value, ...rest);
    },
    Input(props: InputProps) {
      const length = props.value.name.trim().length;
      // Under the name, after its rule: how long it is against its limit, as staff type.
      const counter =
        max === undefined ? undefined : (
          <Text size="small" color={length > max ? 'critical' : 'neutralSecondary'} UNSAFE_style={{ display: 'block', marginTop: '0.25rem' }}>{`${args.name.label}: ${length} of ${max} characters`}</Text>
        );
      const described = shownArgs(
        counter ? (
          <>
            {args.name.description}
            {counter}
          </>
        ) : (
          args.name.description
        ),
      );
      if (fileNameIsSet(window.location, { ownNameWhenTranslated })) return <SetFileName {...props} args={described} />;
      return <Following {...props} args={described} />;
    },
  } as ReturnType<typeof fields.slug>;
}
