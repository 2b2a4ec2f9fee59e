import { POSITION_CATALOGUE, type PositionType } from '../common/domain/constants';
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
}

const POSITION_TYPE_NAMES: Record<PositionType, string> = {
  actor: 'Sinister Actor',
  operations: 'Operations Crew',
  entertainment: 'Entertainment Acts',
};

/**
 * What a mail says besides the applicant: the park's name (settings), their region's name (the regions table) and the
 * audition link made for this mail, if any.
 */
export interface TemplateContext {
  parkName: string;
  regionName: string;
  auditionLink?: string;
}

/** The values of the placeholders for one applicant: the position is what they chose, else their position type. */
export function placeholderValues(
  applicant: TemplateApplicant,
  { parkName, regionName, auditionLink = '' }: TemplateContext,
): Record<TemplatePlaceholder, string> {
  const type = applicant.positionType as PositionType;
  const chosen = applicant.specificPositions.filter((p) => POSITION_CATALOGUE[type]?.includes(p));
  return {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    position: chosen.length > 0 ? chosen.join(', ') : (POSITION_TYPE_NAMES[type] ?? applicant.positionType),
    region: regionName,
    auditionLink,
    parkName,
  };
}

/** What the applicant typed; the other values are ours (the audition link is made on the site's address). */
const TYPED: readonly TemplatePlaceholder[] = ['firstName', 'lastName', 'position'];

/**
 * The template filled in for one applicant; the subject stays on one line whatever the applicant typed. The template's
 * Markdown makes the HTML, with what the applicant typed put in as literal text, so their name can never be a link;
 * the text part carries their values as they typed them (plain text is not interpreted).
 */
export function renderTemplate(
  template: { subject: string; body: string },
  applicant: TemplateApplicant,
  context: TemplateContext,
): NotificationMail {
  const values = placeholderValues(applicant, context);
  const fill = (text: string, value: (name: TemplatePlaceholder) => string = (name) => values[name]) =>
    text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? value(name as TemplatePlaceholder) : whole));
  const literal = (name: TemplatePlaceholder) => (TYPED.includes(name) ? markdownLiteral(values[name]) : values[name]);
  return { subject: oneLine(fill(template.subject), 250), text: fill(template.body), html: markdownHtml(fill(template.body, literal)) };
}
