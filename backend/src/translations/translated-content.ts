import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import { LegalPage } from '../legal/entities/legal-page.entity';
import { LEGAL_PAGES, LEGAL_TRANSLATED_FIELDS } from '../legal/legal.constants';
import { legalPageOf } from '../legal/legal.service';
import { RegionRow } from '../regions/entities/region.entity';
import {
  DIRECTIONS_TRANSLATED_FIELDS,
  featureTexts,
  REGION_COPY_TRANSLATED_FIELDS,
  type FeatureTranslatedField,
} from '../regions/regions.constants';
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
export const TRANSLATED_KINDS = ['region', 'directions', 'attraction', 'faq', 'ticket-type', 'job-posting', 'legal'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

/** What a region's translated content rows have in common. */
interface TranslatedRow {
  id: number;
  region: string;
  active: boolean;
  translations: Translations<string>;
}

/** One kind of content staff translate: its table, its translated texts, who owns it, and what names a row. */
export interface TranslatedContent<Row extends { translations: Translations<string> } = TranslatedRow> {
  kind: TranslatedKind;
  fields: readonly (string & keyof Row)[];
  /** The permission of the screen where staff write it: a member sees what is missing of what they may change. */
  permission: Permission;
  name: (row: Row) => string;
  /** The records of a region: its own rows of the kind, its own row (its copy), or the pages every region shows. */
  rows: (manager: EntityManager, region: string) => Promise<Row[]>;
  /** The record's id on its screen; null for the region's own row and the pages every region shows. */
  id: (row: Row) => number | null;
  /** Whether visitors see it. */
  active: (row: Row) => boolean;
}

const content = <Row extends { translations: Translations<string> }>(kind: TranslatedContent<Row>) =>
  kind as unknown as TranslatedContent<{ translations: Translations<string> }>;

/** Content of a region's own rows (attractions, FAQ…), each with an id and shown while active. */
const regionRows = <Row extends TranslatedRow>({
  entity,
  ...kind
}: Omit<TranslatedContent<Row>, 'rows' | 'id' | 'active'> & { entity: EntityTarget<Row> }) =>
  content<Row>({
    ...kind,
    rows: (manager, region) =>
      manager.find(entity, { where: { region } as FindOptionsWhere<Row>, order: { id: 'ASC' } as FindOptionsOrder<Row> }),
    id: (row) => row.id,
    active: (row) => row.active,
  });

/** Every kind of content staff translate, in the order the admin lists them. */
export const TRANSLATED_CONTENT = [
  content<RegionRow & Record<FeatureTranslatedField, string>>({
    kind: 'region',
    fields: REGION_COPY_TRANSLATED_FIELDS,
    permission: 'regions',
    name: (row) => row.name,
    // The cards' texts beside the lines, by place, as their translations name them.
    rows: async (manager, key) =>
      (await manager.findBy(RegionRow, { key })).map((row) => ({ ...row, ...featureTexts(row.comingSoonFeatures ?? []) })),
    id: () => null,
    active: () => true,
  }),
  content<RegionRow>({
    kind: 'directions',
    fields: DIRECTIONS_TRANSLATED_FIELDS,
    permission: 'directions',
    name: (row) => `Getting to ${row.name}`,
    rows: (manager, key) => manager.findBy(RegionRow, { key }),
    id: () => null,
    active: () => true,
  }),
  regionRows<Attraction>({
    kind: 'attraction',
    entity: Attraction,
    fields: ATTRACTION_TRANSLATED_FIELDS,
    permission: 'attractions',
    name: (row) => row.title,
  }),
  regionRows<FaqEntry>({ kind: 'faq', entity: FaqEntry, fields: FAQ_TRANSLATED_FIELDS, permission: 'faq', name: (row) => row.question }),
  regionRows<TicketType>({
    kind: 'ticket-type',
    entity: TicketType,
    fields: TICKET_TYPE_TRANSLATED_FIELDS,
    permission: 'tickets',
    name: (row) => row.name,
  }),
  regionRows<JobPosting>({
    kind: 'job-posting',
    entity: JobPosting,
    fields: JOB_POSTING_TRANSLATED_FIELDS,
    permission: 'applications',
    name: (row) => row.title,
  }),
  content<LegalPage>({
    kind: 'legal',
    fields: LEGAL_TRANSLATED_FIELDS,
    permission: 'legal',
    name: (row) => row.title,
    rows: (manager) => Promise.all(LEGAL_PAGES.map((page) => legalPageOf(manager, page))),
    id: () => null,
    active: () => true,
  }),
];
