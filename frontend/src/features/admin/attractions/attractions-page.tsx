import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ATTRACTION_CATEGORY_LABELS } from '../../../config/labels';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { RowSwitch } from '../shared/row-actions';
import { useRecordMessages } from '../shared/use-record-messages';
import { useAttractionsListQuery, type AttractionResponseDto as Attraction } from '../../../api/generated-public';
import { useAttractionsRemoveMutation, useAttractionsReorderMutation, useAttractionsUpdateMutation } from '../../../api/staff-api';
import { useState } from 'react';
import { AttractionDialog } from './attraction-dialog';
import { IntensityWordsDialog } from './intensity-words-dialog';
import { RecordRow, RowSummary } from '../shared/record-row';

function AttractionRow({ attraction: a, onEdit }: { attraction: Attraction; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useAttractionsUpdateMutation();
  const [remove, { isLoading: deleting }] = useAttractionsRemoveMutation();
  const messages = useRecordMessages('attraction');

  const toggle = (field: 'featured' | 'active', value: boolean) => {
    const state = field === 'featured' ? (value ? 'featured' : 'not featured') : value ? 'active' : 'inactive';
    return messages.update(() => patch({ id: a.id, updateAttractionDto: { [field]: value } }), `${a.title} is now ${state}.`);
  };
  const onDelete = () => messages.remove(`Are you sure you want to delete the attraction "${a.title}"?`, () => remove(a.id), a.title);

  return (
    <RecordRow
      testId="attraction-row"
      title={a.title}
      hidden={!a.active}
      picture={
        <Box
          component="img"
          src={a.image}
          alt=""
          sx={{ width: 140, height: 90, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
        />
      }
      kind={ATTRACTION_CATEGORY_LABELS[a.category] ?? a.category}
      region={a.region}
      badge={a.featured && <Chip size="small" color="secondary" label="FEATURED" />}
      switches={
        <>
          <RowSwitch label="Featured" checked={a.featured} saving={saving} onChange={(featured) => toggle('featured', featured)} />
          <RowSwitch label="Active" checked={a.active} saving={saving} onChange={(active) => toggle('active', active)} />
        </>
      }
      onEdit={onEdit}
      onDelete={onDelete}
      deleting={deleting}
    >
      <RowSummary>{a.description}</RowSummary>
    </RecordRow>
  );
}

export function AttractionsPage() {
  const [editingWords, setEditingWords] = useState(false);
  const [reorder] = useAttractionsReorderMutation();
  return (
    <>
      <RegionalRecordsPage<Attraction>
        noun="attraction"
        subtitle="What visitors see on the attractions pages; inactive ones are hidden"
        useList={useAttractionsListQuery}
        layout="rows"
        skeletons={{ count: 4, height: 122 }}
        renderRecord={(attraction, onEdit) => <AttractionRow attraction={attraction} onEdit={onEdit} />}
        renderDialog={(attraction, onClose) => <AttractionDialog attraction={attraction} onClose={onClose} />}
        reorder={{ save: (ids) => reorder({ ids }), label: (attraction) => attraction.title }}
        actions={
          <Button variant="outlined" onClick={() => setEditingWords(true)}>
            Intensity words
          </Button>
        }
      />
      {editingWords && <IntensityWordsDialog onClose={() => setEditingWords(false)} />}
    </>
  );
}
