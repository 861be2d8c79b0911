import { useContent } from './content';
import type { z } from 'zod';
import type { successStorySchema } from '../model/content/schemas/fields';
import { Checklist } from './Checklist';
import { ChipList } from './ChipList';
import { useLanguage } from './language';

type SuccessStory = z.infer<typeof successStorySchema>;

/** Success-story cards (spec 3): challenge, solution, results and tech stack. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  const language = useLanguage();
  const servicePage = useContent('servicePage');
  const labels = servicePage.storyCard;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.title}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{story.client}</p>
            <h3 className="mt-2 text-xl font-semibold">{story.title}</h3>
            <dl className="mt-4 space-y-3 text-slate-700">
              <div>
                <dt className="font-semibold text-slate-900">{labels.challenge}</dt>
                <dd className="mt-1">{story.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{labels.solution}</dt>
                <dd className="mt-1">{story.solution}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{labels.results}</dt>
                <dd>
                  <Checklist items={story.results} icon="i-lucide-trending-up" iconClass="text-emerald-700" className="mt-1 space-y-1" />
                </dd>
              </div>
            </dl>
            <p className="mt-auto pt-5 text-xs font-semibold uppercase tracking-wide text-slate-600">{labels.techStack}</p>
            <ChipList items={story.techStack} className="mt-2 flex flex-wrap gap-2" chipClass="bg-slate-100 text-xs font-medium text-slate-700" />
          </article>
        </li>
      ))}
    </ul>
  );
}
