import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useApiToasts } from '../shared/use-api-toasts';
import { useDiscountPoolExportIssuedMutation, useDiscountPoolImportMutation, useDiscountPoolStatusQuery } from '../../../api/staff-api';
import { SectionCard } from '../shared/section-card';

/** The vendor's promo codes the game hands out: levels per value, CSV import with its per-line report, export of issued codes. */
export function DiscountPoolCard() {
  const { data: pool } = useDiscountPoolStatusQuery();
  const [importPool, { isLoading: importing }] = useDiscountPoolImportMutation();
  const [exportIssued] = useDiscountPoolExportIssuedMutation();
  const { success, failure } = useApiToasts();
  const [report, setReport] = useState<string[]>([]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await importPool({ csv: await file.text() });
    if (result.error) {
      const errors = (result.error as { data?: { errors?: { csv?: string[] } } }).data?.errors?.csv;
      setReport(errors ?? []);
      failure('Codes not imported', result.error, 'Please try again.');
      return;
    }
    setReport([]);
    success('Codes imported', `${result.data.imported} codes added to the pool.`);
  };

  const download = async () => {
    const result = await exportIssued();
    if (result.error) return failure('Export failed', result.error, 'Please try again.');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([String(result.data)], { type: 'text/csv' }));
    link.download = 'issued-discount-codes.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const low = pool?.levels.filter((level) => level.low) ?? [];
  return (
    <SectionCard title="Code pool" sx={{ mb: 3 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Import the promo codes created at the ticketing vendor (CSV: code,value and optionally expires); the game hands each out once.
      </Typography>
      {low.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Low pool: {low.map((level) => `${level.value} (${level.available} left)`).join(', ')}. Import more codes soon.
        </Alert>
      )}
      {pool && (
        <Table size="small" aria-label="Pool levels" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Value</TableCell>
              <TableCell align="right">Available</TableCell>
              <TableCell align="right">Issued</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pool.levels.map((level) => (
              <TableRow key={level.value}>
                <TableCell>{level.value}</TableCell>
                <TableCell align="right">{level.available}</TableCell>
                <TableCell align="right">{level.issued}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={importing}>
          {importing ? 'Importing...' : 'Import CSV'}
          <input hidden type="file" accept=".csv,text/csv" onChange={upload} />
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Export issued codes
        </Button>
      </Stack>
      {report.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} aria-label="Import report">
          Nothing was imported. Fix these lines and import the file again:
          <ul>
            {report.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
    </SectionCard>
  );
}
