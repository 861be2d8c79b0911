import { usePageContext } from 'vike-react/usePageContext';
import { useLanguage } from '../components/language';
import { navigationIn } from '../model/page-data/navigation';
import { publicPath } from '../model/site/page-language';
import { absoluteUrl, previewBranch } from '../model/page-data/site';

/**
 * A preview build's banner (issue 30, model/site/preview.ts), at the top of every page: which branch
 * this is, and the same page on the live site. Left out of the search index; production builds
 * render nothing.
 */
export function PreviewBanner() {
  const pageContext = usePageContext();
  const { preview } = navigationIn[useLanguage()].text;
  if (!previewBranch) return null;
  return (
    <aside aria-label={preview.label} data-pagefind-ignore="all" className="border-b border-line bg-caution-wash text-caution">
      <p className="container py-2 text-sm">
        {preview.text.replace('{branch}', previewBranch)}{' '}
        <a className="font-semibold underline" href={absoluteUrl(publicPath(pageContext))}>
          {preview.live}
        </a>
      </p>
    </aside>
  );
}
