import { useFaqListQuery, type FaqEntryResponseDto as FaqEntry } from '../../../api/generated-public';
import { useFaqRemoveMutation, useFaqUpdateMutation } from '../../../api/staff-api';
import { FAQ_GROUP_LABELS } from '../../../config/labels';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { RowSwitch } from '../shared/row-actions';
import { useRecordMessages } from '../shared/use-record-messages';
import { FaqEntryDialog } from './faq-entry-dialog';
import { RecordRow, RowSummary } from '../shared/record-row';

function FaqRow({ entry, onEdit }: { entry: FaqEntry; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useFaqUpdateMutation();
  const [remove, { isLoading: deleting }] = useFaqRemoveMutation();
  const messages = useRecordMessages('question');

  const toggle = (active: boolean) =>
    messages.update(
      () => patch({ id: entry.id, updateFaqEntryDto: { active } }),
      `"${entry.question}" is now ${active ? 'shown' : 'hidden'}.`,
    );
  const onDelete = () =>
    messages.remove(`Are you sure you want to delete the question "${entry.question}"?`, () => remove(entry.id), entry.question);

  return (
    <RecordRow
      testId="faq-row"
      title={entry.question}
      hidden={!entry.active}
      kind={FAQ_GROUP_LABELS[entry.group]}
      region={entry.region}
      order={entry.sortOrder}
      switches={<RowSwitch label="Active" checked={entry.active} saving={saving} onChange={toggle} />}
      onEdit={onEdit}
      onDelete={onDelete}
      deleting={deleting}
    >
      <RowSummary>{entry.answer}</RowSummary>
    </RecordRow>
  );
}

/** The questions of each region's "Know before you go" page, listed in the page's order (group, then order). */
export function FaqPage() {
  return (
    <RegionalRecordsPage<FaqEntry>
      noun="question"
      subtitle="The questions and Markdown answers of each region's Know Before You Go page, in its order; inactive ones are hidden"
      useList={useFaqListQuery}
      layout="rows"
      skeletons={{ count: 4, height: 96 }}
      renderRecord={(entry, onEdit) => <FaqRow entry={entry} onEdit={onEdit} />}
      renderDialog={(entry, onClose) => <FaqEntryDialog entry={entry} onClose={onClose} />}
    />
  );
}
