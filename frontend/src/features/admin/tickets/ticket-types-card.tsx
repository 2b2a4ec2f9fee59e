import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useTicketTypesListQuery,
  type AttractionCategory,
  type RegionKey as Region,
  type TicketTypeResponseDto as TicketType,
} from '../../../api/generated-public';
import { useTicketTypesCreateMutation, useTicketTypesRemoveMutation, useTicketTypesUpdateMutation } from '../../../api/staff-api';
import { ATTRACTION_CATEGORY_LABELS } from '../../../config/labels';
import { fieldErrors } from '../../../lib/api-error';
import { priceLabel } from '../../../lib/prices';
import { FormDialog } from '../shared/form-dialog';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { LoadFailure } from '../shared/load-failure';
import { RegionField, useRegionChoices } from '../shared/region-choices';
import { SectionCard } from '../shared/section-card';
import { useApiToasts } from '../shared/use-api-toasts';
import { spanishValuesOf, TranslatedTextField, translationsBody, type SpanishValues } from '../shared/translated-fields';
import { ticketTypeSchema } from './ticket-type-schema';

/** The texts staff translate (the server's TICKET_TYPE_TRANSLATED_FIELDS). */
const TRANSLATED = ['name', 'description', 'priceNote'] as const;

interface TicketTypeValues {
  name: string;
  description: string;
  region: Region;
  priceFrom: number | string;
  priceTo: number | string;
  includes: AttractionCategory[];
  priceNote: string;
  sortOrder: number | string;
  active: boolean;
  spanish: SpanishValues<(typeof TRANSLATED)[number]>;
}

const NEW_TYPE: TicketTypeValues = {
  name: '',
  description: '',
  region: '',
  priceFrom: '',
  priceTo: '',
  includes: [],
  priceNote: '',
  sortOrder: 0,
  active: true,
  spanish: spanishValuesOf(TRANSLATED),
};

const valuesOf = (type: TicketType): TicketTypeValues => ({
  name: type.name,
  description: type.description,
  region: type.region,
  priceFrom: type.priceFrom,
  priceTo: type.priceTo ?? '',
  includes: type.includes,
  priceNote: type.priceNote ?? '',
  sortOrder: type.sortOrder,
  active: type.active,
  spanish: spanishValuesOf(TRANSLATED, type.translations),
});

function TicketTypeDialog({ editing, onClose }: { editing: TicketType | 'new'; onClose: () => void }) {
  const [create] = useTicketTypesCreateMutation();
  const [update] = useTicketTypesUpdateMutation();
  const [remove] = useTicketTypesRemoveMutation();
  const { success, failure } = useApiToasts();
  const isNew = editing === 'new';

  return (
    <FormDialog<TicketTypeValues>
      title={isNew ? 'Add ticket type' : `Edit ${editing.name}`}
      onClose={onClose}
      initialValues={isNew ? NEW_TYPE : valuesOf(editing)}
      validationSchema={ticketTypeSchema}
      submitLabel={isNew ? 'Add' : 'Save'}
      submittingLabel="Saving..."
      leading={
        isNew
          ? undefined
          : (submitting) => (
              <Button
                color="error"
                disabled={submitting}
                onClick={async () => {
                  const result = await remove(editing.id);
                  if (result.error) failure('Ticket type not deleted', result.error, 'Please try again.');
                  else {
                    success('Ticket type deleted', `${editing.name} is no longer shown.`);
                    onClose();
                  }
                }}
              >
                Delete
              </Button>
            )
      }
      onSubmit={async (values, helpers) => {
        const body = {
          name: values.name.trim(),
          description: values.description.trim(),
          region: values.region,
          priceFrom: Number(values.priceFrom),
          priceTo: values.priceTo === '' ? null : Number(values.priceTo),
          includes: values.includes,
          priceNote: values.priceNote.trim() || null,
          sortOrder: Number(values.sortOrder) || 0,
          active: values.active,
          translations: translationsBody(values.spanish),
        };
        const result = isNew ? await create(body) : await update({ id: editing.id, updateTicketTypeDto: body });
        if (result.error) {
          helpers.setErrors(fieldErrors(result.error));
          failure('Ticket type not saved', result.error, 'Please check the form.');
          return;
        }
        success('Ticket type saved', `${body.name} is shown on /tickets and the attractions page.`);
        onClose();
      }}
    >
      <TranslatedTextField name="name" spanishName="spanish.name" label="Name" />
      <TranslatedTextField name="description" spanishName="spanish.description" label="Short description" multiline minRows={2} />
      <RegionField fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PriceField name="priceFrom" label="Price from (USD)" />
        <PriceField name="priceTo" label="Price to (USD, optional)" helperText="For a range: the highest price" />
      </Stack>
      <FormikSelect
        name="includes"
        label="Includes"
        options={optionsFrom(ATTRACTION_CATEGORY_LABELS)}
        fullWidth
        slotProps={{ select: { multiple: true } }}
        helperText="The attractions pages say which ticket types include each attraction"
      />
      <TranslatedTextField
        name="priceNote"
        spanishName="spanish.priceNote"
        label="Price note"
        helperText="Optional, e.g. Halloween weekend: $10 more"
      />
      <FormikTextField name="sortOrder" label="Order" type="number" slotProps={{ htmlInput: { min: 0 } }} fullWidth />
      <FormikSwitch name="active" label="Shown to visitors" />
    </FormDialog>
  );
}

/** The ticket types each region sells and their prices: /tickets, the attractions pages and the events search engines read. */
/** A price in dollars and cents. */
function PriceField({ name, label, helperText }: { name: string; label: string; helperText?: string }) {
  return (
    <FormikTextField
      name={name}
      label={label}
      type="number"
      slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
      fullWidth
      helperText={helperText}
    />
  );
}

export function TicketTypesCard() {
  const query = useTicketTypesListQuery({});
  const [editing, setEditing] = useState<TicketType | 'new' | null>(null);
  const { nameOf } = useRegionChoices();
  return (
    <SectionCard title="Ticket types and prices">
      <LoadFailure query={query} />
      {query.data?.items.length === 0 && (
        <Typography color="text.secondary">No ticket types yet: visitors see no prices until you add one.</Typography>
      )}
      <List aria-label="Ticket types">
        {query.data?.items.map((type) => (
          <ListItem
            key={type.id}
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => setEditing(type)}>
                Edit<span className="visually-hidden"> {type.name}</span>
              </Button>
            }
          >
            <ListItemText
              primary={
                <>
                  {type.name} · {priceLabel(type.priceFrom, type.priceTo)}{' '}
                  {!type.active && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
                </>
              }
              secondary={`${nameOf(type.region)} · ${type.description}`}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        Add Ticket Type
      </Button>
      {editing && <TicketTypeDialog editing={editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}
