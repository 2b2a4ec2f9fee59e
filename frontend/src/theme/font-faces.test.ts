import { SITE_CHARACTERS, siteFacesCss, TITLE_CHARACTERS, unicodeRange, WEB_FACES } from './font-faces';

describe('font faces', () => {
  it('writes a unicode-range with runs of characters merged', () => {
    expect(unicodeRange('abcz ')).toBe('U+0020, U+0061-0063, U+007A');
    expect(unicodeRange('ñÑ¿')).toBe('U+00BF, U+00D1, U+00F1');
  });

  it('keeps every character of English and Spanish text in the web faces', () => {
    const text = 'Reserve your tickets — “The Hollow” opens at 7:30 p.m.! ¿Tienes miedo? ¡Año de terror en la sesión nocturna!';
    for (const character of text) expect(SITE_CHARACTERS).toContain(character);
  });

  it('keeps the letters and punctuation of English and Spanish titles in the title faces', () => {
    const titles = 'The #1 Haunted Attraction: “Año 13” — ¿Quién está ahí? ¡Corre! Niños & Pingüinos (2026)…';
    for (const character of titles) expect(TITLE_CHARACTERS).toContain(character);
    expect(WEB_FACES.filter((face) => face.characters === TITLE_CHARACTERS).map((face) => face.family)).toEqual([
      'Creepster',
      'Oswald Variable',
    ]);
  });

  it('declares each web face from its cut file, a variable face with its range, a fixed instance as one weight', () => {
    const files = Object.fromEntries(WEB_FACES.map((face) => [face.name, `/cut/${face.name}.woff2`]));
    const css = siteFacesCss(files);
    expect(css).toContain("src: url('/cut/inter-wght-400-800.woff2') format('woff2-variations');");
    expect(css).toContain("src: url('/cut/oswald-600.woff2') format('woff2');");
    expect(css).toContain("font-family: 'Oswald Variable';\n  font-style: normal;\n  font-weight: 600;");
    expect(css).toContain(`unicode-range: ${unicodeRange(SITE_CHARACTERS)};`);
    expect(css).toContain(`unicode-range: ${unicodeRange(TITLE_CHARACTERS)};`);
    expect(css).not.toContain('undefined');
  });
});
