import { useData } from 'vike-react/useData';
import { CtaBand } from '../../../../components/CtaBand';
import { PageHero } from '../../../../components/PageHero';
import { urls } from '../../../../content/urls';
import type { Data } from './+data';

export default function Page() {
  const { name, city, title, intro } = useData<Data>();
  return (
    <>
      <PageHero eyebrow={`${name} · ${city}`} title={title} intro={intro}>
        <a className="btn-primary mt-8" href={urls.contact({ requestDemo: true })}>
          Book a Free Consultation
        </a>
      </PageHero>
      <CtaBand
        title={`Contact Our ${city} Team`}
        text={`Meet the ${city} consultants who will plan and deliver your ${name.toLowerCase()} project.`}
        label={`Contact Our ${city} Team`}
        href={urls.contact()}
      />
    </>
  );
}
