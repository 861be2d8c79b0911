/**
 * Node only: the photographs content names (issue 32), checked, measured and made into the files
 * the pages show. An original lives under content/images/ and never ships; for each one the build
 * writes AVIF and WebP (and a JPEG, or PNG, fallback) at the widths its places need
 * (model/content/photos.ts), turned upright from its EXIF orientation and with no metadata (no camera or
 * GPS position leaves the building), plus the social picture of an article's cover. Made files are
 * kept in node_modules/.cache/photos/ under the original's hash, so an unchanged photo is never
 * encoded twice. The `virtual:photos` module gives the pages what they need (sizes, widths, the
 * blurred stand-in); `vike dev` makes each file when a page first asks for it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { collections, isMarkdown, postFolders } from './collections.ts';
import { loadContent, projectContent } from './content-files.ts';
import { collectionFiles } from './content-read.ts';
import { photoProblems, usesIn, type MeasuredPhoto, type PhotoFiles, type PhotoUse } from './photo-checks.ts';
import { languages } from '../site/languages.ts';
import { photoFileUrl, photoFolder, photoFormats, socialPhotoUrl, widthsFor, type PhotoFacts, type PhotoManifest } from './photos.ts';
import { readPosts } from './posts-files.ts';
import type { PhotoPlace } from './schemas/fields.ts';

/**
 * Every photo the content names, with where: the English files (the French edition shows the
 * same photos: the case studies' too) and the articles of both editions. Content is read and
 * validated on the way.
 */
function photoUses(root = process.cwd()): PhotoUse[] {
  const data = loadContent(root) as unknown as Record<string, { en: unknown }>;
  const found: PhotoUse[] = [];
  for (const collection of collections) {
    if (collection.frenchOnly || (isMarkdown(collection.files) && collection.files.ownEntries)) continue;
    const english = data[collection.name]!.en;
    if (Array.isArray(collection.files)) usesIn(english, collection.files[0]!, [], found);
    else for (const file of collectionFiles(collection, projectContent(root))) usesIn((english as Record<string, unknown>)[basename(file).replace(/\.(yaml|md)$/, '')], file, [], found);
  }
  for (const language of languages) {
    for (const post of readPosts(join(root, postFolders[language]), { all: true })) usesIn({ photo: post.photo }, `${postFolders[language]}/${post.slug}.md`, [], found);
  }
  return found;
}

/** What the build reads of sharp's description of an original. */
type Measured = MeasuredPhoto & { format: string };

const readable = new Set(['jpeg', 'png', 'webp', 'heif']);

/** An original measured: its format, and its size once turned upright; undefined when it is no image. */
async function measure(bytes: Buffer): Promise<Measured | undefined> {
  try {
    const metadata = await sharp(bytes).metadata();
    // HEIF holds AVIF (sharp names the container); only AVIF's coding is accepted, not a phone's HEIC.
    if (!readable.has(metadata.format) || (metadata.format === 'heif' && metadata.compression !== 'av1')) return undefined;
    const { width, height } = metadata.autoOrient;
    return { format: metadata.format, width, height, hasAlpha: metadata.hasAlpha };
  } catch {
    return undefined;
  }
}

/** The originals on disk, under the project's content/ folder, measured by sharp. */
export const projectPhotos =
  (root = process.cwd()): PhotoFiles =>
  async ({ image }) => {
    const path = join(root, 'content', image);
    if (!existsSync(path)) return 'missing';
    return { bytes: statSync(path).size, measure: () => measure(readFileSync(path)) };
  };

/**
 * How the made files are encoded; part of their cache key, so a change here makes them anew
 * (raise `recipe` when `make` changes how it draws them).
 */
const encoding = {
  recipe: 1, avif: { quality: 50, effort: 4 }, webp: { quality: 72, effort: 4 }, jpg: { quality: 76, mozjpeg: true }, png: { compressionLevel: 9, palette: false } } as const;
const encodingKey = JSON.stringify(encoding);

const cacheDir = (root: string) => join(root, 'node_modules', '.cache', 'photos');
/**
 * Writes a cache file whole or not at all (a file of its own, then renamed): builds that run side
 * by side share the cache (npm test), and one must never read a file the other is still writing.
 */
