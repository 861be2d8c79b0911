/**
 * The search page in the browser (issue 24), without a framework: it reads `?q=` and `?kind=`,
 * searches Pagefind's index of the page's language as the visitor types (after a short pause),
 * shows each result's title, kind and excerpt with the matched words marked, announces how many
 * there are, and keeps the address in step so a search can be shared. Pagefind's script and index
 * load on the first search, with a time limit: past it, or offline, the page says so and offers
 * the main sections.
 */
import { searchEngineScript, searchKinds, type SearchKind } from '../../model/search';
import { searchSettings } from '../../model/ui-settings';

type Result = { url: string; excerpt: string; meta: { title?: string; kind?: string } };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: Record<string, string> }) => Promise<{ results: { data: () => Promise<Result> }[] }>;
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

const isKind = (value: string | null): value is SearchKind => (searchKinds as readonly string[]).includes(value ?? '');

export function startSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-search]');
  const form = root?.querySelector<HTMLFormElement>('[data-search-form]');
  const field = root?.querySelector<HTMLInputElement>('[data-search-field]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const list = root?.querySelector<HTMLOListElement>('[data-search-results]');
  const empty = root?.querySelector<HTMLElement>('[data-search-empty]');
  const emptyQuery = root?.querySelector<HTMLElement>('[data-search-query]');
  const failed = root?.querySelector<HTMLElement>('[data-search-failed]');
  if (!root || !form || !field || !status || !list || !empty || !emptyQuery || !failed) return;
  const kinds = JSON.parse(root.dataset.kinds!) as Record<SearchKind, string>;
  const counts = JSON.parse(root.dataset.results!) as { none: string; one: string; many: string };
  const radios = [...form.querySelectorAll<HTMLInputElement>('[data-search-kind]')];

  const kind = () => radios.find((radio) => radio.checked)?.value ?? '';
  let latest = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const show = (part: 'results' | 'empty' | 'failed') => {
    empty.hidden = part !== 'empty';
    failed.hidden = part !== 'failed';
    if (part !== 'results') list.replaceChildren();
  };

  /** The address says what is shown, so it can be shared (and Back returns to it). */
  const keepAddress = (query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (kind()) url.searchParams.set('kind', kind());
    else url.searchParams.delete('kind');
    history.replaceState(history.state, '', url);
  };

  async function run(): Promise<void> {
    const query = field!.value.trim();
    const mine = ++latest;
    keepAddress(query);
    if (!query) {
      show('results');
      list!.replaceChildren();
      status!.textContent = '';
      root!.dataset.state = 'idle';
      return;
    }
    root!.dataset.state = 'searching';
    status!.textContent = root!.dataset.searching ?? '';
    try {
      const engine = await loadPagefind();
      const search = await engine.search(query, kind() ? { filters: { kind: kind() } } : {});
      const results = await Promise.all(search.results.slice(0, searchSettings.maxResults).map((result) => result.data()));
      if (mine !== latest) return;
      const total = search.results.length;
      status!.textContent = total === 0 ? counts.none : total === 1 ? counts.one : counts.many.replace('{count}', String(total));
      if (total === 0) {
        emptyQuery!.textContent = query;
        show('empty');
      } else {
        show('results');
        list!.replaceChildren(...results.map((result) => resultItem(result, kinds)));
      }
      root!.dataset.state = total === 0 ? 'empty' : 'done';
      root!.dataset.query = query;
    } catch (reason) {
      if (mine !== latest) return;
      console.warn('Search could not load:', reason);
      status!.textContent = '';
      show('failed');
      root!.dataset.state = 'failed';
    }
  }

  const soon = () => {
    clearTimeout(pause);
    pause = setTimeout(() => void run(), searchSettings.pauseMs);
  };

  field.addEventListener('input', soon);
  // Loading starts as soon as the visitor shows an intent to search.
  field.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
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
  item.className = 'rounded-2xl border border-slate-200 p-5 shadow-sm';
  const kind = isKind(result.meta.kind ?? null) ? kinds[result.meta.kind as SearchKind] : '';
  const label = document.createElement('p');
  label.className = 'text-xs font-semibold uppercase tracking-wide text-brand-800';
  label.textContent = kind;
  const heading = document.createElement('h2');
  heading.className = 'mt-1 text-xl font-bold';
  const link = document.createElement('a');
  link.className = 'text-link';
  link.href = result.url;
  link.textContent = result.meta.title ?? result.url;
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-2 leading-7 text-slate-700';
  // Pagefind's excerpt is the page's text with the matched words in <mark>: parsed inert, and only
  // its text and those marks are kept.
  const parsed = document.createElement('template');
  parsed.innerHTML = result.excerpt;
  for (const node of parsed.content.childNodes) {
    if (node.nodeName === 'MARK') excerpt.append(Object.assign(document.createElement('mark'), { textContent: node.textContent }));
    else excerpt.append(document.createTextNode(node.textContent ?? ''));
  }
  item.append(label, heading, excerpt);
  return item;
}
