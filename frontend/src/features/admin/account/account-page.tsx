import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useAuthChangePasswordMutation } from '../../../api/staff-api';
import { tokenStorage } from '../../../api/token-storage';
import { fieldErrors } from '../../../lib/api-error';
import { changePasswordSchema, type ChangePasswordValues } from '../shared/password-schema';
import { PasswordStrength } from '../shared/password-strength';
import { TwoFactorCard } from '../shared/two-factor-card';
import { FormikTextField } from '../shared/form-fields';
import { PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMember } from '../shared/use-member';
import { ROLE_LABELS } from '../shared/staff-labels';
import { SectionCard } from '../shared/section-card';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', repeat: '' };

/** A member's own password: changing it signs out every other session; this one gets the new token. */
function PasswordCard() {
  const [changePassword] = useAuthChangePasswordMutation();
  const { profile } = useMember();
  const { success, failure } = useApiToasts();
  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (result.error) {
      const errors = fieldErrors(result.error);
      helpers.setErrors(errors);
      if (!Object.keys(errors).length) failure('Password not changed', result.error, 'Please try again.');
      return;
    }
    tokenStorage.set(result.data.token);
    helpers.resetForm();
    success('Password changed', 'Your other sessions were signed out.');
  };
  return (
    <SectionCard title="Password">
      <Formik<ChangePasswordValues> initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
              <FormikTextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
              <FormikTextField
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                helperText="At least 12 characters"
              />
              <PasswordStrength name="newPassword" username={profile?.username ?? ''} />
              <FormikTextField name="repeat" label="Repeat the new password" type="password" autoComplete="new-password" />
              <div>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Changing...' : 'Change Password'}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </SectionCard>
  );
}

export function AccountPage() {
  const { profile } = useMember();
  return (
    <>
      <PageHeader title="MY ACCOUNT" subtitle={profile ? `Signed in as ${profile.username} (${ROLE_LABELS[profile.role]})` : undefined} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Box component="section" aria-label="Password">
          <PasswordCard />
        </Box>
        <Box component="section" aria-label="Two-factor authentication">
          <TwoFactorCard />
        </Box>
      </Stack>
    </>
  );
}
