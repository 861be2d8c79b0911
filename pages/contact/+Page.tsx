import { PageHero } from '../../components/PageHero';
import { contactPagesIn } from '../../model/contact-page';
import { Island } from '../../renderer/Island';
import { useLanguage } from '../../components/language';
import { ContactSection } from './ContactSection';

export default function Page() {
  const language = useLanguage();
  const contactPage = contactPagesIn[language];
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      <Island name="contact">
        <ContactSection copy={contactPage} language={language} />
      </Island>
    </>
  );
}
