import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSubscribersConfirmMutation, useSubscribersUnsubscribeMutation } from '../../api/generated-public';
import { PageHeader } from '../../components/layout/page-header';
import type { ApiError } from '../../lib/api-error';
import { useServerMessages } from '../../i18n/server-messages';
import { useHydrated } from '../../lib/use-hydrated';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { useText } from '../../i18n/text';
import { regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';

/**
 * The token of the e-mailed link: after the #, so it never reaches a server log or the page cache. The server renders
 * without it; what depends on it waits for hydration.
 */
function useLinkToken(): string {
  return useLocation().hash.replace(/^#/, '');
}

function LinkCard({
  title,
  intro,
  action,
  run,
}: {
  title: string;
  intro: string;
  action: string;
  run: (token: string) => Promise<{ done?: string; error?: string }>;
}) {
  const text = useText();
  const token = useLinkToken();
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy?: boolean; done?: string; error?: string }>({});
  const go = async () => {
    setState({ busy: true });
    setState(await run(token));
  };
  return (
    <>
      <PageHeader title={title} subtitle={intro} />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            {!state.done && (
              <Button variant="contained" size="large" onClick={go} disabled={!hydrated || !token || state.busy}>
                {action}
              </Button>
            )}
            {hydrated && !token && <Typography>{text('mailingList.link.needsToken')}</Typography>}
            <Typography role="status" sx={{ fontWeight: 700, color: state.error ? 'error.light' : 'secondary.light' }}>
              {state.done ?? state.error ?? ''}
            </Typography>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}

/** Where the confirmation link of a sign-up leads: one button confirms it (double opt-in). */
export function ConfirmSubscriptionPage() {
  const text = useText();
  const server = useServerMessages();
  const regions = useRegionList();
  const [confirm] = useSubscribersConfirmMutation();
  const parkName = parkNameOf(useSiteSettings().settings);
  return (
    <LinkCard
      title={text('mailingList.confirm.title')}
      intro={text('mailingList.confirm.intro')}
      action={text('mailingList.confirm.action')}
      run={async (token) => {
        const result = await confirm({ token });
        if (result.error) return { error: server.message(result.error as ApiError) ?? text('mailingList.link.failed') };
        return {
          done: text('mailingList.confirm.done', {
            email: result.data.email,
            park: parkName,
            region: regionName(regions, result.data.region),
          }),
        };
      }}
    />
  );
}

/** Where the unsubscribe link of every mailing-list mail leads: one button removes the address. */
export function UnsubscribePage() {
  const text = useText();
  const server = useServerMessages();
  const [unsubscribe] = useSubscribersUnsubscribeMutation();
  return (
    <LinkCard
      title={text('mailingList.unsubscribe.title')}
      intro={text('mailingList.unsubscribe.intro')}
      action={text('mailingList.unsubscribe.action')}
      run={async (token) => {
        const result = await unsubscribe(token);
        if (result.error) return { error: server.message(result.error as ApiError) ?? text('mailingList.link.failed') };
        return { done: text('mailingList.unsubscribe.done') };
      }}
    />
  );
}
