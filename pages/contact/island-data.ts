import { islandContract } from '../../renderer/island-data';
import type { ContactIsland } from './copy';

/** The contact form's island: its copy and settings in the page's language (pages/contact/+Page.tsx writes them, +client.tsx reads them). */
export const contactIsland = islandContract<ContactIsland>('contact');
