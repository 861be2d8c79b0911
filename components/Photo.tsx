import { photoFacts } from '../model/page-data/photo-manifest';
import { photoFileUrl, photoFormats, photoViews, srcSet, viewWidths, type Photo as PhotoContent, type PhotoView } from '../model/content/photos';

/**
 * A photograph as the build made it (model/content/photo-files.ts): AVIF, then WebP, then JPEG, each at
 * the widths made for this view with its `sizes`; its width and height reserve its room (no
 * layout shift) and a blurred stand-in shows until it arrives. `priority`: the largest image of
 * the first screen, fetched first; `eager`, another one on the first screen; every other photo
 * waits until it nears the screen.
 */
export function Photo({
  photo,
  view,
  priority = false,
  eager = priority,
  className,
  frameClassName,
}: {
  photo: PhotoContent;
  view: Exclude<PhotoView, 'cover'>;
  priority?: boolean;
  /** On the first screen but not its largest image: loaded at once, at the usual priority. */
  eager?: boolean;
  className?: string;
  /** The <picture>'s own classes, where the layout places it (a flex item that must not shrink). */
  frameClassName?: string;
}) {
  const facts = photoFacts(photo.image);
  const { sizes } = photoViews[view];
  const fallback = srcSet(facts, view, facts.fallback);
  const largest = viewWidths(facts, view).at(-1)!;
  return (
    <picture className={frameClassName}>
      {photoFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(facts, view, format)} sizes={sizes} />
      ))}
      <img
        src={photoFileUrl(facts, largest, facts.fallback)}
        srcSet={fallback}
        sizes={sizes}
        alt={photo.decorative ? '' : photo.alt}
        width={facts.width}
        height={facts.height}
        loading={eager ? undefined : 'lazy'}
        decoding={eager ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
        style={{ backgroundImage: `url(${facts.placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }}
      />
    </picture>
  );
}
