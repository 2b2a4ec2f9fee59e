import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useJobPostingsListQuery, type JobPostingResponseDto as JobPosting } from '../../../api/generated-public';
import { useJobPostingsRemoveMutation, useJobPostingsUpdateMutation } from '../../../api/staff-api';
import { POSITION_TYPE_LABELS } from '../../../config/labels';
import { paths } from '../../../config/paths';
import { datesText, payText } from '../../../lib/job-posting-text';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { RowSwitch } from '../shared/row-actions';
import { useRecordMessages } from '../shared/use-record-messages';
import { JobPostingDialog } from './job-posting-dialog';
import { RecordRow } from '../shared/record-row';

function JobPostingRow({ posting, onEdit }: { posting: JobPosting; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useJobPostingsUpdateMutation();
  const [remove, { isLoading: deleting }] = useJobPostingsRemoveMutation();
  const messages = useRecordMessages('job posting');

  const toggle = (active: boolean) =>
    messages.update(
      () => patch({ id: posting.id, updateJobPostingDto: { active } }),
      `"${posting.title}" is now ${active ? 'open to applications' : 'closed'}.`,
    );
  const onDelete = () =>
    messages.remove(
      `Are you sure you want to delete the job posting "${posting.title}"? A posting applicants chose can only be closed.`,
      () => remove(posting.id),
      posting.title,
    );
  const facts = [payText(posting), posting.schedule, datesText(posting)].filter(Boolean).join(' · ');

  return (
    <RecordRow
      testId="job-posting-row"
      title={posting.title}
      hidden={!posting.active}
      kind={POSITION_TYPE_LABELS[posting.positionType]}
      region={posting.region}
      order={posting.sortOrder}
      hiddenLabel="Closed"
      switches={<RowSwitch label="Open" checked={posting.active} saving={saving} onChange={toggle} />}
      onEdit={onEdit}
      onDelete={onDelete}
      deleting={deleting}
    >
      {facts && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {facts}
        </Typography>
      )}
      {posting.active && (
        <Link href={paths.job.getHref(posting.region, posting.id)} target="_blank" rel="noopener" variant="body2">
          View on the site
        </Link>
      )}
    </RecordRow>
  );
}

/** The jobs each region is hiring for: open ones are listed on the careers page and take applications. */
export function JobPostingsPage() {
  return (
    <RegionalRecordsPage<JobPosting>
      noun="job posting"
      subtitle="The jobs of each region's careers page: title, type, description, pay and dates; closed postings are hidden and take no applications"
      useList={useJobPostingsListQuery}
      layout="rows"
      skeletons={{ count: 3, height: 96 }}
      renderRecord={(posting, onEdit) => <JobPostingRow posting={posting} onEdit={onEdit} />}
      renderDialog={(posting, onClose) => <JobPostingDialog posting={posting} onClose={onClose} />}
    />
  );
}
