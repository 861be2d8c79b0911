import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { siteIn } from '../../model/page-data/site';
import { Island } from '../../renderer/Island';
import { useLanguage } from '../../components/language';
import { ContactSection } from './ContactSection';
import { contactSettingsOf } from './copy';
import type {} from './island-data';

export default function Page() {
  const language = useLanguage();
  const contactPage = useContent('contactPage');
  const settings = contactSettingsOf(siteIn[language], useUrls().privacy());
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      {/* The island's copy and settings travel in the page (pages/contact/+client.tsx reads them). */}
      <Island name="contact" data={{ copy: contactPage, settings }}>
        <ContactSection copy={contactPage} settings={settings} language={language} />
      </Island>
    </>
  );
}
