import { PageHero } from '../../components/PageHero';
import { contactPage } from '../../model/contact-page';
import { Island } from '../../renderer/Island';
import { ContactSection } from './ContactSection';

export default function Page() {
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      <Island name="contact">
        <ContactSection />
      </Island>
    </>
  );
}
