/**
 * The search page in the browser (issue 24), without a framework: it reads `?q=` and `?kind=`,
 * searches Pagefind's index of the page's language as the visitor types (after a short pause),
 * shows each result's title, kind and excerpt with the matched words marked, announces how many
 * there are, and keeps the address in step so a search can be shared. Pagefind's script and index
 * start loading as soon as the page is idle or the field is focused, with a time limit: past it,
 * or offline, the page says so and offers the main sections.
 *
 * Buyers' words (issue 31, model/page-data/search-words.ts): a synonym staff listed is searched as the
 * site's words for it; a query that finds nothing is searched again with each unknown word
 * replaced by the site's nearest word ("Showing results for …", with a link to the words as
 * typed), and the no-result state offers the nearest words. The vocabulary loads once the first
 * results are on screen (a query it corrects is then searched again).
 */
import { searchEngineScript, searchKinds, type SearchKind } from '../../model/site/search';
import { corrected, fold, mergedByScore, serviceNamed, spacedElisions, suggestionsFor, unspacedElisions, withSynonyms, wordsOf, type Synonym, type Vocabulary } from '../../model/page-data/search-words';
import { searchSettings } from '../../model/page-data/ui-settings';
import { afterNextPaint, readIsland } from '../../renderer/shell';
import type {} from './island-data';

type Result = { url: string; excerpt: string; content?: string; meta: { title?: string; kind?: string } };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<{ results: { id: string; score: number; data: () => Promise<Result> }[] }>;
};

