import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { LANGUAGES } from './languages';
import { loadMessages } from './catalogue';
import { publicPages } from '../app/route-table';
import englishSections from '../locales/en/sections';
import englishFormSections from '../locales/en/form-sections';
import spanishSections from '../locales/es/sections';
import spanishFormSections from '../locales/es/form-sections';

/** The names of the values a text takes (its arguments, plurals, selects and tags), in order, each once. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(text));
  return [...names].sort();
}

describe('the catalogues', () => {
  it('give every language the English keys, no more, with the same placeholders', () => {
    const spanishOf = { ...spanishSections, ...spanishFormSections } as Record<string, Record<string, string>>;
    for (const [section, english] of Object.entries({ ...englishSections, ...englishFormSections })) {
      const spanish = spanishOf[section];
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english as Record<string, string>)) {
        expect({ key: `${section}.${key}`, placeholders: placeholders(spanish[key]) }).toEqual({
          key: `${section}.${key}`,
          placeholders: placeholders(text),
        });
        expect(spanish[key].trim()).not.toBe('');
      }
    }
  });

  it('load each language as its own flat catalogue', async () => {
    for (const language of LANGUAGES) {
      const messages = await loadMessages(language);
      expect(Object.keys(messages).every((id) => /^[a-zA-Z]+\.[\w.]+$/.test(id))).toBe(true);
    }
  });

  it("add the forms' texts to a language's catalogue when that part loads, and not before", async () => {
    // A catalogue module of its own: the test set-up has loaded every part into the shared one.
    await jest.isolateModulesAsync(async () => {
      const catalogue = await import('./catalogue');
      for (const language of LANGUAGES) {
        const messages = await catalogue.loadMessages(language);
        expect(Object.keys(messages).filter((id) => FORM_SECTION.test(id))).toEqual([]);
        await catalogue.loadMessages(language, 'form-sections');
        expect(catalogue.loadedMessages(language)).toBe(messages);
        expect(Object.keys(messages)).toEqual(expect.arrayContaining(['contact.form.send', 'employment.page.title', 'ouija.page.title']));
      }
    });
  });
});

/** An id of the forms' part of the catalogue, in code: `'contact.form.send'`, `` `employment.facts.pay.${unit}` ``. */
const FORM_SECTION = new RegExp(`^(?:${Object.keys(englishFormSections).join('|')})\\.`);
const FORM_TEXT_IN_CODE = new RegExp(`['\`](?:${Object.keys(englishFormSections).join('|')})\\.[\\w.$]`);

const SOURCE = resolve(__dirname, '..');
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

describe("the forms' part of the catalogue", () => {
  const pages = Object.entries(publicPages).map(([id, page]) => ({ id, page, folder: dirname(join(SOURCE, page.module)) }));
  const formFolders = new Set(pages.filter(({ page }) => 'formTexts' in page).map(({ folder }) => folder));
  const files = sourceFiles(SOURCE).filter((file) => !file.startsWith(join(SOURCE, 'locales')));
  // The code without its comments, which name texts as examples.
  const code = (file: string) =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const usesFormTexts = (file: string) => FORM_TEXT_IN_CODE.test(code(file));
  const inFormFolder = (file: string) => [...formFolders].some((folder) => file.startsWith(`${folder}/`));

  it('is loaded by every page of the folders whose code uses its texts, and by no other', () => {
    expect(formFolders.size).toBeGreaterThan(0);
    for (const { id, page, folder } of pages)
      expect({ id, formTexts: 'formTexts' in page }).toEqual({ id, formTexts: formFolders.has(folder) });
  });

  it('is used only by the code of those pages', () => {
    const users = files.filter(usesFormTexts);
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((file) => !inFormFolder(file)).map((file) => relative(SOURCE, file))).toEqual([]);
  });

  it('is not reached from other code through an import of theirs', () => {
    const reached = files
      .filter((file) => !inFormFolder(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, path]) => ({ file, target: resolve(dirname(file), path) })),
      )
      .filter(({ target }) => inFormFolder(`${target}`))
      .filter(({ target }) => [`${target}.ts`, `${target}.tsx`].some((candidate) => files.includes(candidate) && usesFormTexts(candidate)))
      .map(({ file, target }) => `${relative(SOURCE, file)} → ${relative(SOURCE, target)}`);
    expect(reached).toEqual([]);
  });
});
