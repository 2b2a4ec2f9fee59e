import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSettingsGetQuery, type SettingsResponseDto } from '../../../api/generated-public';
import { useSettingsReplaceMutation } from '../../../api/staff-api';
import { fieldErrors } from '../../../lib/api-error';
import { pickSettings } from '../shared/settings-fields';
import { FormikSwitch, FormikTextField, SaveButton } from '../shared/form-fields';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { SectionCard } from '../shared/section-card';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMember } from '../shared/use-member';
import { ticketingSchema, type TicketingValues } from './ticketing-schema';
import { TicketTypesCard } from './ticket-types-card';

type FramingVerdict = NonNullable<SettingsResponseDto['ticketingCheck']>;

const VERDICTS: Record<FramingVerdict, string> = {
  'allows-framing': 'The ticketing site allows framing.',
  'refuses-framing': 'The ticketing site refuses framing.',
  unreachable: 'The ticketing site could not be reached.',
};

const WHERE_TICKETS_GO = [
  {
    primary: 'The /tickets page',
    secondary:
      'The navigation bar’s Tickets button, the sticky BUY TICKETS button and every BUY TICKETS NOW button lead here when the ticketing site allows framing; it shows it in a full-height frame and offers Open in New Tab. When the site refuses framing, these buttons open it in a new tab instead.',
  },
  {
    primary: 'The attractions pages',
    secondary: 'Their ticket buttons (Buy Tickets Now, Experience This Attraction) open the ticketing site directly.',
  },
  {
    primary: 'When no address is set, or the region is not open (Regions)',
    secondary: '/tickets says tickets are not on sale yet, with the opening line, the hours and the calendar.',
  },
  {
    primary: 'When the site refuses framing or does not load',
    secondary: '/tickets shows UNABLE TO LOAD TICKETING SYSTEM with a button to visit the external ticketing site.',
  },
];

/**
 * Ticket types and prices (permission `tickets`: the owner and the box office, who answer the phone about prices) and,
 * for whoever may change the site settings, the ticketing site they are sold on.
 */
export function TicketsPage() {
  const { may } = useMember();
  return (
    <>
      <PageHeader title="TICKETS" subtitle="The external ticketing site where visitors buy their tickets" />
      <Stack spacing={3}>
        {may('settings') && <TicketingSiteCard />}
        <TicketTypesCard />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Where ticket buttons go
            </Typography>
            <List>
              {WHERE_TICKETS_GO.map((item) => (
                <ListItem key={item.primary} disableGutters>
                  <ListItemText primary={item.primary} secondary={item.secondary} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

function TicketingSiteCard() {
  const query = useSettingsGetQuery();
  const { data, isLoading } = query;
  const [save] = useSettingsReplaceMutation();
  const { success, failure } = useApiToasts();

  const submit = async (values: TicketingValues, helpers: FormikHelpers<TicketingValues>) => {
    if (!data) return;
    const result = await save({
      ...pickSettings(data),
      ticketingUrl: values.ticketingUrl.trim() || null,
      ticketingTakesCampaign: values.ticketingTakesCampaign,
    });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure('Ticketing site not saved', result.error, 'Please try again.');
      return;
    }
    const saved = result.data;
    success(
      'Ticketing site saved',
      !saved.ticketingUrl
        ? '/tickets now says tickets are not on sale yet.'
        : saved.ticketingEmbeddable
          ? '/tickets now shows it in a frame.'
          : 'It cannot be framed: ticket buttons open it in a new tab.',
    );
    helpers.resetForm({ values });
  };

  return (
    <SectionCard title="Ticketing site">
      {isLoading && <Skeleton variant="rounded" height={56} />}
      <LoadFailure query={query} />
      {data?.ticketingUrl && data.ticketingCheck && (
        <Alert severity={data.ticketingEmbeddable ? 'success' : 'warning'} sx={{ mb: 2 }} aria-label="Ticketing site check">
          {VERDICTS[data.ticketingCheck]}{' '}
          {data.ticketingEmbeddable
            ? '/tickets shows it in a frame.'
            : 'Ticket buttons open it in a new tab and /tickets shows the fallback with a link to it.'}
        </Alert>
      )}
      {data && (
        <Formik<TicketingValues>
          initialValues={{ ticketingUrl: data.ticketingUrl ?? '', ticketingTakesCampaign: data.ticketingTakesCampaign }}
          validationSchema={ticketingSchema}
          onSubmit={submit}
        >
          {({ dirty, values }) => (
            <Form noValidate aria-label="Ticketing site">
              <Stack spacing={2}>
                <FormikTextField
                  name="ticketingUrl"
                  label="Ticketing site URL"
                  placeholder="https://tickets.example.com/haunted-park"
                  fullWidth
                  helperText="Any https:// address, e.g. your Etix or Eventbrite event page. On save we check whether it may be shown in a frame."
                />
                <FormikSwitch name="ticketingTakesCampaign" label="Pass the visit's campaign on (utm_campaign, utm_source, utm_medium)" />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <SaveButton />
                  <Button component={RouterLink} to={paths.tickets.getHref()} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                    Preview /tickets
                  </Button>
                  {values.ticketingUrl && !dirty && (
                    <Button href={values.ticketingUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
                      Open ticketing site
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </SectionCard>
  );
}
