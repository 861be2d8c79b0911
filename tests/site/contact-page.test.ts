import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir as client } from '../../bench/page-bytes.mjs';
import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { textOf } from '../support/html';

const contactPages = contentIn('contactPage');
const spaced = (text: string) => text.replace(/\s+/g, ' ');

// The designer's reading (2026-11-28): nothing on the contact page said what follows a message.
describe('what happens after Send: the steps under the form, in the page as served, once', () => {
  it.each(languages)('%s', (language) => {
    const html = readFileSync(join(client, `${urlsIn[language].contact().slice(1)}.html`), 'utf8');
    const { nextSteps } = contactPages[language];
    const formEnd = html.indexOf('</form>');
    const heading = html.indexOf('id="contact-next-title"');
    const offices = html.indexOf('id="contact-offices-title"');
    // After the form (and its panels), before the offices.
    expect(formEnd).toBeGreaterThan(0);
    expect(heading).toBeGreaterThan(formEnd);
    expect(offices).toBeGreaterThan(heading);
    const section = html.slice(heading, offices);
    expect(textOf(section.slice(0, section.indexOf('</h2>')).replace(/^[^>]*>/, ''))).toBe(spaced(nextSteps.title));
    // An ordered list: the steps in their order, each its title then its description.
    const list = /<ol\b[\s\S]*?<\/ol>/.exec(section)![0];
    const items = [...list.matchAll(/<li\b[\s\S]*?<\/li>/g)].map(([item]) => textOf(item));
    expect(items).toHaveLength(nextSteps.steps.length);
    nextSteps.steps.forEach((step, index) => expect(items[index]).toBe(spaced(`${index + 1} ${step.title} ${step.description}`)));
    // Static HTML only: the island's data (the form's copy) does not carry them a second time.
    expect(html.split(nextSteps.steps[0]!.title).length - 1).toBe(1);
  });
});
