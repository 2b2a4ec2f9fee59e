import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  useCampaignLinksListQuery,
  useCampaignLinksRemoveMutation,
  type CampaignLinkResponseDto as CampaignLink,
} from '../../../api/staff-api';
import { EmptyState } from '../shared/empty-state';
import { LoadFailure } from '../shared/load-failure';
import { AddButton, PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { useEditDialog } from '../shared/use-edit-dialog';
import { useRecordMessages } from '../shared/use-record-messages';
import { CampaignLinkDialog } from './campaign-link-dialog';

const linkOf = (link: CampaignLink) => `${window.location.origin}/go/${link.slug}`;

const COLUMNS: readonly Column<CampaignLink>[] = [
  { header: 'Link', cell: (link) => `/go/${link.slug}` },
  { header: 'Page', cell: (link) => link.targetPath },
  { header: 'Campaign', cell: (link) => [link.campaign, link.source, link.medium].filter(Boolean).join(' · ') },
  { header: 'Followed', cell: (link) => link.follows, align: 'right' },
  { header: 'Ticket clicks', cell: (link) => link.ticketClicks, align: 'right' },
];

/** Short tracking links staff hand out (/go/{slug}), and what each brought: visitors who followed it, their ticket clicks. */
export function CampaignsPage() {
  const query = useCampaignLinksListQuery();
  const dialog = useEditDialog<CampaignLink>();
  const [remove] = useCampaignLinksRemoveMutation();
  const messages = useRecordMessages('campaign link');
  const onDelete = (link: CampaignLink) =>
    messages.remove(`Delete /go/${link.slug}? Its counts stay in the season's figures.`, () => remove(link.id), `/go/${link.slug}`);

  return (
    <>
      <PageHeader
        title="CAMPAIGN LINKS"
        subtitle="Short links for a newsletter, a post or a poster: each opens a page with its campaign, and its ticket clicks are counted"
        actions={<AddButton onClick={dialog.add}>New Campaign Link</AddButton>}
      />
      <LoadFailure query={query} />
      {query.data?.length === 0 ? (
        <EmptyState>No campaign links yet</EmptyState>
      ) : (
        <ResponsiveTable
          label="Campaign links"
          columns={COLUMNS}
          rows={query.data}
          rowKey={(link) => link.id}
          loading={query.isLoading}
          actions={{
            header: 'Actions',
            render: (link) => (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Button size="small" onClick={() => void navigator.clipboard?.writeText(linkOf(link))}>
                  Copy link
                </Button>
                <EditButton label={`Edit /go/${link.slug}`} onClick={() => dialog.edit(link)} />
                <DeleteButton label={`Delete /go/${link.slug}`} onClick={() => void onDelete(link)} />
              </Stack>
            ),
          }}
        />
      )}
      {dialog.open && <CampaignLinkDialog link={dialog.item} onClose={dialog.close} />}
    </>
  );
}
