import type { ContactIsland } from './copy';

// The contact form's island: its copy and settings in the page's language (pages/contact/+Page.tsx
// writes them, +client.tsx reads them). Types only: nothing of this reaches the browser.
declare module '../../renderer/island-data' {
  interface IslandTypes {
    contact: ContactIsland;
  }
}
