import Box from '@mui/material/Box';
import type { Region } from '../../../api/generated';
import { RegionFilter } from './filter-select';
import { ListPagination } from './list-pagination';
import { ListResults, type ListResultsProps } from './list-results';
import { useEditDialog } from './use-edit-dialog';
import { useFilter } from './use-filter';
import { usePage } from './use-page';

const PAGE_SIZES = [50, 100];

/**
 * The state of a regional content screen (attractions, testimonials): its page, its region filter (every region until
 * one is chosen) and its add/edit dialog; `listArgs` asks the list query for what they select.
 */
export function useRegionalList<Item>() {
  const page = usePage(PAGE_SIZES[0]);
  const region = useFilter<Region | ''>('', page.reset);
  const dialog = useEditDialog<Item>();
  return { page, region, dialog, listArgs: { limit: page.limit, offset: page.offset, region: region.value || undefined } };
}

interface RegionalListProps<Item> extends ListResultsProps<Item> {
  list: ReturnType<typeof useRegionalList<Item>>;
}

/** A regional content list: the region filter above its records and the pager below them. */
export function RegionalList<Item>({ list, ...results }: RegionalListProps<Item>) {
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <RegionFilter {...list.region} minWidth={180} />
      </Box>
      <ListResults {...results} />
      <ListPagination state={list.page} total={results.query.data?.total ?? 0} sizes={PAGE_SIZES} />
    </>
  );
}
