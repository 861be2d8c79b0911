import { useData } from 'vike-react/useData';
import { CtaBand } from '../../../components/CtaBand';
import { PageHero } from '../../../components/PageHero';
import { urls } from '../../../content/urls';
import type { Data } from './+data';

export default function Page() {
  const { name, title, intro } = useData<Data>();
  return (
    <>
      <PageHero eyebrow={name} title={title} intro={intro}>
        <a className="btn-primary mt-8" href={urls.contact({ requestDemo: true })}>
          Book a Free Consultation
        </a>
      </PageHero>
      <CtaBand
        title={`Talk to our ${name} team`}
        text="Tell us where you are today and what you want to achieve. We reply within one business day with next steps."
        label="Contact Us"
        href={urls.contact()}
      />
    </>
  );
}
