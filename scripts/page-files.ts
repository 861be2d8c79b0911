/**
 * The site's pages of a built client folder: every .html file but each edition's 404 page
 * (404.html, fr/404.html), as the edge files, the social images and the build's verdict count them.
 * Beside scripts/html-files.mjs, which stays plain JavaScript for the commands a developer runs with
 * any Node (compare-pages, the bench).
 */
import { relative, sep } from 'node:path';
import { htmlFiles } from './html-files.mjs';
import { notFoundFiles } from '../model/site/urls.ts';

export function pageFiles(dir: string): string[] {
  return htmlFiles(dir).filter((file) => !notFoundFiles.includes(relative(dir, file).split(sep).join('/')));
}
