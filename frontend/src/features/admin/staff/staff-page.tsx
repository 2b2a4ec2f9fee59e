import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  useStaffChangeMutation,
  useStaffInviteMutation,
  useStaffListQuery,
  useStaffPolicyQuery,
  useStaffRemoveMutation,
  useStaffReplacePolicyMutation,
  useStaffResetMutation,
  useLazyStaffInvitationLinkQuery,
  type InvitedStaffMemberResponseDto,
  type StaffMemberResponseDto as StaffMember,
  type UserRole,
} from '../../../api/staff-api';
import { fieldErrors } from '../../../lib/api-error';
import { FormDialog } from '../shared/form-dialog';
import { FormikSelect, FormikTextField, optionsFrom } from '../shared/form-fields';
import { formatDateTime } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { ResponsiveTable, type Column } from '../shared/responsive-table';
import { useApiToasts } from '../shared/use-api-toasts';
import { deletionTexts, useRecordAction } from '../shared/use-record-action';
import { useMember } from '../shared/use-member';
import { RoleDescriptions } from './role-descriptions';
import { inviteSchema, type InviteValues } from './staff-schema';
import { ROLE_LABELS } from '../shared/staff-labels';

const ROLE_OPTIONS = optionsFrom(ROLE_LABELS);
const NEW_MEMBER: InviteValues = { username: '', email: '', role: 'editor' };

/** An invitation's link, to hand to the member: after inviting or resetting, or again from the list while it is valid. */
type ShownInvitation = Pick<InvitedStaffMemberResponseDto, 'username' | 'inviteUrl' | 'inviteExpiresAt'>;

