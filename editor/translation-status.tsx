/**
 * The translation status in the editor (issue 30; model/content/translation-status.ts):
 * - on each French entry, first in its form, whether the French is up to date with its English
 *   twin, which English texts changed since it was last checked, and "Mark the French as checked"
 *   (it writes the English twin's fingerprint as `englishChecked`; Save keeps it);
 * - on the dashboard, every French entry that needs updating and every English article without a
 *   French translation, with links (editor/keystatic-patches.ts places it above Keystatic's cards).
 * Under `npm run editor` the status comes live from the files (/keystatic/translations.json,
 * editor/local-mode.ts). In the deployed editor it is the branch's, live too: computed in the
 * browser from the branch's files (editor/branch-check.ts), over the status built with the live
 * site (its pages, and the English texts its build found in the history). The dashboard's "Cannot
 * be published" is live in both.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { TextLink } from '@keystar/ui/link';
import { Notice } from '@keystar/ui/notice';
import { Heading, Text } from '@keystar/ui/typography';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { editorTranslationsPath } from './paths';
import { longDate } from './save-rules';
import { setEntryNames } from './entry-labels';
import { fieldLabelsOf, fileOf } from '../model/content/content-messages';
import { atField } from './field-focus';
import { FieldDataError } from './photo-field';
import { englishShown, fingerprintPattern, listedPaths, wordChanges, type WordRun } from '../model/content/translation-status';
import type { EditorTranslation } from '../model/content/translation-pairs';
import { frenchContentFile } from '../model/site/languages';
import { PreviewLink } from './preview-link';
import type { ScheduledEntry } from '../model/content/publishing';
import type { StillToTidy } from '../model/content/retired-mentions';
import { useBranch, type PublishedBranch } from './branch-store';
import { useUnsavedDrafts, type Draft, type DraftKey } from './drafts';

type BranchProblems = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'loaded'; problems: string[] };

/** What stopped a check of the branch, in words. */
const reasonOf = (error: Error) => (error.name === 'TimeoutError' ? 'GitHub did not answer within 30 seconds' : error.message);

/** Every problem of the branch's content (the deployed editor), checked again when the branch's files change. */
function useBranchProblems(published: PublishedBranch | undefined): [BranchProblems | undefined, () => void] {
  const [found, setFound] = useState<BranchProblems>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!published) return undefined;
    let current = true;
    setFound({ kind: 'loading' });
    (async () => {
      const { branch } = await published.read();
      const { branchProblems } = await import('./branch-check');
      return branchProblems(branch, { signal: AbortSignal.timeout(30_000) });
    })()
      .then((problems) => current && setFound({ kind: 'loaded', problems }))
      .catch((error: Error) => current && setFound({ kind: 'failed', reason: reasonOf(error) }));
    return () => {
      current = false;
    };
  }, [published, attempt]);
  return [published ? found : undefined, () => setAttempt((n) => n + 1)];
}

/**
 * What the dashboard reads: the translation status, and every problem of the content that would
 * stop a build (`npm run editor`: live from the files; the deployed editor: none, its build passed);
 * and each content file's page (model/build/entry-pages.ts), for "View on the site".
 */
/**
 * `launch`: what the deploy's launch check stops on (scripts/launch-check.ts contentLaunchLines, read
 * from the content, live under `npm run editor`): the owner's decisions still open, then each fact
 * with the file of the entry to change first (`content/site.yaml: …`), shown as the entry's name.
 */
type Translations = {
  entries: Record<string, EditorTranslation>;
  untranslated: string[];
  problems?: string[];
  pages?: Record<string, string>;
  names?: Record<string, string>;
  /** Each English entry's name by its collection's key and file name (editor/entry-labels.ts). */
  labels?: Record<string, Record<string, string>>;
  scheduled?: ScheduledEntry[];
  launch?: string[];
  /** The names retired by a redirect that entries still use (model/content/retired-mentions.ts). */
  tidy?: StillToTidy[];
};
/** `reason`: what the deployed editor's worker said when it would not give the status (worker/editor.ts: a session ended, no access). */
type Loaded = { kind: 'loading' } | { kind: 'failed'; reason?: string } | { kind: 'loaded'; translations: Translations };

/** The pages' status readers, told to read it again when a save has written (refreshTranslations). */
const readers = new Set<() => void>();

