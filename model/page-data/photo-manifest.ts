/** What the build made of each photo content names (the `virtual:photos` module of model/content/photo-files.ts). */
import manifest from 'virtual:photos';
import type { PhotoFacts, PhotoManifest } from '../content/photos';

/** What the build made of a photo; the build has checked every photo content names, so it is there. */
export function photoFacts(image: string, photos: PhotoManifest = manifest): PhotoFacts {
  const facts = photos[image];
  if (!facts) throw new Error(`model/page-data/photo-manifest.ts: no photo ${image} in the build's manifest (model/content/photo-files.ts)`);
  return facts;
}
