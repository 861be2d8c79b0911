import { useContent } from './content';
import type { DeliveryModelSet } from '../model/page-data/delivery-models';
import { Checklist } from './Checklist';
import { RevealSection } from './RevealSection';
import { Icon } from './Icon';
import { useLanguage } from './language';

/** Flexible Service Delivery Models (spec 2.4 item 5): the set is chosen from the page's path. */
export function DeliveryModels({ set }: { set: DeliveryModelSet }) {
  const language = useLanguage();
  const servicePage = useContent('servicePage');
  return (
    <RevealSection id="delivery-models" title={servicePage.deliveryModels.title} lead={set.intro} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {set.models.map((model) => (
          <li key={model.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <Icon name={model.icon} className="h-8 w-8 text-accent" />
            <h3 className="mt-4 text-xl font-semibold">{model.title}</h3>
            <p className="mt-2 leading-7 text-fg-2">{model.description}</p>
            <Checklist items={model.points} />
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
