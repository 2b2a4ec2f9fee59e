import SearchIcon from '@mui/icons-material/Search';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { useConfirm } from '../shared/confirm-context';
import { NotGuarded } from '../shared/unsaved-changes';
import { DiscountPoolCard } from './discount-pool-card';
import { DiscountSettingsCard } from './discount-settings-card';
import { FilterSelect } from '../shared/filter-select';
import { FormikTextField } from '../shared/form-fields';
import { lookupSchema } from './lookup-schema';
import { formatDateTime } from '../shared/format-date';
import { PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { SearchField } from '../shared/search-field';
import { SectionCard } from '../shared/section-card';
import { TablePanel } from '../shared/table-panel';
import { useApiToasts } from '../shared/use-api-toasts';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import {
  useDiscountListQuery,
  useDiscountRedeemMutation,
  useLazyDiscountFindByCodeQuery,
  type CouponResponseDto as DiscountCoupon,
} from '../../../api/staff-api';
import { couponState, type CouponState } from './coupon-state';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

const STATE_CHIPS: Record<CouponState, { label: string; color: 'success' | 'default' | 'error' }> = {
  active: { label: 'Valid', color: 'success' },
  used: { label: 'Redeemed', color: 'default' },
  expired: { label: 'Expired', color: 'error' },
};

function StateChip({ coupon }: { coupon: DiscountCoupon }) {
  const chip = STATE_CHIPS[couponState(coupon)];
  return <Chip size="small" color={chip.color} label={chip.label} />;
}

/** Marks a code as used after the admin confirms; the server redeems a code once only. */
function useRedeem() {
  const [redeem, { isLoading }] = useDiscountRedeemMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  const run = useCallback(
    async (coupon: DiscountCoupon) => {
      const ok = await confirm({
        title: 'Redeem discount code',
        message: `Mark ${coupon.code} (${coupon.value}) as redeemed? It cannot be used again.`,
        confirmLabel: 'Mark as Redeemed',
      });
      if (!ok) return;
      const result = await redeem(coupon.code);
      if (result.error) failure('Code not redeemed', result.error, 'Please try again.');
      else success('Code redeemed', `${coupon.code} (${coupon.value}) is now marked as used.`);
    },
    [confirm, redeem, success, failure],
  );
  return { redeem: run, redeeming: isLoading };
}

function CodeLookup() {
  const timeZone = useRegionTimeZone()();
  const [lookUp, { currentData: found, error, isFetching, originalArgs }] = useLazyDiscountFindByCodeQuery();
  const { redeem, redeeming } = useRedeem();
  const { failure } = useApiToasts();

  return (
    <SectionCard title="Look up a code" sx={{ mb: 3 }}>
      {/* A code typed to look up is no work to keep: leaving the screen does not ask about it. */}
      <NotGuarded>
        <Formik
          initialValues={{ code: '' }}
          validationSchema={lookupSchema}
          onSubmit={async ({ code }) => {
            const result = await lookUp(code.trim());
            if (result.error) failure('Code not found', result.error, `No discount code ${code.trim()}.`);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Look up a discount code">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <FormikTextField
                  name="code"
                  label="Discount code"
                  fullWidth
                  autoComplete="off"
                  slotProps={{ htmlInput: { spellCheck: false } }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SearchIcon />}
                  disabled={isSubmitting}
                  sx={{ height: 56, flexShrink: 0 }}
                >
                  Look Up
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </NotGuarded>
      {isFetching && <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />}
      {!isFetching && error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverMessage(error) ?? `No discount code ${originalArgs}.`}
        </Alert>
      )}
      {!isFetching && found && (
        <Paper variant="outlined" sx={{ mt: 2, p: 2 }} data-testid="coupon-result">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <Box>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
                  {found.code}
                </Typography>
                <Chip color="secondary" label={found.value} />
                <StateChip coupon={found} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Issued {formatDateTime(found.createdAt, timeZone)} · Valid until {formatDateTime(found.expiresAt, timeZone)}
                {found.usedAt ? ` · Redeemed ${formatDateTime(found.usedAt, timeZone)}` : ''}
              </Typography>
            </Box>
            <Button
              variant="contained"
              color="success"
              startIcon={<TaskAltIcon />}
              disabled={couponState(found) !== 'active' || redeeming}
              onClick={() => redeem(found)}
            >
              Mark as Redeemed
            </Button>
          </Stack>
        </Paper>
      )}
    </SectionCard>
  );
}

/** The columns, times on the park's clock (`timeZone`). */
const couponColumnsIn = (timeZone: string): readonly Column<DiscountCoupon>[] => [
  { header: 'Code', cell: (coupon) => <Box sx={{ fontFamily: 'monospace' }}>{coupon.code}</Box> },
  { header: 'Value', cell: (coupon) => coupon.value },
  { header: 'Status', cell: (coupon) => <StateChip coupon={coupon} /> },
  { header: 'Issued', cell: (coupon) => formatDateTime(coupon.createdAt, timeZone) },
  { header: 'Valid until', cell: (coupon) => formatDateTime(coupon.expiresAt, timeZone) },
  { header: 'Redeemed', cell: (coupon) => (coupon.usedAt ? formatDateTime(coupon.usedAt, timeZone) : '—') },
];

type UsedFilter = '' | 'used' | 'unused';
type ExpiryFilter = '' | 'expired' | 'valid';
const USED_OPTIONS = [
  { value: 'unused', label: 'Not redeemed' },
  { value: 'used', label: 'Redeemed' },
] as const;
const EXPIRY_OPTIONS = [
  { value: 'valid', label: 'Not expired' },
  { value: 'expired', label: 'Expired' },
] as const;

function CouponTable() {
  const timeZone = useRegionTimeZone()();
  const columns = useMemo(() => couponColumnsIn(timeZone), [timeZone]);
  const page = usePage(20);
  const used = useFilter<UsedFilter>('', page.reset);
  const expiry = useFilter<ExpiryFilter>('', page.reset);
  const [code, setCode] = useState('');
  const query = useDiscountListQuery({
    limit: page.limit,
    offset: page.offset,
    used: used.value === '' ? undefined : used.value === 'used',
    expired: expiry.value === '' ? undefined : expiry.value === 'expired',
    code: code || undefined,
  });
  const { redeem, redeeming } = useRedeem();
  const { reset } = page;
  const onSearch = useCallback(
    (text: string) => {
      // The API takes letters, digits and hyphens only.
      setCode(text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 32));
      reset();
    },
    [reset],
  );

  return (
    <TablePanel
      heading={
        <Typography variant="h6" component="h2">
          All codes
        </Typography>
      }
      filters={
        <>
          <SearchField label="Code" onSearch={onSearch} />
          <FilterSelect label="Redeemed" allLabel="All" options={USED_OPTIONS} {...used} minWidth={150} />
          <FilterSelect label="Expiry" allLabel="All" options={EXPIRY_OPTIONS} {...expiry} minWidth={150} />
        </>
      }
      query={query}
      page={page}
      empty={used.value || expiry.value || code ? 'No codes match these filters.' : 'No discount codes have been won yet.'}
    >
      <ResponsiveTable
        label="Discount codes"
        size="small"
        columns={columns}
        rows={query.data?.items}
        rowKey={(coupon) => coupon.id}
        loading={query.isLoading}
        actions={{
          header: 'Action',
          render: (coupon) =>
            couponState(coupon) === 'active' && (
              <Button size="small" onClick={() => redeem(coupon)} disabled={redeeming} aria-label={`Redeem ${coupon.code}`}>
                Redeem
              </Button>
            ),
        }}
      />
    </TablePanel>
  );
}

export function DiscountsPage() {
  return (
    <>
      <PageHeader title="DISCOUNT CODES" subtitle="Codes won on the Discount Ouija board; redeem one when a visitor uses it" />
      <DiscountSettingsCard />
      <DiscountPoolCard />
      <CodeLookup />
      <CouponTable />
    </>
  );
}
