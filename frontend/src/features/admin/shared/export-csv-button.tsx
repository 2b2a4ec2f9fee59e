import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { downloadText } from './download';
import { useRecordAction, type ApiResult } from './use-record-action';

interface ExportCsvButtonProps {
  children: string;
  /** The file's name before today's date: 'audit-log' saves audit-log-2026-10-31.csv. */
  name: string;
  /** The export mutation, called with the list's filters; its data is the CSV. */
  run: () => Promise<ApiResult & { data?: unknown }>;
  exporting: boolean;
}

/** The header's button that downloads the list, as filtered, as a CSV file; a refused export is toasted. */
export function ExportCsvButton({ children, name, run, exporting }: ExportCsvButtonProps) {
  const act = useRecordAction();
  const download = async () => {
    const result = await act({ failed: 'Export failed' }, run);
    if (result && !result.error) downloadText(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, String(result.data));
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={exporting}>
      {children}
    </Button>
  );
}
