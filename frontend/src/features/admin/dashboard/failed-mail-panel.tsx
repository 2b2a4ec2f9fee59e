import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMailOutboxListQuery, type OutboxMailResponseDto } from '../../../api/staff-api';
import { useSendMailAgain } from '../shared/use-send-mail-again';
import { formatDateTime } from '../shared/format-date';

const FAILED = { status: 'failed', limit: 5, offset: 0 } as const;

function FailedMail({ mail }: { mail: OutboxMailResponseDto }) {
  const { sendAgain, sending } = useSendMailAgain(mail);
  return (
    <ListItem
      secondaryAction={
        <Button size="small" onClick={sendAgain} disabled={sending}>
          Send again
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={`${mail.subject} → ${mail.to}`}
        secondary={`${formatDateTime(mail.createdAt)} · ${mail.attempts} attempt(s) · ${mail.lastError ?? 'unknown error'}`}
      />
    </ListItem>
  );
}

/** Staff notifications the mail server would not take, shown only while there are some. */
export function FailedMailPanel() {
  const { data } = useMailOutboxListQuery(FAILED);
  if (!data || data.total === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }} aria-label="Undelivered e-mails">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {data.total === 1 ? '1 e-mail could not be sent' : `${data.total} e-mails could not be sent`}
      </Typography>
      <Typography variant="body2">Check the mail server under E-mail and the addresses in Settings, then send them again.</Typography>
      <List dense>
        {data.items.map((mail) => (
          <FailedMail key={mail.id} mail={mail} />
        ))}
      </List>
    </Alert>
  );
}
