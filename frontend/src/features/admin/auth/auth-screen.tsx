import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SvgIconComponent } from '@mui/icons-material';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AdminThemeProvider } from '../shared/admin-theme';

interface AuthScreenProps {
  icon: SvgIconComponent;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The signed-out admin screens (sign-in, choosing a password): one card in the middle of the page. */
export function AuthScreen({ icon: Icon, title, subtitle, children }: AuthScreenProps) {
  return (
    <AdminThemeProvider>
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
              <Icon sx={{ color: 'primary.light', fontSize: 40 }} />
              <Typography variant="h3" component="h1" sx={{ color: 'primary.light', textAlign: 'center' }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                {subtitle}
              </Typography>
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Box>
    </AdminThemeProvider>
  );
}

/** An auth screen's form: its fields in a column under the reason the last try failed, if it did, then its one button. */
export function AuthForm({
  error,
  submit,
  submitting,
  children,
}: {
  error: string | null;
  submit: string;
  submitting: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate>
      <Stack spacing={2.5}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {isSubmitting ? submitting : submit}
        </Button>
      </Stack>
    </Form>
  );
}
