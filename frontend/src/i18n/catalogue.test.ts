import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from './languages';
import { loadMessages } from './catalogue';
import englishSections from '../locales/en/sections';
import spanishSections from '../locales/es/sections';

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
    for (const [section, english] of Object.entries(englishSections)) {
      const spanish = spanishSections[section as keyof typeof spanishSections] as Record<string, string>;
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
});
