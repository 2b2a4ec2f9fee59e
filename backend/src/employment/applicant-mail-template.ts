import { POSITION_CATALOGUE, type PositionType } from '../common/domain/constants';
import { mailTextIn, type MailTranslations } from '../notifications/mail-languages';
import type { Language } from '../regions/regions.constants';
import { markdownHtml, markdownLiteral, oneLine, type NotificationMail } from '../notifications/notification-mails';

/** What a template may say between braces; anything else between braces is refused on save. */
export const TEMPLATE_PLACEHOLDERS = ['firstName', 'lastName', 'position', 'region', 'auditionLink', 'parkName'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders in `text` that are not ours, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return [...new Set(found.filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)))];
}

export interface TemplateApplicant {
  firstName: string;
  lastName: string;
  positionType: string;
  specificPositions: string[];
  region: string;
  /** The language of the page they applied on: the template's translation into it is sent, if staff wrote one. */
  language: Language;
}

const POSITION_TYPE_NAMES: Record<Language, Record<PositionType, string>> = {
  en: { actor: 'Sinister Actor', operations: 'Operations Crew', entertainment: 'Entertainment Acts' },
  es: { actor: 'Actor siniestro', operations: 'Equipo de operaciones', entertainment: 'Artistas y espectáculos' },
};

/** The positions of POSITION_CATALOGUE as the Spanish employment form names them. */
const SPANISH_POSITION_NAMES: Record<(typeof POSITION_CATALOGUE)[PositionType][number], string> = {
  'Scene/Walking Trail Actor': 'Actor de escena o sendero',
  'Corn Maze Scarer': 'Asustador del laberinto de maíz',
  'Property Scarer': 'Asustador por el parque',
  'Tour Guide': 'Guía del recorrido',
  'Line Attendant': 'Encargado de filas',
  'Parking Attendant': 'Encargado de estacionamiento',
  'Store Clerk': 'Empleado de tienda',
  'Ticket Booth': 'Taquilla de boletos',
  'Tractor Driver': 'Conductor de tractor',
  'Property Maintenance': 'Mantenimiento del parque',
  'Dance Performer': 'Bailarín',
  'Fire Breather': 'Tragafuegos',
  'Sword Swallower': 'Tragasables',
  Contortionist: 'Contorsionista',
  Magician: 'Mago',
  'Other Performance Artist': 'Otro artista de espectáculo',
};

const positionNameIn = (language: Language, position: string): string =>
  language === 'es' ? (SPANISH_POSITION_NAMES[position as keyof typeof SPANISH_POSITION_NAMES] ?? position) : position;

/**
 * What a mail says besides the applicant: the park's name (settings), their region's name (the regions table) and the
 * audition link made for this mail, if any.
 */
export interface TemplateContext {
  parkName: string;
  regionName: string;
  auditionLink?: string;
}

/**
 * The values of the placeholders for one applicant, in `language`: the position is what they chose, else their position
 * type.
 */
export function placeholderValues(
  applicant: TemplateApplicant,
  { parkName, regionName, auditionLink = '' }: TemplateContext,
  language: Language = 'en',
): Record<TemplatePlaceholder, string> {
  const type = applicant.positionType as PositionType;
  const chosen = applicant.specificPositions.filter((p) => POSITION_CATALOGUE[type]?.includes(p));
  return {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    position:
      chosen.length > 0
        ? chosen.map((name) => positionNameIn(language, name)).join(', ')
        : (POSITION_TYPE_NAMES[language][type] ?? applicant.positionType),
    region: regionName,
    auditionLink,
    parkName,
  };
}

/** What the applicant typed; the other values are ours (the audition link is made on the site's address). */
const TYPED: readonly TemplatePlaceholder[] = ['firstName', 'lastName', 'position'];

/**
 * The template filled in for one applicant, in their language where staff translated it (else in English, the
 * placeholders too); the subject stays on one line whatever the applicant typed. The template's
 * Markdown makes the HTML, with what the applicant typed put in as literal text, so their name can never be a link;
 * the text part carries their values as they typed them (plain text is not interpreted).
 */
export function renderTemplate(
  template: { subject: string; body: string; translations: MailTranslations },
  applicant: TemplateApplicant,
  context: TemplateContext,
): NotificationMail {
  const { subject, body, language } = mailTextIn(applicant.language, template, template.translations);
  const values = placeholderValues(applicant, context, language);
  const fill = (text: string, value: (name: TemplatePlaceholder) => string = (name) => values[name]) =>
    text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? value(name as TemplatePlaceholder) : whole));
  const literal = (name: TemplatePlaceholder) => (TYPED.includes(name) ? markdownLiteral(values[name]) : values[name]);
  return { subject: oneLine(fill(subject), 250), text: fill(body), html: markdownHtml(fill(body, literal)) };
}
