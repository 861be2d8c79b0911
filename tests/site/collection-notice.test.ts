import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir as client } from '../../bench/page-bytes.mjs';
import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { site } from '../../model/page-data/site';
import { languages } from '../../model/site/languages';
import { textOf } from '../support/html';

// Issue 54: the first key typed in the contact form loads Google's check, so the notice at
// collection (what the information is for, who receives it, what Google collects, how to reach a
// person) comes before every field of the form, in the page as served, in both editions.
describe('the notice at collection precedes every field of the contact form', () => {
  it.each(languages)('%s', (language) => {
    const html = readFileSync(join(client, `${urlsIn[language].contact().slice(1)}.html`), 'utf8');
    const form = /<form\b[^>]*aria-labelledby="contact-form-title"[\s\S]*?<\/form>/.exec(html)![0];
    const notice = form.indexOf('data-testid="collection-notice"');
    const fields = [...form.matchAll(/<(input|textarea|select)\b(?![^>]*type="hidden")[^>]*>/g)].filter(([tag]) => !tag.includes('id="contact-reference"'));
    expect(notice).toBeGreaterThan(0);
    expect(fields.length).toBeGreaterThanOrEqual(5);
    for (const field of fields) expect(field.index!, field[0]).toBeGreaterThan(notice);
    const { collectionNotice } = contentIn('contactPage')[language].form;
    // As a reader sees it (textOf collapses every space, the no-break ones too).
    const said = textOf(form.slice(form.indexOf('>', notice) + 1));
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    expect(said).toContain(spaced(collectionNotice.text));
    // Its second layer, the rights and the person, behind a native disclosure: there without JavaScript.
    const details = /<details\b[\s\S]*?<\/details>/.exec(form.slice(notice))![0];
    expect(textOf(details)).toContain(spaced(collectionNotice.more));
    expect(textOf(details)).toContain(spaced(collectionNotice.rights));
    expect(details).toMatch(/^<details(?![^>]*\bopen)/);
    // How to reach a person when the automated check blocks the visitor (Law 25, s. 12.1).
    expect(collectionNotice.personAlternative).toContain(site.contactEmail);
    expect(textOf(details)).toContain(spaced(collectionNotice.personAlternative));
  });
});