/**
 * Under `npm run editor`: a save has written its files, so every status box and the Dashboard read
 * the status again (issue 55: they kept what they had read before the save until a reload). The
 * deployed editor's are the branch's, read again on each commit (useTranslations).
 */
export function refreshTranslations(): void {
  for (const read of readers) read();
}

/** The status as built (translations.json), fetched once per page and after each save; a wait has a limit and a way forward (try again). */
function useBuiltTranslations(): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Read again after a save, what was read kept on screen until the new status replaces it.
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const read = () => setSaves((n) => n + 1);
    readers.add(read);
    return () => void readers.delete(read);
  }, []);
  const shown = useRef(attempt);
  useEffect(() => {
    let current = true;
    if (shown.current !== attempt || loaded.kind !== 'loaded') setLoaded({ kind: 'loading' });
    shown.current = attempt;
    // Under `npm run editor` the dev server checks the whole content for each answer: about 3 s on
    // a quiet 2-core machine, over 10 s (the limit this had) with a build and a browser beside it.
    fetch(editorTranslationsPath, { cache: 'no-store', signal: AbortSignal.timeout(30_000) })
      .then(async (response) => {
        if (response.ok) return response.json() as Promise<Translations>;
        // What the worker said, in staff's words; nothing of the browser's own messages ("Failed to fetch").
        const said = ((await response.json().catch(() => null)) as { error?: unknown } | null)?.error;
        throw Object.assign(new Error(typeof said === 'string' ? said : ''), { name: 'StatusRefused' });
      })
      .then((translations) => {
        if (translations.labels) setEntryNames(translations.labels);
        if (current) setLoaded({ kind: 'loaded', translations });
      })
      .catch((error: Error) => current && setLoaded({ kind: 'failed', reason: (error.name === 'StatusRefused' && error.message) || undefined }));
    return () => {
      current = false;
    };
    // `loaded` is read, not watched: a new status must not read it again.
  }, [attempt, saves]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

type LiveStatus = Pick<Translations, 'entries' | 'untranslated'>;
/** The branch's status by the branch as published: computed once for every reader on a page (its status field, "View on the site"). */
const liveStatus = new WeakMap<PublishedBranch, Promise<LiveStatus>>();

function liveTranslationsOf(published: PublishedBranch, built: Translations['entries']): Promise<LiveStatus> {
  let status = liveStatus.get(published);
  if (!status) {
    status = (async () => {
      const { branch, defaultBranch } = await published.read();
      const { branchTranslations } = await import('./branch-check');
      return branchTranslations(branch, defaultBranch, built, { signal: AbortSignal.timeout(30_000) });
    })();
    liveStatus.set(published, status);
    // A failure is not kept: Try again asks anew.
    status.catch(() => liveStatus.delete(published));
  }
  return status;
}

/**
 * The status: under `npm run editor`, as the dev server gives it; in the deployed editor, of the
 * branch it is on, computed from the branch's files (editor/branch-check.ts) over the one built
 * with the live site (whose pages it keeps), and again when the branch's files change (a save).
 */
export function useTranslations(): [Loaded, () => void] {
  const [built, retryBuilt] = useBuiltTranslations();
  const published = useBranch();
  const [live, setLive] = useState<{ of: PublishedBranch; loaded: Loaded }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!published || built.kind !== 'loaded') return undefined;
    let current = true;
    liveTranslationsOf(published, built.translations.entries)
      .then((found) => current && setLive({ of: published, loaded: { kind: 'loaded', translations: { ...built.translations, ...found } } }))
      .catch(() => current && setLive({ of: published, loaded: { kind: 'failed' } }));
    return () => {
      current = false;
    };
  }, [published, built, attempt]);
  if (!published || built.kind !== 'loaded') return [built, retryBuilt];
  if (live?.of !== published) return [{ kind: 'loading' }, retryBuilt];
  return [live.loaded, () => setAttempt((n) => n + 1)];
}

/** Where the editor's pages are: /keystatic, or /keystatic/branch/<branch> in GitHub mode. */
const editorBase = () => /^\/keystatic(?:\/branch\/[^/]+)?/.exec(window.location.pathname)?.[0] ?? '/keystatic';

const listStyle = { margin: 0, paddingInlineStart: '1.25rem', display: 'flex', flexDirection: 'column', gap: '0.5rem' } as const;

const listed = (paths: readonly string[]) => listedPaths(paths, 8);