const pagefindScript = searchEngineScript;
let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's script, once, within the time limit; a failure can be retried by the next search. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= Promise.race([
    import(/* @vite-ignore */ pagefindScript).then(async (module: Pagefind) => {
      await module.options({ excerptLength: searchSettings.excerptWords });
      await module.init();
      return module;
    }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Pagefind did not load in ${searchSettings.loadTimeoutMs} ms`)), searchSettings.loadTimeoutMs)),
  ]).catch((reason: unknown) => {
    pagefind = undefined;
    throw reason;
  });
  return pagefind;
}

let vocabulary: Promise<Vocabulary> | undefined;

/** The site's words (model/page-data/search-words.ts), once, within the time limit; none when it cannot load. */
function loadVocabulary(url: string): Promise<Vocabulary> {
  vocabulary ??= fetch(url, { signal: AbortSignal.timeout(searchSettings.loadTimeoutMs) })
    .then((response) => (response.ok ? (response.json() as Promise<Vocabulary>) : []))
    .catch(() => {
      vocabulary = undefined;
      return [];
    });
  return vocabulary;
}

/** The results shown as soon as their excerpts arrive; the rest follow. */
const firstShown = 5;

/** Whether a query names one of the cities (accents and case aside). */
function namesCity(query: string, cities: readonly string[]): boolean {
  const words = ` ${wordsOf(fold(query)).join(' ')} `;
  return cities.some((city) => words.includes(` ${wordsOf(fold(city)).join(' ')} `));
}


const isKind = (value: string | null): value is SearchKind => (searchKinds as readonly string[]).includes(value ?? '');

export function startSearch(): void {
  const island = readIsland('search');
  const root = island?.element;
  const form = root?.querySelector<HTMLFormElement>('[data-search-form]');
  const field = root?.querySelector<HTMLInputElement>('[data-search-field]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const list = root?.querySelector<HTMLOListElement>('[data-search-results]');
  const empty = root?.querySelector<HTMLElement>('[data-search-empty]');
  const emptyQuery = root?.querySelector<HTMLElement>('[data-search-query]');
  const failed = root?.querySelector<HTMLElement>('[data-search-failed]');
  const correctedLine = root?.querySelector<HTMLElement>('[data-search-corrected]');
  const suggestions = root?.querySelector<HTMLElement>('[data-search-suggestions]');
  const suggested = root?.querySelector<HTMLElement>('[data-search-suggested]');
  if (!root || !form || !field || !status || !list || !empty || !emptyQuery || !failed || !correctedLine || !suggestions || !suggested) return;
  const { kinds, results: counts, corrected: correctedCopy, synonyms, vocabulary: vocabularyUrl, cities, services } = island!.data;
  // Taken over (the browser tests wait for every island to be).
  root.dataset.hydrated = 'true';
  // The site's words once they have arrived: they load after the first results, off their path.
  let knownWords: Vocabulary | undefined;
  // A French query is searched as the French index holds its words (« l’ IA »: scripts/search-index.ts).
  const forIndex = (query: string) => (document.documentElement.lang.startsWith('fr') ? spacedElisions(query) : query);
  // The words a visitor asked for as typed (the link under a correction): searched without correcting them.
  let exactQuery = new URLSearchParams(window.location.search).has('exact') ? (new URLSearchParams(window.location.search).get('q') ?? '').trim() : '';
  const radios = [...form.querySelectorAll<HTMLInputElement>('[data-search-kind]')];

  const kind = () => radios.find((radio) => radio.checked)?.value ?? '';
  let latest = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const show = (part: 'results' | 'empty' | 'failed') => {
    empty.hidden = part !== 'empty';
    failed.hidden = part !== 'failed';
    if (part !== 'results') {
      list.replaceChildren();
      correctedLine.hidden = true;
    }
    if (part !== 'empty') suggestions.hidden = true;
  };

  /** A search of this page for `query`, as a link (the words as typed, a suggestion). */
  const searchLink = (query: string, exact: boolean) => {
    const url = new URL(window.location.href);
    url.search = '';
    url.searchParams.set('q', query);
    if (kind()) url.searchParams.set('kind', kind());
    if (exact) url.searchParams.set('exact', '');
    return url.pathname + url.search;
  };

  /** `text` with `{token}` replaced by `node`: the copy's words around a value the page fills in. */
  const filled = (text: string, token: string, node: Node): Node[] => {
    const [before = '', after = ''] = text.split(`{${token}}`);
    return [document.createTextNode(before), node, document.createTextNode(after)];
  };

  /** The address says what is shown, so it can be shared (and Back returns to it). */
  const keepAddress = (query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (kind()) url.searchParams.set('kind', kind());
    else url.searchParams.delete('kind');
    if (query && query === exactQuery) url.searchParams.set('exact', '');
    else url.searchParams.delete('exact');
    history.replaceState(history.state, '', url);
    // The header's other language keeps the search: the same words, looked up in that edition.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
      const target = new URL(link.href);
      target.search = url.search;
      link.setAttribute('href', `${target.pathname}${target.search}`);
    }
  };

  async function run(): Promise<void> {
    const typed = field!.value.trim();
    const mine = ++latest;
    keepAddress(typed);
    if (!typed) {
      show('results');
      list!.replaceChildren();
      correctedLine!.hidden = true;
      status!.textContent = '';
      root!.dataset.state = 'idle';
      list!.removeAttribute('aria-busy');
      return;
    }
    root!.dataset.state = 'searching';
    // Busy until the list is final: the other results' excerpts added, a correction the vocabulary
    // brings searched again. Screen readers wait on it, and so do the browser tests.
    list!.setAttribute('aria-busy', 'true');
    status!.textContent = island!.data.searching;
    try {
      const engine = await loadPagefind();
      const options = kind() ? { filters: { kind: kind() } } : {};
      const meant = withSynonyms(typed, synonyms);
      // A word the site never uses: searched as the site's nearest word instead, saying so.
      const better = typed === exactQuery || !knownWords ? undefined : corrected(meant, knownWords);
      let search = await engine.search(forIndex(better ?? meant), options);
      let instead = better;
      if (better && search.results.length === 0) [search, instead] = [await engine.search(forIndex(meant), options), undefined];
      // A synonym in the query: what the words as typed find too, by score (mergedByScore).
      const typedToo = !instead && meant !== typed;
      const found = typedToo ? mergedByScore(search.results, (await engine.search(forIndex(typed), options)).results) : search.results;
      // A service's city pages come after the other results unless the query names a city: they
      // are the service page's variants, and a visitor who types a service's name wants its page.
      let ordered = found;
      // The service page a query names, when its words were not all on it (the count says it too).
      let added = 0;
      if (kind() !== 'city' && !namesCity(instead ?? typed, cities)) {
        const cityQueries = typedToo ? [meant, typed] : [instead ?? meant];
        const cityPages = new Set(
          (await Promise.all(cityQueries.map((query) => engine.search(forIndex(query), { filters: { ...options.filters, kind: 'city' } })))).flatMap((cities) => cities.results.map((result) => result.id)),
        );
        ordered = [...ordered.filter((result) => !cityPages.has(result.id)), ...ordered.filter((result) => cityPages.has(result.id))];
        // A query that names a service lists the service's own page first, before the stories and
        // articles that mention it (issue 54): found among the service pages by its name.
        const named = (kind() === '' || kind() === 'service') && serviceNamed(instead ?? meant, services);
        const own = named && (await engine.search(forIndex(named.name), { filters: { kind: 'service' } })).results[0];
        if (named && own && (await own.data()).url === named.url) {
          if (!ordered.some((result) => result.id === own.id)) added = 1;
          ordered = [own, ...ordered.filter((result) => result.id !== own.id)];
        }
      }
      const shown = ordered.slice(0, searchSettings.maxResults);
      const first = await Promise.all(shown.slice(0, firstShown).map((result) => result.data()));
      if (mine !== latest) return;
      const total = found.length + added;
      status!.textContent = total === 0 ? counts.none : total === 1 ? counts.one : counts.many.replace('{count}', String(total));
      if (instead) {
        const showing = document.createElement('strong');
        showing.textContent = instead;
        const exact = Object.assign(document.createElement('a'), { className: 'text-link', href: searchLink(typed, true) });
        exact.append(...filled(correctedCopy.exact, 'query', document.createTextNode(typed)));
        exact.addEventListener('click', (event) => {
          event.preventDefault();
          exactQuery = typed;
          void run();
        });
        correctedLine!.replaceChildren(...filled(correctedCopy.showing, 'corrected', showing), document.createTextNode(' '), exact);
      }
      correctedLine!.hidden = !instead;
      if (total === 0) {
        emptyQuery!.textContent = typed;
        show('empty');
        void suggest(typed, mine);
      } else {
        show('results');
        list!.replaceChildren(...first.map((result) => resultItem(result, kinds)));
      }
      root!.dataset.state = total === 0 ? 'empty' : 'done';
      root!.dataset.query = typed;
      // The vocabulary, now the results are on screen: a word it does not know is searched again.
      const searchedAgain = knownWords
        ? Promise.resolve(false)
        : loadVocabulary(vocabularyUrl).then((words) => {
            knownWords = words.length > 0 ? words : undefined;
            root!.dataset.words = knownWords ? 'loaded' : 'none';
            if (!knownWords || mine !== latest || typed === exactQuery || !corrected(withSynonyms(typed, synonyms), knownWords)) return false;
            void run();
            return true;
          });
      // The other results' excerpts, once the first are on screen.
      const rest = await Promise.all(shown.slice(firstShown).map((result) => result.data()));
      if (mine === latest && rest.length > 0) list!.append(...rest.map((result) => resultItem(result, kinds)));
      if (!(await searchedAgain) && mine === latest) list!.removeAttribute('aria-busy');
    } catch (reason) {
      if (mine !== latest) return;
      console.warn('Search could not load:', reason);
      status!.textContent = '';
      show('failed');
      root!.dataset.state = 'failed';
      list!.removeAttribute('aria-busy');
    }
  }

  /** Under "Nothing matches": the site's words nearest each word it does not use, each a search. */
  async function suggest(typed: string, mine: number): Promise<void> {
    const words = await loadVocabulary(vocabularyUrl);
    if (mine !== latest) return;
    const links = suggestionsFor(typed, words).map((query) => Object.assign(document.createElement('a'), { className: 'text-link', href: searchLink(query, false), textContent: query }));
    suggested!.replaceChildren(...links.flatMap((link, i) => (i === 0 ? [link] : [document.createTextNode(', '), link])));
    suggestions!.hidden = links.length === 0;
  }

  const soon = () => {
    clearTimeout(pause);
    // A word of one or two letters is most often the start of a longer one, and its search would
    // fetch many of the index's parts: it waits for a longer pause.
    const short = (wordsOf(field.value).at(-1)?.length ?? 0) < 3;
    pause = setTimeout(() => void run(), short ? searchSettings.shortWordPauseMs : searchSettings.pauseMs);
  };

  field.addEventListener('input', () => {
    // No preload of the words being typed: their first letters span many of the index's parts
    // (four 30 KB parts for the letters of "finops", one for "finops" itself).
    const typed = field.value.trim();
    if (typed !== exactQuery) exactQuery = '';
    soon();
  });
  // Loading starts as soon as the visitor shows an intent to search, or the page has painted.
  field.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
  afterNextPaint(() => void loadPagefind().catch(() => undefined));
  for (const radio of radios) radio.addEventListener('change', () => void run());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void run();
  });

  // The page is live before this script runs: what the visitor typed or chose by then is their
  // latest wish and wins over the address's (the address came first).
  const params = new URLSearchParams(window.location.search);
  const wanted = params.get('kind');
  const kindChosen = radios.some((radio) => radio.checked !== radio.defaultChecked);
  if (isKind(wanted) && !kindChosen) for (const radio of radios) radio.checked = radio.value === wanted;
  if (!field.value.trim()) field.value = params.get('q') ?? '';
  if (field.value.trim()) void run();
  // Arriving by the / key (renderer/shell.ts), the visitor goes on typing in the field.
  if (window.location.hash === `#${field.id}`) field.focus();
  // A field focused before this script ran is an intent to search, like a focus now.
  if (document.activeElement === field) void loadPagefind().catch(() => undefined);
}

