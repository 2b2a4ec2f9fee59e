import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { RegionKey as Region } from '../../../api/generated-public';
import { EmptyState } from './empty-state';
import { RegionFilter, useRegionChoices } from './region-choices';
import { type ListResultsProps } from './list-results';
import { ListScreen } from './list-screen';
import { useReorderList, type Reordering } from './reorder-list';
import { AddButton } from './page-header';
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
  /** Staff order the records of one region (drag and drop, Move up / Move down) once a region is chosen. */
  reorder?: Reordering<Item>;
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
  reorder,
}: RegionalRecordsPageProps<Item>) {
  const texts = recordTexts(noun);
  const page = usePage(PAGE_SIZES[0]);
  const region = useFilter<Region | ''>('', page.reset);
  const dialog = useEditDialog<Item>();
  const { nameOf } = useRegionChoices();
  const query = useList({ limit: page.limit, offset: page.offset, region: region.value || undefined });
  const ordering = useReorderList(query.data?.items, reorder);
  // The order is of a whole region: it can be changed when one region's records are all on the page.
  const reorderable = !!reorder && !!region.value && !!query.data && query.data.total <= query.data.items.length && query.data.total > 1;
  const shown = reorderable && query.data && ordering.items ? { ...query, data: { ...query.data, items: ordering.items } } : query;

  return (
    <ListScreen
      title={texts.title}
      subtitle={subtitle}
      actions={
        <>
          {actions}
          <AddButton onClick={dialog.add}>{texts.add}</AddButton>
        </>
      }
      filters={
        <>
          <RegionFilter {...region} minWidth={180} />
          {reorder && !region.value && (
            <Typography variant="body2" color="text.secondary">
              Choose a region to reorder its {noun}s.
            </Typography>
          )}
        </>
      }
      intro={ordering.announcer}
      query={shown}
      empty={<EmptyState>{texts.empty(region.value ? nameOf(region.value) : undefined)}</EmptyState>}
      layout={layout}
      skeletons={skeletons}
      page={page}
      pageSizes={PAGE_SIZES}
      after={dialog.open && renderDialog(dialog.item, dialog.close)}
    >
      {(record) =>
        reorderable ? (
          ordering.wrap(
            record,
            shown.data!.items.indexOf(record),
            renderRecord(record, () => dialog.edit(record)),
          )
        ) : (
          <Fragment key={record.id}>{renderRecord(record, () => dialog.edit(record))}</Fragment>
        )
      }
    </ListScreen>
  );
}
