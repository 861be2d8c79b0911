// The search page's script (it replaces pages/+client.ts): the shell, then the search itself, whose
// index (Pagefind's, in the page's language) loads only when there is something to look for.
import { enhanceShell } from '../../renderer/shell';
import { startSearch } from './search';

enhanceShell();
startSearch();
