import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POSITION_CATALOGUE } from '../common/domain/constants';
import { renderTemplate, unknownPlaceholders } from './applicant-mail-template';

const applicant = {
  firstName: 'Ichabod',
  lastName: 'Crane',
  positionType: 'actor',
  specificPositions: ['Tour Guide'],
  region: 'florida',
  language: 'en' as const,
};
const noTranslations = { translations: {} };

describe('applicant mail templates', () => {
  it('names each unknown placeholder once, and accepts the known ones and plain braces', () => {
    expect(unknownPlaceholders('Hi {firstName} {nickname}, {nickname} {}')).toEqual(['nickname', '']);
    expect(unknownPlaceholders('{firstName} {lastName} {position} {region} {parkName} { not one } {{firstName}}')).toEqual([]);
  });

  it('fills every placeholder and keeps the subject on one line', () => {
    const sut = renderTemplate(
      {
        subject: 'Hello {firstName}\r\nBcc: x@example.com',
        body: '{firstName} {lastName}: **{position}** in {region} at {parkName}',
        ...noTranslations,
      },
      applicant,
      { parkName: 'Ravenwood Frights', regionName: 'Florida' },
    );
    expect(sut.subject).toBe('Hello Ichabod Bcc: x@example.com');
    expect(sut.text).toBe('Ichabod Crane: **Tour Guide** in Florida at Ravenwood Frights');
  });

  it('sends the Markdown as HTML too, escaping any HTML and dropping unsafe links', () => {
    const sut = renderTemplate(
      {
        subject: 's',
        body: 'Hi {firstName},\n\n**Pick a time:** [your audition]({auditionLink})\n\n[x](javascript:alert(1)) <b>raw</b>',
        ...noTranslations,
      },
      { ...applicant, firstName: '<img src=x onerror=alert(1)>' },
      { parkName: 'Haunted Park', regionName: 'Florida', auditionLink: 'https://park.example/auditions/abc' },
    );
    expect(sut.html).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt;,</p>\n' +
        '<p><strong>Pick a time:</strong> <a href="https://park.example/auditions/abc">your audition</a></p>\n' +
        '<p><a href="">x</a> &lt;b&gt;raw&lt;/b&gt;</p>',
    );
    expect(sut.text).toContain('**Pick a time:** [your audition](https://park.example/auditions/abc)');
  });

  it('makes no link, emphasis or heading of what the applicant typed, in the HTML; the text carries it as typed', () => {
    const name = '[Claim your prize](https://evil.example/x)';
    const sut = renderTemplate(
      {
        subject: 'We received your application, {firstName}',
        body: 'Hi {firstName} {lastName}, see [your audition]({auditionLink})',
        ...noTranslations,
      },
      { ...applicant, firstName: name, lastName: '# **<https://evil.example/y>**' },
      { parkName: 'Haunted Park', regionName: 'Florida', auditionLink: 'https://park.example/auditions/abc' },
    );
    expect(sut.html).toBe(
      '<p>Hi [Claim your prize](https://evil.example/x) # **&lt;https://evil.example/y&gt;**, see ' +
        '<a href="https://park.example/auditions/abc">your audition</a></p>',
    );
    expect(sut.text).toBe(`Hi ${name} # **<https://evil.example/y>**, see [your audition](https://park.example/auditions/abc)`);
    expect(sut.subject).toBe(`We received your application, ${name}`);
  });

  it('falls back to the position type when no position of the type was chosen', () => {
    expect(
      renderTemplate(
        { subject: 's', body: '{position}', ...noTranslations },
        { ...applicant, specificPositions: [] },
        { parkName: 'Haunted Park', regionName: 'Florida' },
      ).text,
    ).toBe('Sinister Actor');
  });

  it("sends the template's Spanish to an applicant who applied in Spanish, the positions named as the Spanish form names them", () => {
    const template = {
      subject: 'Thanks, {firstName}',
      body: '{position}',
      translations: { es: { subject: 'Gracias, {firstName}', body: '{position} en {region}: [tu audición]({auditionLink})' } },
    };
    const context = { parkName: 'Haunted Park', regionName: 'Florida', auditionLink: 'https://park.example/es/auditions/abc' };
    const spanish = { ...applicant, language: 'es' as const, specificPositions: ['Tour Guide', 'Corn Maze Scarer'] };
    const sut = renderTemplate(template, spanish, context);
    expect(sut.subject).toBe('Gracias, Ichabod');
    expect(sut.text).toBe(
      'Guía del recorrido, Asustador del laberinto de maíz en Florida: [tu audición](https://park.example/es/auditions/abc)',
    );
    expect(renderTemplate(template, { ...spanish, specificPositions: [] }, context).text).toMatch(/^Actor siniestro en Florida/);
    // Without a Spanish version the applicant gets the English, its placeholders in English too.
    expect(renderTemplate({ ...template, translations: {} }, spanish, context)).toMatchObject({
      subject: 'Thanks, Ichabod',
      text: 'Tour Guide, Corn Maze Scarer',
    });
  });
});

describe("the positions in a Spanish applicant's mail", () => {
  it('are named as the Spanish employment form names them, every position of the catalogue', () => {
    const catalogue = (language: string) =>
      JSON.parse(readFileSync(join(__dirname, `../../../frontend/src/locales/${language}/employment.json`), 'utf8')) as Record<
        string,
        string
      >;
    const english = catalogue('en');
    const spanish = catalogue('es');
    const formName = new Map(
      Object.keys(english)
        .filter((key) => key.startsWith('form.position.'))
        .map((key) => [english[key], spanish[key]]),
    );
    for (const [type, positions] of Object.entries(POSITION_CATALOGUE))
      for (const position of positions)
        expect(
          renderTemplate(
            { subject: 's', body: 'b', translations: { es: { subject: 's', body: '{position}' } } },
            { ...applicant, language: 'es', positionType: type, specificPositions: [position] },
            { parkName: 'Haunted Park', regionName: 'Florida' },
          ).text,
        ).toBe(formName.get(position));
  });
});