function resultItem(result: Result, kinds: Record<SearchKind, string>): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-2xl border border-line p-5 shadow-sm';
  const kind = isKind(result.meta.kind ?? null) ? kinds[result.meta.kind as SearchKind] : '';
  const label = document.createElement('p');
  label.className = 'text-[0.8125rem] font-semibold uppercase tracking-wide text-accent-strong';
  label.textContent = kind;
  const heading = document.createElement('h2');
  heading.className = 'mt-1 text-xl font-bold';
  const link = document.createElement('a');
  link.className = 'text-link';
  link.href = result.url;
  link.textContent = unspacedElisions(result.meta.title ?? result.url);
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-2 leading-7 text-fg-2';
  // Pagefind's excerpt is the page's text with the matched words in <mark>: parsed inert, and only
  // its text and those marks are kept.
  const parsed = document.createElement('template');
  parsed.innerHTML = result.excerpt;
  const nodes = [...parsed.content.childNodes];
  // Not the title again under the title (nor the short line over it on the page).
  let skip = titleRepeat(parsed.content.textContent ?? '', result.meta.title ?? '');
  nodes.forEach((node, i) => {
    const whole = node.textContent ?? '';
    const kept = whole.slice(Math.min(skip, whole.length));
    skip -= whole.length - kept.length;
    if (!kept) return;
    if (node.nodeName === 'MARK') excerpt.append(Object.assign(document.createElement('mark'), { textContent: unspacedElisions(kept) }));
    else {
      // « d’ » before a marked word: the space the index added is at the end of this text.
      const text = unspacedElisions(kept);
      excerpt.append(document.createTextNode(nodes[i + 1]?.nodeName === 'MARK' && /’ $/.test(text) ? text.slice(0, -1) : text));
    }
  });
  // An excerpt that starts or ends inside a sentence of the page says so with "…" (the design
  // reading of 2026-11-29: excerpts read as if the page began mid-sentence).
  const { before, after } = cutOf(result.content ?? '', parsed.content.textContent ?? '');
  if (before) excerpt.prepend('… ');
  if (after) excerpt.append('…');
  item.append(label, heading, excerpt);
  return item;
}