function Failed({ retry, reason }: { retry: () => void; reason?: string }): ReactElement {
  return (
    <Notice tone="caution">
      <Flex direction="column" gap="regular" alignItems="start">
        <Text>The translation status could not be loaded.{reason ? ` ${reason}` : ''}</Text>
        <ActionButton onPress={retry}>Try again</ActionButton>
      </Flex>
    </Notice>
  );
}

const columnStyle = { flex: '1 1 16rem', minWidth: 0 } as const;
/** The English texts in the editor's own typeface (a bare `<p>` showed the browser's serif), a long link broken rather than running past the column (the walk-through of 2026-11-30). */
const englishTextStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '16rem', overflowY: 'auto', margin: 0, padding: '0.5rem', border: '1px solid currentColor', borderRadius: '4px', opacity: 0.9, fontFamily: 'var(--kui-typography-font-family-base)', fontSize: '0.875rem', lineHeight: 1.5 } as const;

/** Marked words: a tint and a line (struck out or under), not the tint alone. */
const changedStyle = { del: { background: 'rgba(220, 38, 38, 0.18)', textDecoration: 'line-through' }, ins: { background: 'rgba(22, 163, 74, 0.2)', textDecoration: 'underline' } } as const;

/** A text's runs of words, the changed ones in `<del>` or `<ins>`. */
function Runs({ runs, Changed }: { runs: readonly WordRun[]; Changed: 'del' | 'ins' }): ReactElement {
  return (
    <>
      {runs.map(({ text, changed }, index) =>
        changed ? (
          <Changed key={index} style={changedStyle[Changed]} data-changed="">
            {text}
          </Changed>
        ) : (
          text
        ),
      )}
    </>
  );
}

/**
 * Each English text that changed, as it was when the French was last checked and as it is now,
 * side by side (issue 41: translating without a second tab). "As it was" comes from the English
 * file's history; where it has none, the text as it is now is shown alone.
 */