function InvitationLink({ invited, onClose }: { invited: ShownInvitation; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invitation-link-title">
      <DialogTitle id="invitation-link-title">Invitation for {invited.username}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Hand this link to {invited.username} (it was also e-mailed when the site sends mail). It works once and expires on{' '}
          {formatDateTime(invited.inviteExpiresAt)}. Until then, Copy link in the list shows it again.
        </Typography>
        <TextField label="Invitation link" value={invited.inviteUrl} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(invited.inviteUrl)}>Copy link</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RoleSelect({ member, onChange }: { member: StaffMember; onChange: (role: UserRole) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Role"
      value={member.role}
      onChange={(event) => onChange(event.target.value as UserRole)}
      slotProps={{ htmlInput: { 'aria-label': `Role of ${member.username}` } }}
      sx={{ minWidth: 160 }}
    >
      {ROLE_OPTIONS.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TwoFactorPolicy() {
  const policy = useStaffPolicyQuery();
  const [replace, { isLoading }] = useStaffReplacePolicyMutation();
  const act = useRecordAction();
  const toggle = (requireTwoFactor: boolean) => act({ failed: 'Policy not saved' }, () => replace({ requireTwoFactor }));
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <FormControlLabel
          control={
            <Switch
              checked={policy.data?.requireTwoFactor ?? false}
              disabled={!policy.data || isLoading}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label="Require two-factor authentication for every member"
        />
        <Typography variant="body2" color="text.secondary">
          A member without it is asked to set it up right after the password, and can do nothing else until it is on.
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StaffPage() {
  const staff = useStaffListQuery();
  const [invite] = useStaffInviteMutation();
  const [change] = useStaffChangeMutation();
  const [reset] = useStaffResetMutation();
  const [remove] = useStaffRemoveMutation();
  const [invitationLink] = useLazyStaffInvitationLinkQuery();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<ShownInvitation | null>(null);
  const act = useRecordAction();
  const { failure } = useApiToasts();
  const { profile } = useMember();

  const onInvite = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    const result = await invite({ username: values.username.trim(), email: values.email.trim(), role: values.role });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      if (!Object.keys(fieldErrors(result.error)).length) failure('Member not invited', result.error, 'Please try again.');
      return;
    }
    setInviting(false);
    setInvited(result.data);
  };

  const onRole = (member: StaffMember, role: UserRole) =>
    act(
      {
        failed: 'Role not changed',
        done: 'Role changed',
        detail: `${member.username} is now ${ROLE_LABELS[role]}; their sessions were signed out.`,
      },
      () => change({ id: member.id, updateStaffDto: { role } }),
    );

  const onDisable = (member: StaffMember) => {
    const disabled = !member.disabled;
    const ask = { title: 'Disable member', message: `Disable ${member.username}? They are signed out at once.`, confirmLabel: 'Disable' };
    return act({ ask: disabled ? ask : undefined, failed: disabled ? 'Member not disabled' : 'Member not enabled' }, () =>
      change({ id: member.id, updateStaffDto: { disabled } }),
    );
  };

  const onReset = async (member: StaffMember) => {
    const message = `Reset ${member.username}? Their password and two-factor authentication are removed and they get a new invitation.`;
    const result = await act({ ask: { title: 'Reset member', message, confirmLabel: 'Reset' }, failed: 'Member not reset' }, () =>
      reset(member.id),
    );
    if (result?.data) setInvited(result.data);
  };

  const onCopyLink = async (member: StaffMember) => {
    const result = await invitationLink(member.id);
    if (result.error || !result.data) failure('No link to show', result.error, 'Reset the member for a new invitation.');
    else setInvited({ username: member.username, ...result.data });
  };

  const onDelete = (member: StaffMember) => act(deletionTexts('member', `the account of ${member.username}`), () => remove(member.id));

  const columns: Column<StaffMember>[] = [
    {
      header: 'Username',
      cell: (m) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{m.username}</span>
          {m.disabled && <Chip size="small" label="Disabled" />}
          {m.inviteExpiresAt && <Chip size="small" variant="outlined" label="Invited" />}
        </Stack>
      ),
    },
    { header: 'E-mail', cell: (m) => m.email ?? '—' },
    {
      header: 'Role',
      cell: (m) => (m.id === profile?.id ? ROLE_LABELS[m.role] : <RoleSelect member={m} onChange={(role) => void onRole(m, role)} />),
    },
    { header: 'Two-factor', cell: (m) => (m.totpEnabled ? 'On' : 'Off') },
    { header: 'Last sign-in', cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : 'Never') },
  ];

  return (
    <>
      <PageHeader
        title="STAFF"
        subtitle="Who runs the park, and what each may do"
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite Member
          </Button>
        }
      />
      <TwoFactorPolicy />
      <LoadFailure query={staff} />
      <ResponsiveTable
        label="Staff"
        columns={columns}
        rows={staff.data}
        rowKey={(m) => m.id}
        loading={staff.isLoading}
        actions={{
          header: 'Actions',
          render: (m) =>
            m.id === profile?.id ? (
              <Typography variant="body2" color="text.secondary">
                You
              </Typography>
            ) : (
              <Stack direction="row" spacing={0.5}>
                {m.inviteExpiresAt && Date.parse(m.inviteExpiresAt) > Date.now() && (
                  <Button size="small" onClick={() => void onCopyLink(m)} aria-label={`Copy the invitation link of ${m.username}`}>
                    Copy link
                  </Button>
                )}
                <Button size="small" onClick={() => void onDisable(m)} aria-label={`${m.disabled ? 'Enable' : 'Disable'} ${m.username}`}>
                  {m.disabled ? 'Enable' : 'Disable'}
                </Button>
                <Button size="small" onClick={() => void onReset(m)} aria-label={`Reset ${m.username}`}>
                  Reset
                </Button>
                <Button size="small" color="error" onClick={() => void onDelete(m)} aria-label={`Delete ${m.username}`}>
                  Delete
                </Button>
              </Stack>
            ),
        }}
      />
      <RoleDescriptions />
      {inviting && (
        <FormDialog<InviteValues>
          title="Invite a member"
          initialValues={NEW_MEMBER}
          validationSchema={inviteSchema}
          onSubmit={onInvite}
          onClose={() => setInviting(false)}
          submitLabel="Invite"
          submittingLabel="Inviting..."
        >
          <FormikTextField name="username" label="Username" required autoComplete="off" />
          <FormikTextField name="email" label="E-mail" type="email" required />
          <FormikSelect name="role" label="Role" options={ROLE_OPTIONS} required />
        </FormDialog>
      )}
      {invited && <InvitationLink invited={invited} onClose={() => setInvited(null)} />}
    </>
  );
}
