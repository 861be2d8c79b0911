import { contentProblem, contentShown } from '../model/content/content';

/**
 * `npm run editor` only (issue 30): when the content last saved cannot be published, every page
 * says why, in the build's words (the file, the entry and the field), above the site as it was
 * before that save, or above the save itself where the pages can show it (issue 55: a team member
 * saved in English only). A build never shows it: it stops with the same words instead.
 */
export function ContentProblem() {
  if (!contentProblem) return null;
  const [first, ...lines] = contentProblem.split('\n').filter((line) => line.trim());
  return (
    <div role="alert" data-pagefind-ignore="all" className="border-b border-danger bg-danger-wash text-fg">
      <div className="container py-4 text-sm">
        <p className="font-semibold">
          {contentShown === 'saved'
            ? 'The last save cannot be published yet: this page shows it as saved, but a build stops on it until it is put right.'
            : 'The last save cannot be published: this page shows the content as it was before it.'}{' '}
          {first}
        </p>
        <ul className="mt-2 list-disc pl-5">
          {lines.map((line) => (
            <li key={line}>{line.replace(/^\s*-\s*/, '')}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
