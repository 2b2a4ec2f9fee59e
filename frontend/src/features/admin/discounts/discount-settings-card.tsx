import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  useDiscountPoolSettingsMutation,
  useDiscountPoolStatusQuery,
  type CodeValidity,
  type GeneratedCodePolicy,
} from '../../../api/staff-api';
import { fieldErrors } from '../../../lib/api-error';
import { FormikSelect, FormikTextField, optionsFrom, SaveButton } from '../shared/form-fields';
import { useApiToasts } from '../shared/use-api-toasts';
import { discountSettingsSchema, type DiscountSettingsValues } from './discount-settings-schema';
import { SectionCard } from '../shared/section-card';

const VALIDITY_LABELS: Record<CodeValidity, string> = {
  'end-of-season': 'Until the last night of the current or next season',
  '7-days': '7 days',
  '24-hours': '24 hours',
};

const GENERATED_LABELS: Record<GeneratedCodePolicy, string> = {
  automatic: 'Until a pool is imported, then pool codes only',
  allowed: 'Always, when the pool is empty',
  refused: 'Never: an empty pool means no code today',
};

/** How long a won code is valid, where "Buy tickets with this code" leads, and when the game may generate codes. */
export function DiscountSettingsCard() {
  const { data: pool } = useDiscountPoolStatusQuery();
  const [save] = useDiscountPoolSettingsMutation();
  const { success, failure } = useApiToasts();
  if (!pool) return null;

  const submit = async (values: DiscountSettingsValues, helpers: FormikHelpers<DiscountSettingsValues>) => {
    const result = await save({ ...values, checkoutUrlTemplate: values.checkoutUrlTemplate?.trim() || null });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure('Game settings not saved', result.error, 'Please check the form.');
      return;
    }
    success('Game settings saved', 'Codes won from now on follow them.');
    helpers.resetForm({ values });
  };

  return (
    <SectionCard title="Discount game" sx={{ mb: 3 }}>
      <Formik<DiscountSettingsValues>
        initialValues={{
          codeValidity: pool.codeValidity,
          generatedCodes: pool.generatedCodes,
          checkoutUrlTemplate: pool.checkoutUrlTemplate ?? '',
        }}
        validationSchema={discountSettingsSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {() => (
          <Form noValidate aria-label="Discount game settings">
            <Stack spacing={2}>
              <FormikSelect name="codeValidity" label="A won code is valid" options={optionsFrom(VALIDITY_LABELS)} fullWidth />
              <FormikSelect
                name="generatedCodes"
                label="Codes we generate (unknown to the vendor)"
                options={optionsFrom(GENERATED_LABELS)}
                fullWidth
                helperText={
                  pool.allowGeneratedCodes
                    ? 'Now: the game hands out a generated code when no pool code is left, labelled for the ticket booth.'
                    : 'Now: only pool codes; when none is left, the game says today’s codes are gone.'
                }
              />
              <FormikTextField
                name="checkoutUrlTemplate"
                label="Checkout URL with the code (optional)"
                placeholder="https://tickets.example.com/haunt?promo={code}"
                fullWidth
                helperText="“Buy tickets with this code” opens it with {code} replaced by the won code; empty: the ticketing site without the code."
              />
              <div>
                <SaveButton />
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </SectionCard>
  );
}
