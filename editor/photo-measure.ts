/**
 * A photo measured in the editor's browser, as the build measures it with sharp
 * (model/content/photo-files.ts): the formats the site accepts, and the width once turned upright
 * from its EXIF orientation. The photo field checks an upload with it (editor/photo-field.tsx), the
 * deployed editor's check of a save the photos on the branch (editor/branch-check.ts).
 */
import type { MeasuredPhoto } from '../model/content/photo-checks';

/** The format of an original, read from its first bytes: one the site can show, or undefined (a phone's HEIC, a PDF, text). */
export function photoFormatOf(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'avif' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    // The brands of an ISO media file: AVIF's coding, not HEVC's (a phone's HEIC), as the build accepts.
    const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const brands: string[] = [];
    for (let at = 8; at + 4 <= Math.min(size, bytes.length); at += at === 8 ? 8 : 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis') && !brands.some((brand) => /^he[iv][cxms]$/.test(brand))) return 'avif';
  }
  return undefined;
}

/** An original measured by the browser, upright as its EXIF orientation says; undefined when it is no photo the site can show. */
export async function measureInBrowser(bytes: Uint8Array): Promise<MeasuredPhoto | undefined> {
  const format = photoFormatOf(bytes);
  if (!format) return undefined;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]), { imageOrientation: 'from-image' });
    const measured = { width: bitmap.width, height: bitmap.height, hasAlpha: format !== 'jpeg' };
    bitmap.close();
    return measured;
  } catch {
    return undefined;
  }
}
