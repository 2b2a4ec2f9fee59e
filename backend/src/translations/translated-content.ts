import type { EntityTarget } from 'typeorm';
import { ATTRACTION_TRANSLATED_FIELDS } from '../attractions/dto/attraction-details.dto';
import { Attraction } from '../attractions/entities/attraction.entity';
import type { Permission } from '../common/auth/permissions';
import type { Translations } from '../common/content/translations';
import { JOB_POSTING_TRANSLATED_FIELDS } from '../employment/employment.constants';
import { JobPosting } from '../employment/entities/job-posting.entity';
import { FaqEntry } from '../faq/entities/faq-entry.entity';
import { FAQ_TRANSLATED_FIELDS } from '../faq/faq.constants';
import { TICKET_TYPE_TRANSLATED_FIELDS } from '../tickets/dto/ticket-type.dto';
import { TicketType } from '../tickets/entities/ticket-type.entity';

/** The kinds of content staff translate: what the admin's translations screen names them by. */
export const TRANSLATED_KINDS = ['attraction', 'faq', 'ticket-type', 'job-posting'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

/** What a region's translated content rows have in common. */
interface TranslatedRow {
  id: number;
  region: string;
  active: boolean;
  translations: Translations<string>;
}

/** One kind of content staff translate: its table, its translated texts, who owns it, and what names a row. */
export interface TranslatedContent<Row extends TranslatedRow = TranslatedRow> {
  kind: TranslatedKind;
  entity: EntityTarget<Row>;
  fields: readonly (string & keyof Row)[];
  /** The permission of the screen where staff write it: a member sees what is missing of what they may change. */
  permission: Permission;
  name: (row: Row) => string;
}

const content = <Row extends TranslatedRow>(kind: TranslatedContent<Row>) => kind as unknown as TranslatedContent;

/** Every kind of content staff translate, in the order the admin lists them. */
export const TRANSLATED_CONTENT = [
  content<Attraction>({
    kind: 'attraction',
    entity: Attraction,
    fields: ATTRACTION_TRANSLATED_FIELDS,
    permission: 'attractions',
    name: (row) => row.title,
  }),
  content<FaqEntry>({ kind: 'faq', entity: FaqEntry, fields: FAQ_TRANSLATED_FIELDS, permission: 'faq', name: (row) => row.question }),
  content<TicketType>({
    kind: 'ticket-type',
    entity: TicketType,
    fields: TICKET_TYPE_TRANSLATED_FIELDS,
    permission: 'tickets',
    name: (row) => row.name,
  }),
  content<JobPosting>({
    kind: 'job-posting',
    entity: JobPosting,
    fields: JOB_POSTING_TRANSLATED_FIELDS,
    permission: 'applications',
    name: (row) => row.title,
  }),
];