function EnglishChanges({ status }: { status: EditorTranslation }): ReactElement {
  return (
    <Flex direction="column" gap="large" width="100%">
      {status.changed.map((path, index) => {
        // A list put in another order (a walk-through of 2026-12-03 was shown every FAQ as rewritten): the order to follow, not its texts.
        const moved = status.moved.find(({ list }) => list === path);
        const removed = status.removed.find(({ list }) => list === path);
        // Items removed in the English (a walk-through of 2026-12-03: the French was said to be up to date), by their numbers here.
        const removal = removed ? ` The English version no longer has ${removed.name} ${removed.numbers.join(', ')} (by their numbers here): remove ${removed.numbers.length > 1 ? 'them' : 'it'}.` : '';
        if (moved) {
          return (
            <section key={path} aria-label={`English changed: ${status.changedNames[index]}`} style={{ width: '100%' }}>
              <Flex direction="column" gap="regular">
                <Text weight="semibold">{moved.name} in a new order</Text>
                <Text>
                  {`The English version put these items in another order. Put the French ones in this order, by their numbers here: ${moved.order.filter((number) => number !== undefined).join(', ')}.`}
                  {moved.order.includes(undefined) ? ' The English has new ones too: write them where it has them.' : ''}
                  {removal}
                </Text>
              </Flex>
            </section>
          );
        }
        if (removed) {
          return (
            <section key={path} aria-label={`English changed: ${status.changedNames[index]}`} style={{ width: '100%' }}>
              <Flex direction="column" gap="regular">
                <Text weight="semibold">{status.changedNames[index]}</Text>
                <Text>{removal.trim()}</Text>
              </Flex>
            </section>
          );
        }
        if (!(path in status.now)) return null;
        // A photo's file (its path, which nobody translates): what changed is the picture, whose words the French writes (a walk-through of 2026-12-02 was shown "images/…" paths).
        if (/^images\//.test(status.now[path]!)) {
          return (
            <section key={path} aria-label={`English changed: ${status.changedNames[index]}`} style={{ width: '100%' }}>
              <Flex direction="column" gap="regular">
                <Text weight="semibold">{status.changedNames[index]}</Text>
                <Text>{path in status.was ? 'The English version shows another photo here: write what it shows in the French alt text.' : 'The English version shows a photo here: write what it shows in the French alt text.'}</Text>
              </Flex>
            </section>
          );
        }
        const shown = englishShown(path, status.was[path], status.now[path]!);
        // The words that changed, marked in both (issue 55): struck out in the English as it was, underlined in the English now.
        const changes = shown.was === undefined ? undefined : wordChanges(shown.was, shown.now);
        return (
          <section key={path} aria-label={`English changed: ${status.changedNames[index]}`} style={{ width: '100%' }}>
            <Flex direction="column" gap="regular">
              <Text weight="semibold">{status.changedNames[index]}</Text>
              <Flex gap="large" wrap>
                {path in status.was ? (
                  <div style={columnStyle}>
                    <Text>English when the French was last checked</Text>
                    <p lang="en" style={englishTextStyle} data-english="was">
                      <Runs runs={changes!.was} Changed="del" />
                    </p>
                  </div>
                ) : null}
                <div style={columnStyle}>
                  <Text>
                    {path in status.was
                      ? 'English now'
                      : status.added?.includes(path)
                        ? 'English now: new since the French was last checked (an item added to the list): write it in French'
                        : 'English now (its wording when the French was last checked is not on record: compare it with the French below)'}
                  </Text>
                  <p lang="en" style={englishTextStyle} data-english="now">
                    {changes ? <Runs runs={changes.now} Changed="ins" /> : shown.now}
                  </p>
                </div>
              </Flex>
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}

/**
 * The French entry's field. `fileOf`: the French file the open entry edits, from its address in
 * the editor (its file name, for a folder's entry).
 */
export function translationStatusField(fileOf: (slug: string | undefined) => string): ComponentSchema {
  const base = fields.text({ label: 'Translation' });
  function Input({ value, onChange }: { value: string; onChange: (value: string) => void }): ReactElement {
    const [loaded, retry] = useTranslations();
    const slug = /\/item\/([^/]+)/.exec(window.location.pathname)?.[1];
    const file = fileOf(slug ? decodeURIComponent(slug) : undefined);
    // Marked on the status as read then: once a save has written and the status is read again, the box says what the file now says (issue 55).
    const [markedOn, setMarkedOn] = useState<Translations>();
    if (loaded.kind === 'loading') return <Text>Checking the French against its English version…</Text>;
    if (loaded.kind === 'failed') return <Failed retry={retry} reason={loaded.reason} />;
    const status = loaded.translations.entries[file];
    if (!status) {
      // A French version being created (issue 55: it said it had no English version, beside the English entry it was made from).
      const creating = window.location.pathname.endsWith('/create');
      return (
        <Text>
          {creating
            ? 'Once this French version is created, this says whether it is up to date with its English version.'
            : 'No English entry has this file name, so there is nothing to compare this French entry with.'}
        </Text>
      );
    }
    if (value === status.fingerprint) {
      return (
        <Notice tone="positive">
          {markedOn === loaded.translations ? 'Marked as checked against the English version: Save to keep it.' : 'The French is up to date with the English version.'}
        </Notice>
      );
    }
    return (
      <Notice tone="caution">
        <Flex direction="column" gap="regular" alignItems="start">
          <Heading size="small">French needs updating</Heading>
          <Text>
            {value
              ? `The English version changed since the French was last checked: ${listed(status.changedNames)}.`
              : 'The French has never been checked against the English version.'}
          </Text>
          {value && (status.moved.length > 0 || status.removed.length > 0 || status.changed.some((path) => path in status.now)) ? <EnglishChanges status={status} /> : null}
          <Text>Update the French to say what the English says, then mark it as checked and Save.</Text>
          <div className="notice-action">
            <ActionButton
              onPress={() => {
                setMarkedOn(loaded.translations);
                onChange(status.fingerprint);
              }}
            >
              Mark the French as checked
            </ActionButton>
          </div>
        </Flex>
      </Notice>
    );
  }
  return {
    ...base,
    Input,
    defaultValue: () => '',
    parse: (stored: unknown) => (typeof stored === 'string' ? stored : ''),
    serialize: (value: string) => ({ value: value || undefined }),
    validate: (value: string) => {
      if (value && !fingerprintPattern.test(value)) throw new FieldDataError('Not a fingerprint this editor wrote: clear it and mark the French as checked again.');
      return value;
    },
    reader: { parse: (stored: unknown) => (typeof stored === 'string' ? stored : null) },
  } as unknown as ComponentSchema;
}

/**
 * The dashboard's list. `pathOf`: a French file's page in the editor (under the editor's base),
 * or undefined.
 */
/** One of the Dashboard's notices: a titled section of a tone (Cannot be published, Scheduled, Ready to publish). */
function DashboardNotice({ id, tone, heading, children }: { id: string; tone: 'critical' | 'caution' | 'neutral' | 'positive'; heading: string; children: ReactNode }): ReactElement {
  return (
    <section aria-labelledby={id}>
      <Notice tone={tone}>
        <Flex direction="column" gap="regular">
          <Heading id={id} elementType="h2" size="small">
            {heading}
          </Heading>
          {children}
        </Flex>
      </Notice>
    </section>
  );
}

/** A notice's list, one line each, keyed. */
function Lines({ lines }: { lines: readonly (readonly [key: string | number, line: ReactNode])[] }): ReactElement {
  return (
    <ul style={listStyle}>
      {lines.map(([key, line]) => (
        <li key={key}>
          <Text>{line}</Text>
        </li>
      ))}
    </ul>
  );
}

export function translationsPanel(pathOf: (file: string) => string | undefined, draftOf: (key: DraftKey) => Draft | undefined) {
  return function TranslationsPanel(): ReactElement | null {
    const [loaded, retry] = useTranslations();
    const [onBranch, checkBranchAgain] = useBranchProblems(useBranch());
    const drafts = useUnsavedDrafts(draftOf);
    if (loaded.kind === 'loading') return null;
    if (loaded.kind === 'failed') return <Failed retry={retry} reason={loaded.reason} />;
    const stale = Object.entries(loaded.translations.entries).filter(([, status]) => status.changed.length > 0);
    const { untranslated } = loaded.translations;
    const scheduled = loaded.translations.scheduled ?? [];
    const launch = loaded.translations.launch ?? [];
    const tidy = (loaded.translations.tidy ?? []).flatMap(({ name, mentions }) => mentions.map((mention) => ({ name, ...mention })));
    const link = (file: string, what = '') => {
      const path = pathOf(file);
      // Inside the line's one Text (below): a Text beside a link, with its own trimmed line box,
      // covered the lower half of the link, so a click there did nothing (issue 41).
      // The entry's name as the sidebar says it (issue 55: staff were shown file paths); the path where none is known.
      const name = loaded.translations.names?.[file] ?? file;
      // With what is wrong, the whole line is the link: eleven problems of one entry were eleven
      // links of one name, each to another field (a walk-through of 2026-12-02).
      const text = what ? `${name}: ${what}` : name;
      // Opened at the field the line is about (editor/field-focus.ts).
      return path ? <TextLink href={atField(`${editorBase()}${path}`, fieldLabelsOf(what))}>{text}</TextLink> : text;
    };
    // "content/company/about.yaml: SEO > Title: is empty: write it": the file, then what is wrong with it.
    const withEntry = (line: string) => {
      const file = fileOf(line);
      return { file, what: file ? line.slice(file.length + 2) : line };
    };
    const problemLines = onBranch ? (onBranch.kind === 'loaded' ? onBranch.problems : []) : (loaded.translations.problems ?? []);
    const problems = problemLines.map(withEntry);
    const entryLines = (lines: readonly { file: string | undefined; what: string }[]) =>
      lines.map(({ file, what }, index): [number, ReactElement] => [
        index,
        <>{file ? link(file, what) : what}</>,
      ]);
    return (
      <>
      <PreviewLink pathname={window.location.pathname} pattern={import.meta.env.EDITOR_PREVIEW_URL as string | undefined} production={(import.meta.env.EDITOR_PRODUCTION_BRANCH as string | undefined) || 'main'} />
      {onBranch?.kind === 'failed' ? (
        <Notice tone="caution">
          <Flex direction="column" gap="regular" alignItems="start">
            <Text>This branch could not be checked for what would stop it being published ({onBranch.reason}).</Text>
            <ActionButton onPress={checkBranchAgain}>Try again</ActionButton>
          </Flex>
        </Notice>
      ) : null}
      {problems.length === 0 && onBranch?.kind !== 'loading' && onBranch?.kind !== 'failed' ? (
        // Issue 55: one explicit state, and what still stands between the site and its launch.
        <DashboardNotice
          id="ready-to-publish"
          tone={launch.length > 0 ? 'caution' : 'positive'}
          heading={launch.length > 0 ? `Ready to publish, not yet to launch: ${launch.length} ${launch.length > 1 ? 'facts' : 'fact'} for the owner` : 'Ready to publish'}
        >
          {launch.length > 0 ? (
            <>
              {/* "Publish" and "launch" told apart (a walk-through of 2026-11-30: "can I publish today or not?"). */}
              <Text>Every entry passes the checks the site is built with, so what is saved is ready to go live. The site itself is not live yet: its first launch waits for the owner, and the deploy stops until these are settled:</Text>
              <Lines lines={entryLines(launch.map(withEntry))} />
            </>
          ) : (
            <Text>Every entry passes the checks the site is built with: a save goes live with the next build.</Text>
          )}
        </DashboardNotice>
      ) : null}
      {drafts.length > 0 ? (
        // Issue 55: a change typed and left without Save waited in the browser, with no word on the Dashboard.
        <DashboardNotice id="unsaved-changes" tone="caution" heading={`Not saved: ${drafts.length} ${drafts.length > 1 ? 'entries have' : 'entry has'} changes kept in this browser only`}>
          <Text>These changes are not on the site, and no one else sees them. Open each, then Save it, or press Reset changes (Reset, on a page) to drop them.</Text>
          <Lines lines={drafts.map((draft, index) => [index, draft.kind === 'file' ? link(draft.file) : <TextLink href={`${editorBase()}${draft.path}`}>{`A new entry not created yet, in ${draft.collection}${draft.title ? `: “${draft.title}”` : ''}`}</TextLink>])} />
        </DashboardNotice>
      ) : null}
      {problems.length > 0 ? (
        // Issue 41: what the build would refuse, before a build refuses it, each with its entry.
        <DashboardNotice id="cannot-be-published" tone="critical" heading={`Cannot be published: ${problems.length} ${problems.length > 1 ? 'problems' : 'problem'}`}>
          <Text>The site is not built while these remain, and each page beside the editor says so at its top. Open each entry and put it right.</Text>
          <Lines lines={entryLines(problems)} />
        </DashboardNotice>
      ) : null}
      {problems.length > 0 && launch.length > 0 ? (
        // The owner's facts stay in sight while entries have problems (a walk-through of 2026-12-02 found them only once every problem was put right).
        <DashboardNotice id="owner-facts" tone="caution" heading={`Not yet to launch: ${launch.length} ${launch.length > 1 ? 'facts' : 'fact'} for the owner`}>
          <Text>The site's first launch also waits for the owner, and the deploy stops until these are settled:</Text>
          <Lines lines={entryLines(launch.map(withEntry))} />
        </DashboardNotice>
      ) : null}
      {scheduled.length > 0 ? (
        // Issue 55: what the site will show on its day, without anyone acting (the morning build).
        <DashboardNotice id="scheduled-entries" tone="neutral" heading={`Scheduled: ${scheduled.length} ${scheduled.length > 1 ? 'entries' : 'entry'}`}>
          <Text>Each appears on the site on its date, with the morning's build. To publish one now, set its date to today and save (a French case study has its English version's date: set it there).</Text>
          <Lines
            lines={scheduled.map(({ file, title, date }) => [
              file,
              <>
                {/* The title once (a walk-through of 2026-11-30: the entry's name already says it, then it came again in brackets). */}
                Scheduled for {longDate(date)}: {link(file)}
                {(loaded.translations.names?.[file] ?? '').includes(title) ? null : ` (${title})`}
              </>,
            ])}
          />
        </DashboardNotice>
      ) : null}
      {tidy.length > 0 ? (
        // Issue 55 (the walk-through of 2026-12-03, defect 3): a retirement's mentions were said once, in the delete's message, then nowhere.
        <DashboardNotice id="still-to-tidy" tone="caution" heading={`Still to tidy: ${tidy.length} ${tidy.length > 1 ? 'places name' : 'place names'} what the site no longer has`}>
          <Text>
            Each names a city, service, article or case study whose pages are gone, given as the Retired name of a redirect (Whole site, Redirects). Each line opens its entry at the field: rewrite or
            remove the mention there. Once the lines left are mentions meant to stay (a client of that city, say), empty that Retired name and save: its lines go.
          </Text>
          <Lines
            lines={tidy.map(({ name, file, place, quote }, index) => [index, link(file, `${place ? `${place}: ` : ''}still names “${name}”: “${quote}”`)])}
          />
        </DashboardNotice>
      ) : null}
      <section aria-labelledby="translation-status">
        <Flex direction="column" gap="regular">
          <Heading id="translation-status" elementType="h2" size="small">
            Translations
          </Heading>
          {stale.length === 0 && untranslated.length === 0 ? (
            <Text>Every French entry is up to date with its English version, and every English article has a French translation.</Text>
          ) : null}
          {stale.length > 0 ? (
            <Notice tone="caution">
              <Flex direction="column" gap="regular">
                <Text weight="semibold">
                  French needs updating: {stale.length} {stale.length > 1 ? 'entries' : 'entry'}
                </Text>
                <ul style={listStyle}>
                  {stale.map(([file, status]) => (
                    <li key={file}>
                      <Text>
                        {link(file)} ({listed(status.changedNames)})
                      </Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            </Notice>
          ) : null}
          {untranslated.length > 0 ? (
            <Notice tone="neutral">
              <Flex direction="column" gap="regular">
                <Text weight="semibold">
                  No French translation: {untranslated.length} English article{untranslated.length > 1 ? 's' : ''}
                </Text>
                <ul style={listStyle}>
                  {untranslated.map((file) => (
                    <li key={file}>
                      <Text>{link(file)}</Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            </Notice>
          ) : null}
        </Flex>
      </section>
      </>
    );
  };
}

/**
 * An English entry's first field (issue 41): its French version, with a link to it, or, for an
 * entry of a folder without one yet, "Create the French version", which opens the French create
 * page started from this entry, with its file name (?translate=: editor/keystatic-patches.ts).
 * Saves nothing. `fileOf`: the English file the open entry edits (undefined while it is being
 * created); `frenchPathOf`: a French file's page in the editor; `createPathOf`: the French create
 * page for a file name, where the collection has one.
 */
export function frenchVersionField({
  fileOf,
  frenchPathOf,
  createPathOf,
  article = false,
}: {
  fileOf: (slug: string | undefined) => string | undefined;
  frenchPathOf: (file: string) => string | undefined;
  createPathOf?: (slug: string) => string;
  /** An article: its translation is the French article that names it (its own file name, from its French title), and is not required. */
  article?: boolean;
}): ComponentSchema {
  function Input(): ReactElement | null {
    const [loaded, retry] = useTranslations();
    const slug = /\/item\/([^/]+)/.exec(window.location.pathname)?.[1];
    const english = fileOf(slug ? decodeURIComponent(slug) : undefined);
    if (!english || loaded.kind === 'loading') return null;
    if (loaded.kind === 'failed') return <Failed retry={retry} reason={loaded.reason} />;
    const french = article ? Object.entries(loaded.translations.entries).find(([, entry]) => entry.english === english)?.[0] : frenchContentFile(english);
    const status = french ? loaded.translations.entries[french] : undefined;
    const path = french ? frenchPathOf(french) : undefined;
    if (status) {
      return (
        <Notice tone={status.changed.length > 0 ? 'caution' : 'neutral'}>
          <Text>
            {path ? <TextLink href={`${editorBase()}${path}`}>Open the French version</TextLink> : 'French version'}
            {status.changed.length > 0 ? ` (it needs updating: ${listed(status.changedNames)})` : ' (up to date with this English version)'}
          </Text>
        </Notice>
      );
    }
    if (!slug || !createPathOf) return null;
    // An article may stay English only (the Dashboard lists it under "No French translation"); its
    // French version gets a file name of its own, from its French title (a walk-through of 2026-12-02
    // had no way to start one from the English article).
    return (
      <Notice tone={article ? 'neutral' : 'caution'}>
        <Flex direction="column" gap="regular" alignItems="start">
          <Text>{article ? 'No French translation yet: the French blog does not show this article.' : 'No French version yet: the site cannot be published until this entry has one.'}</Text>
          <Text>
            <TextLink href={`${editorBase()}${createPathOf(decodeURIComponent(slug))}`}>Create the French version</TextLink>
            {article
              ? ' (it starts as a copy of this article, naming it as the one it translates: translate its title, whose words make its French address, and its text, then Create)'
              : ' (it starts as a copy of this entry, with its file name: translate it, then Create)'}
          </Text>
        </Flex>
      </Notice>
    );
  }
  return shownOnlyField('French version', Input);
}

/**
 * A field of the form that shows something and saves nothing (the French version, "View on the
 * site"): its key is never written to the file, and the build never sees it.
 */
export function shownOnlyField(label: string, Input: () => ReactElement | null): ComponentSchema {
  return {
    ...fields.text({ label }),
    Input,
    defaultValue: () => '',
    parse: () => '',
    serialize: () => ({ value: undefined }),
    validate: (value: string) => value,
    reader: { parse: () => null },
  } as unknown as ComponentSchema;
}