function keep(path: string, data: string | Buffer): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** The facts of one original: measured once, then read from the cache by its hash. */
async function factsOf(image: string, places: readonly PhotoPlace[], root: string): Promise<PhotoFacts> {
  const bytes = readFileSync(join(root, 'content', image));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  // Named after where it is kept (images/blog/office-hours/photo/image.jpg: blog-office-hours-photo-image), as readable as the editor's file names allow.
  const stem = image.replace(/^images\//, '').replace(/\.[^.]+$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(-60).replace(/^-/, '') || 'photo';
  const kept = join(cacheDir(root), `${hash}.json`);
  let measured: Measured & { placeholder: string };
  if (existsSync(kept)) measured = JSON.parse(readFileSync(kept, 'utf8'));
  else {
    const facts = (await measure(bytes))!;
    const tiny = await sharp(bytes).rotate().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    measured = { ...facts, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
    mkdirSync(cacheDir(root), { recursive: true });
    keep(kept, JSON.stringify(measured));
  }
  const widths = [...new Set(places.flatMap((place) => widthsFor(place, measured.width)))].sort((a, b) => a - b);
  const { width, height, hasAlpha, placeholder } = measured;
  return { width, height, hash, stem, widths, fallback: hasAlpha ? 'png' : 'jpg', placeholder, social: places.includes('cover') };
}

/** The manifest of every photo content names, after checking them all: a problem fails with every one named. */
export async function photoManifest(root = process.cwd()): Promise<PhotoManifest> {
  const uses = photoUses(root);
  const problems = await photoProblems(uses, projectPhotos(root));
  if (problems.length > 0) throw new Error(`Photos the site cannot use:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  const places = new Map<string, PhotoPlace[]>();
  for (const { image, place } of uses) places.set(image, [...(places.get(image) ?? []), place]);
  const entries = await Promise.all([...places].map(async ([image, where]) => [image, await factsOf(image, where, root)] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** One made file: an address under /images/photos/ and how to make it from its original (`hash`: of the original's bytes). */
export type Made = { url: string; image: string; hash: string; width: number | 'social'; format: 'avif' | 'webp' | 'jpg' | 'png' };

/** Every file the pages may ask for: each width in each format, and an article cover's social picture. */
function madeFiles(photos: PhotoManifest): Made[] {
  return Object.entries(photos).flatMap(([image, facts]) => [
    ...facts.widths.flatMap((width) => [...photoFormats, facts.fallback].map((format) => ({ url: photoFileUrl(facts, width, format), image, hash: facts.hash, width, format }))),
    ...(facts.social ? [{ url: socialPhotoUrl(facts), image, hash: facts.hash, width: 'social' as const, format: 'jpg' as const }] : []),
  ]);
}

/**
 * A made file's bytes: from the cache, or encoded now (upright, resized, no metadata) and cached.
 * Kept by what it is made from (the original's bytes, the width, the format and the encoding), not
 * by its address: the same photo under another name (an entry renamed, the editor's test uploading
 * the test site's cover) is not encoded again (issue 56: the local editor's build took 26 to 146 s,
 * mostly encoding a photo the test site had encoded minutes before).
 */
export const madeFileKey = ({ hash, width, format }: Pick<Made, 'hash' | 'width' | 'format'>): string =>
  `${createHash('sha256').update(encodingKey).update(`${hash}-${width}.${format}`).digest('hex').slice(0, 24)}.${format}`;

async function make(made: Made, root: string): Promise<{ bytes: Buffer; cached: boolean }> {
  const { image, width, format } = made;
  const kept = join(cacheDir(root), madeFileKey(made));
  if (existsSync(kept)) return { bytes: readFileSync(kept), cached: true };
  let pipeline = sharp(readFileSync(join(root, 'content', image))).rotate();
  pipeline = width === 'social' ? pipeline.resize({ width: 1200, height: 630, fit: 'cover', position: 'attention' }) : pipeline.resize({ width });
  const bytes = await (format === 'avif' ? pipeline.avif(encoding.avif) : format === 'webp' ? pipeline.webp(encoding.webp) : format === 'png' ? pipeline.png(encoding.png) : pipeline.jpeg(encoding.jpg)).toBuffer();
  mkdirSync(cacheDir(root), { recursive: true });
  keep(kept, bytes);
  return { bytes, cached: false };
}

/** Writes every made file under `outDir` (the built site); returns how many were encoded and how many came from the cache. */
async function writePhotoFiles(outDir: string, photos: PhotoManifest, root = process.cwd()): Promise<{ encoded: number; reused: number }> {
  let encoded = 0;
  let reused = 0;
  for (const made of madeFiles(photos)) {
    const { bytes, cached } = await make(made, root);
    if (cached) reused++;
    else encoded++;
    const target = join(outDir, made.url);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return { encoded, reused };
}

const photosModuleId = 'virtual:photos';
const resolvedPhotosModuleId = `\0${photosModuleId}`;
const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * The Vite plugin: the `virtual:photos` manifest for the pages (a photo problem fails the build,
 * naming every one), the made files written next to the built pages, and made on request under
 * `vike dev`.
 */
export function photoFiles(root = process.cwd()): Plugin {
  let building = false;
  let outDir = '';
  // Read once per build; under `vike dev`, again after a content file changes, and while the
  // content has a problem (model/content/content-files.ts shows it), the last manifest that loaded.
  let manifest: Promise<PhotoManifest> | undefined;
  let lastGood: PhotoManifest | undefined;
  const photos = () =>
    (manifest ??= photoManifest(root).then(
      (loaded) => (lastGood = loaded),
      (error: unknown) => {
        manifest = undefined;
        if (building || lastGood === undefined) throw error;
        return lastGood;
      },
    ));
  return {
    name: 'northbeam:photo-files',
    configResolved(config) {
      building = config.command === 'build';
      outDir = config.environments.client?.build.outDir ?? join(config.root, config.build.outDir, 'client');
    },
    resolveId: (id) => (id === photosModuleId ? resolvedPhotosModuleId : undefined),
    async load(id) {
      if (id !== resolvedPhotosModuleId) return undefined;
      return `export default ${JSON.stringify(await photos())};\n`;
    },
    async writeBundle() {
      if (!building || this.environment.name !== 'client') return;
      const started = Date.now();
      const { encoded, reused } = await writePhotoFiles(outDir, await photos(), root);
      if (encoded + reused > 0) this.environment.logger.info(`Photos: encoded ${encoded} files and reused ${reused} unchanged ones in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    configureServer(server) {
      // Read at once, to fall back on when a save leaves the content unusable before any page asked for it.
      void photos().catch(() => undefined);
      const changed = (file: string) => {
        if (!relative(root, file).startsWith('content')) return;
        manifest = undefined;
        const module = server.moduleGraph.getModuleById(resolvedPhotosModuleId);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', changed).on('unlink', changed).on('change', changed);
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${photoFolder}/`)) return next();
        try {
          const made = madeFiles(await photos()).find(({ url }) => url === path);
          if (!made) return next();
          response.setHeader('Content-Type', contentTypes[made.format]!);
          response.end((await make(made, root)).bytes);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
