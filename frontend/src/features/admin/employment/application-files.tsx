import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { downloadStaffFile, fetchStaffFile } from '../shared/download';
import { useApiToasts } from '../shared/use-api-toasts';

/** The applicant's headshot (shown) and résumé, read from the staff-only file route with the session's token. */
export function ApplicationFiles({ headshotUrl, resumeUrl }: { headshotUrl: string | null; resumeUrl: string | null }) {
  const { failure } = useApiToasts();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!headshotUrl) return undefined;
    let objectUrl: string | undefined;
    let cancelled = false;
    fetchStaffFile(headshotUrl).then(
      ({ blob }) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setPreview(objectUrl);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [headshotUrl]);

  if (!headshotUrl && !resumeUrl) return <Typography color="text.secondary">No headshot or résumé was sent.</Typography>;
  const download = (url: string) => () =>
    void downloadStaffFile(url).catch((error: unknown) => failure('Download failed', error, 'Please try again.'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {preview && (
        <Box component="img" src={preview} alt="Headshot" sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {headshotUrl && (
          <Button variant="outlined" onClick={download(headshotUrl)}>
            Download headshot
          </Button>
        )}
        {resumeUrl && (
          <Button variant="outlined" onClick={download(resumeUrl)}>
            Download résumé
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