/**
 * How many characters at the start of `excerpt` only say the result's `title` again, with the short
 * line over it on its page if there is one: "Cloud Cost Optimization. Enterprise Cloud Cost
 * Optimization Solutions. Northbeam Digital brings…" under that title (the fourth design reading
 * of 2026-11-30). 0 when the excerpt does not open so, or would be left empty.
 */
export function titleRepeat(excerpt: string, title: string): number {
  const at = title ? excerpt.indexOf(`${title}.`) : -1;
  // The title first, or after one short sentence (the line over a page's heading).
  if (at < 0 || at > 60 || (at > 0 && !/^[^.!?]+[.!?]\s+$/.test(excerpt.slice(0, at)))) return 0;
  const end = at + title.length + 1;
  const rest = excerpt.slice(end);
  return rest.trim() ? end + rest.length - rest.trimStart().length : 0;
}

/** Whether `excerpt` leaves off the start or the end of the sentences it shows of `content` (the page's text, as the index holds it). */
export function cutOf(content: string, excerpt: string): { before: boolean; after: boolean } {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const page = flat(content);
  const shown = flat(excerpt).trim();
  const at = shown ? page.indexOf(shown) : -1;
  if (at < 0) return { before: false, after: false };
  return { before: at > 0 && !/[.!?:»]\s*$/.test(page.slice(0, at)), after: !/[.!?…»]$/.test(shown) && at + shown.length < page.trimEnd().length };
}
