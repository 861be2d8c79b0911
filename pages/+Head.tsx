import { usePageContext } from 'vike-react/usePageContext';
import { absoluteUrl, previewBranch, siteIn } from '../model/page-data/site';
import { languages, languageTags, ogLocales } from '../model/site/languages';
import { publicPath } from '../model/site/page-language';
import { scriptingFlag } from '../renderer/scripting-flag';
import { brandFont } from '../model/site/theme';
import { jsonLdText, pageSeo, socialImagePath, socialImageSize, titleOf } from '../model/page-data/seo';

/**
 * Head tags that vike-react does not emit itself (it emits title, description and their
 * og: twins, and the viewport): https://vike.dev/head-tags
 */
export default function Head() {
  const pageContext = usePageContext();
  const seo = pageSeo(pageContext);
  const notFound = pageContext.is404 === true;
  const language = pageContext.language;
  const site = siteIn[language];
  const path = publicPath(pageContext);
  const url = absoluteUrl(path);
  // The drawn social picture, or an article's cut from its cover photo.
  const socialImage = absoluteUrl(seo.socialImage?.path ?? socialImagePath(path));
  const title = titleOf(pageContext);
  // hreflang only between editions that both exist: an untranslated article has none (model/page-data/alternates.ts).
  const alternates = pageContext.alternates ?? {};
  const editions = languages.filter((other) => alternates[other] !== undefined);
  const linked = editions.length > 1;

  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: scriptingFlag }} />
      {/* No first paint of half a header: on a slow phone Chromium painted the header while its menus
          were still arriving, and the rest of them then pushed the first ones aside (a layout shift, in
          3 of 10 loads of /fr/a-propos at a 4x slower CPU). Rendering waits until <main> starts. */}
      <link rel="expect" href="#main" blocking="render" />
      <link rel="preload" href={brandFont.file} as="font" type="font/woff2" crossOrigin="" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#0b1324" />
      <meta name="robots" content={previewBranch ? 'noindex, nofollow' : notFound || seo.noindex ? 'noindex, follow' : 'index, follow'} />
      {!notFound && <link rel="canonical" href={url} />}
      {linked &&
        editions.map((other) => <link key={other} rel="alternate" hrefLang={languageTags[other]} href={absoluteUrl(alternates[other]!)} />)}
      {linked && alternates.en && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(alternates.en)} />}
      {seo.keywords && seo.keywords.length > 0 && <meta name="keywords" content={seo.keywords.join(', ')} />}
      <meta name="revisit-after" content="7 days" />
      <meta property="og:type" content={seo.ogType ?? 'website'} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={site.locale} />
      {linked &&
        editions.filter((other) => other !== language).map((other) => <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />)}
      {!notFound && <meta property="og:url" content={url} />}
      {!notFound && (
        <>
          <meta property="og:image" content={socialImage} />
          <meta property="og:image:width" content={String(socialImageSize.width)} />
          <meta property="og:image:height" content={String(socialImageSize.height)} />
          <meta property="og:image:alt" content={seo.socialImage?.alt ?? title} />
          <meta name="twitter:image" content={socialImage} />
        </>
      )}
      <meta name="twitter:card" content={notFound ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      {seo.article && (
        <>
          <meta property="article:published_time" content={seo.article.publishedTime} />
          <meta property="article:author" content={seo.article.author} />
          {seo.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {seo.feed && <link rel="alternate" type="application/rss+xml" title={seo.feed.title} href={seo.feed.href} />}
      {(seo.jsonLd ?? []).map((block, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
      ))}
    </>
  );
}
