import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import type { Region } from '../../../api/generated';
import { REGION_LABELS } from '../../../config/labels';
import { EmptyState } from './empty-state';
import { RegionFilter } from './filter-select';
import { ListPagination } from './list-pagination';
import { ListResults, type ListResultsProps } from './list-results';
import { AddButton, PageHeader } from './page-header';
import { recordTexts } from './record-texts';
import { useEditDialog } from './use-edit-dialog';
import { useFilter } from './use-filter';
import { usePage } from './use-page';

const PAGE_SIZES = [50, 100];

/** What a regional list asks its query for: a page of one region's records, or of every region's. */
export interface RegionalListArgs {
  limit: number;
  offset: number;
  region?: Region;
}

interface RegionalRecordsPageProps<Item> extends Pick<ListResultsProps<Item>, 'layout' | 'skeletons'> {
  /** The kind of record, as recordTexts words it: 'attraction'. */
  noun: string;
  subtitle: string;
  /** The list query hook, e.g. useAttractionsListQuery. */
  useList: (args: RegionalListArgs) => ListResultsProps<Item>['query'];
  /** One record of the list; onEdit opens the edit dialog on it. */
  renderRecord: (record: Item, onEdit: () => void) => ReactNode;
  /** The add dialog (no record) or the edit dialog of the record. */
  renderDialog: (record: Item | undefined, onClose: () => void) => ReactNode;
  /** More header buttons, before the add button (the attractions' intensity words). */
  actions?: ReactNode;
}

/**
 * A regional content screen (attractions, testimonials), worded after its noun: the title and the add button in the
 * header, the region filter (every region until one is chosen), the records or the invitation to add the first one,
 * the pager, and the add/edit dialog.
 */
export function RegionalRecordsPage<Item extends { id: number }>({
  noun,
  subtitle,
  useList,
  layout,
  skeletons,
  renderRecord,
  renderDialog,
  actions,
}: RegionalRecordsPageProps<Item>) {
  const texts = recordTexts(noun);
  const page = usePage(PAGE_SIZES[0]);
  const region = useFilter<Region | ''>('', page.reset);
  const dialog = useEditDialog<Item>();
  const query = useList({ limit: page.limit, offset: page.offset, region: region.value || undefined });

  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={subtitle}
        actions={
          <>
            {actions}
            <AddButton onClick={dialog.add}>{texts.add}</AddButton>
          </>
        }
      />
      <Box sx={{ mb: 3 }}>
        <RegionFilter {...region} minWidth={180} />
      </Box>
      <ListResults
        query={query}
        empty={<EmptyState>{texts.empty(region.value ? REGION_LABELS[region.value] : undefined)}</EmptyState>}
        layout={layout}
        skeletons={skeletons}
      >
        {(record) => <Fragment key={record.id}>{renderRecord(record, () => dialog.edit(record))}</Fragment>}
      </ListResults>
      <ListPagination state={page} total={query.data?.total ?? 0} sizes={PAGE_SIZES} />
      {dialog.open && renderDialog(dialog.item, dialog.close)}
    </>
  );
}
