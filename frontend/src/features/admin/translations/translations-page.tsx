import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RegionKey as Region } from '../../../api/generated-public';
import { useTranslationsMissingQuery, type TranslatedKind } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import { useRegionList } from '../../../lib/use-current-region';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';

/** Each kind of translated content: what the screen calls it, and the screen where staff write it. */
const KINDS: Record<TranslatedKind, { label: string; screen: string }> = {
  region: { label: 'Region copy', screen: paths.admin.regions.getHref() },
  directions: { label: 'Getting Here', screen: paths.admin.directions.getHref() },
  attraction: { label: 'Attractions', screen: paths.admin.attractions.getHref() },
  faq: { label: 'FAQ', screen: paths.admin.faq.getHref() },
  'ticket-type': { label: 'Ticket types', screen: paths.admin.tickets.getHref() },
  'job-posting': { label: 'Job postings', screen: paths.admin.jobPostings.getHref() },
  legal: { label: 'Legal pages', screen: paths.admin.legal.getHref() },
};

/** The translated texts by the API's names, as their dialogs label them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  contentNote: 'Content note',
  accessRouteNote: 'Route note',
  sensoryNote: 'Sensory note',
  question: 'Question',
  answer: 'Answer',
  name: 'Name',
  priceNote: 'Price note',
  schedule: 'Schedule',
  openingLine: 'Opening line',
  heroTitle: 'Hero title',
  heroLine: 'Hero line',
  cardLine: 'Landing card line',
  cardLocation: 'Landing card location',
  employmentLocation: 'Name on the employment form',
  firstCrewLine: 'Employment page line while coming soon',
  directions: 'Directions',
  parking: 'Parking',
  body: 'Text',
  feature1Title: 'Card 1 title',
  feature1Text: 'Card 1 text',
  feature2Title: 'Card 2 title',
  feature2Text: 'Card 2 text',
  feature3Title: 'Card 3 title',
  feature3Text: 'Card 3 text',
};

/**
 * What of a region's content its Spanish pages still show in English: per kind how much is translated, and each record
 * missing a text, with the screen to write it on. A member sees the kinds their role may change.
 */
export function TranslationsPage() {
  const bilingual = useRegionList().filter((region) => region.languages.includes('es'));
  const [chosen, setChosen] = useState<Region>();
  const region = chosen ?? bilingual[0]?.key;
  return (
    <>
      <PageHeader
        title="TRANSLATIONS"
        subtitle="What the Spanish pages still show in English: each text falls back to its English until its Spanish is written"
        actions={
          bilingual.length > 1 && (
            <TextField select size="small" label="Region" value={region ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {bilingual.map((option) => (
                <MenuItem key={option.key} value={option.key}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {region ? (
        <MissingIn region={region} />
      ) : (
        <Alert severity="info">
          No region has Spanish pages yet. Under Regions, &quot;Spanish pages too&quot; adds a region&apos;s pages in Spanish; then each
          text staff write gets its Spanish beside it, and this screen lists what is left to translate.
        </Alert>
      )}
    </>
  );
}

function MissingIn({ region }: { region: Region }) {
  const query = useTranslationsMissingQuery({ region, language: 'es' }, { refetchOnMountOrArgChange: true });
  const { data } = query;
  return (
    <>
      <LoadFailure query={query} sx={{ mb: 2 }} />
      {data && (
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {data.progress.map(({ kind, records, translated }) => (
              <Card key={kind} variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {KINDS[kind].label}
                  </Typography>
                  <Typography color="text.secondary">{records === 0 ? 'None yet' : `${translated} of ${records} in Spanish`}</Typography>
                  {records > 0 && (
                    <LinearProgress
                      variant="determinate"
                      value={(translated / records) * 100}
                      aria-label={`${KINDS[kind].label} translated`}
                      sx={{ mt: 1 }}
                    />
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
          {data.untranslated.length === 0 ? (
            <Alert severity="success">Everything is in Spanish: every text written in English has its Spanish.</Alert>
          ) : (
            <Stack spacing={1} component="ul" aria-label="Missing Spanish" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.untranslated.map((record) => (
                <Card key={`${record.kind}-${record.id ?? record.name}`} variant="outlined" component="li">
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Stack sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{record.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Missing in Spanish: {record.missing.map((field) => FIELD_LABELS[field] ?? field).join(', ')}
                      </Typography>
                    </Stack>
                    <Chip size="small" variant="outlined" label={KINDS[record.kind].label} />
                    {!record.active && <Chip size="small" label="Hidden" />}
                    <Button component={RouterLink} to={KINDS[record.kind].screen} size="small">
                      Open {KINDS[record.kind].label}
                    </Button>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
