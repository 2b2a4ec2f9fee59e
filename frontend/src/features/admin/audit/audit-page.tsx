import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  useAuditExportCsvMutation,
  useAuditListQuery,
  type AuditEntryResponseDto as AuditEntry,
  type AuditFieldChangeDto as FieldChange,
} from '../../../api/staff-api';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '../../../config/labels';
import { ExportCsvButton } from '../shared/export-csv-button';
import { FilterSelect } from '../shared/filter-select';
import { optionsFrom } from '../shared/form-fields';
import { formatDateTime } from '../shared/format-date';
import { PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { SearchField } from '../shared/search-field';
import { TablePanel } from '../shared/table-panel';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

const RECORD_TYPE_OPTIONS = optionsFrom(AUDIT_RECORD_TYPE_LABELS);

const shown = (value: string | null | undefined) => (value === null ? '(empty)' : value);

/** "title: Old → New"; a secret or a long text is named only. */
export function describeChange({ field, from, to }: FieldChange): string {
  if (from === undefined && to === undefined) return field;
  if (from === undefined) return `${field}: ${shown(to)}`;
  return `${field}: ${shown(from)} → ${shown(to)}`;
}

/** The columns, times on the park's clock (`timeZone`). */
const columnsIn = (timeZone: string): readonly Column<AuditEntry>[] => [
  { header: 'When', cell: (entry) => formatDateTime(entry.createdAt, timeZone), sx: { whiteSpace: 'nowrap' } },
  {
    header: 'Who',
    cell: (entry) => (
      <>
        {entry.actorUsername ?? 'system'}
        {entry.actorRole && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${entry.actorRole})`}
          </Typography>
        )}
      </>
    ),
  },
  { header: 'Address', cell: (entry) => entry.address ?? '—' },
  { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
  {
    header: 'Record',
    // The record's name as it was written; its id only when it has none.
    cell: (entry) =>
      [
        AUDIT_RECORD_TYPE_LABELS[entry.recordType] ?? entry.recordType,
        entry.label ? `“${entry.label}”` : entry.recordId && `#${entry.recordId}`,
      ]
        .filter(Boolean)
        .join(' '),
  },
  {
    header: 'Changes',
    cell: (entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {entry.changes.map((change) => (
            <li key={change.field}>{describeChange(change)}</li>
          ))}
        </Box>
      ),
    sx: { wordBreak: 'break-word', minWidth: 220 },
  },
];

/** One day of a date input, or nothing: the API takes YYYY-MM-DD. */
function DayField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Who changed what, newest first: the owner's record of every admin write, sign-in and two-factor change. */
export function AuditPage() {
  const timeZone = useRegionTimeZone()();
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  const page = usePage(20);
  const { search: member, onSearch } = useSearch(page.reset);
  const recordType = useFilter<string>('', page.reset);
  const from = useFilter<string>('', page.reset);
  const to = useFilter<string>('', page.reset);
  const filters = { member, recordType: recordType.value || undefined, from: from.value || undefined, to: to.value || undefined };
  const query = useAuditListQuery({ ...filters, limit: page.limit, offset: page.offset });
  const [exportCsv, { isLoading: exporting }] = useAuditExportCsvMutation();

  return (
    <>
      <PageHeader
        title="AUDIT LOG"
        subtitle="Who changed what, when and from where: every admin change, sign-in and two-factor change"
        actions={
          <ExportCsvButton name="audit-log" run={() => exportCsv(filters)} exporting={exporting}>
            Download CSV
          </ExportCsvButton>
        }
      />
      <TablePanel
        heading={
          <Typography variant="h6" component="h2">
            Entries
          </Typography>
        }
        filters={
          <>
            <SearchField label="Member (username)" onSearch={onSearch} />
            <FilterSelect label="Record type" allLabel="All records" options={RECORD_TYPE_OPTIONS} {...recordType} />
            <DayField label="From" {...from} />
            <DayField label="To" {...to} />
          </>
        }
        query={query}
        page={page}
        empty="No entries match these filters"
      >
        <ResponsiveTable
          label="Audit log"
          columns={columns}
          rows={query.data?.items}
          rowKey={(entry) => entry.id}
          loading={query.isLoading}
          busy={query.isFetching}
          size="small"
        />
      </TablePanel>
    </>
  );
}
