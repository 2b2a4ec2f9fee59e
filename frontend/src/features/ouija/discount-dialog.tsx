import { Close as CloseIcon, ContentCopy as ContentCopyIcon, OpenInNew as OpenInNewIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { tokens } from '../../theme/tokens';
import type { GeneratedDiscountDto as DiscountResult } from '../../api/generated-public';
import { useText, useIntl, type PageIntl } from '../../i18n/text';

/**
 * "Sat, Nov 1, 4:00 PM EDT" in the page's language: the end of the code's validity on the park's clock, named for a
 * visitor who may be elsewhere, with the year when it is not this year on that clock (lib/zoned-time's formatZoned).
 */
export function formatExpiry(intl: PageIntl, expiresAt: string, timeZone: string): string {
  const expiry = new Date(expiresAt);
  if (Number.isNaN(expiry.getTime())) return expiresAt;
  const yearOf = (instant: Date) => intl.formatDate(instant, { timeZone, year: 'numeric' });
  return intl.formatDate(expiry, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(yearOf(expiry) !== yearOf(new Date()) && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * The code in reading groups: 'HAUNT-' then groups of four. Long runs between hyphens are split; the pieces are separate
 * elements spaced by CSS, so a selection or the copy button copies the code exactly, without spaces.
 */
export function codeGroups(code: string): string[] {
  return code.split(/(?<=-)/).flatMap((part) => (part.replace(/-$/, '').length > 6 ? (part.match(/.{1,4}/g) ?? [part]) : [part]));
}

interface DiscountDialogProps {
  result: DiscountResult | null;
  open: boolean;
  onClose: () => void;
  onCopy: (code: string) => void;
  /** The park's time zone (the visitor's region), the clock the expiry is shown on. */
  timeZone: string;
}

/** docs/product.md §2: 'THE SPIRITS HAVE SPOKEN!' with the value, the code, 'Copy Code', the expiry on the park's clock and the fine print. */
export function DiscountDialog({ result, open, onClose, onCopy, timeZone }: DiscountDialogProps) {
  const text = useText();
  const intl = useIntl();
  return (
    <Dialog open={open && Boolean(result)} onClose={onClose} aria-labelledby="discount-dialog-title" fullWidth maxWidth="xs">
      {result && (
        <>
          <DialogTitle
            id="discount-dialog-title"
            sx={{
              fontFamily: tokens.typography.displayFamily,
              fontSize: { xs: '1.7rem', sm: '2rem' },
              color: 'primary.light',
              textAlign: 'center',
              pr: 6,
            }}
          >
            {text('ouija.dialog.title')}
          </DialogTitle>
          <IconButton aria-label={text('ouija.dialog.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent sx={{ textAlign: 'center' }}>
            <Typography sx={{ fontSize: '1.15rem' }}>{text('ouija.dialog.granted', { value: result.value })}</Typography>
            <Box
              sx={{
                my: 3,
                py: 2,
                px: 1.5,
                borderRadius: 2,
                border: '2px dashed',
                borderColor: 'secondary.main',
                bgcolor: 'rgba(247,127,0,0.08)',
                // The code's size follows the box, so it stays on one line from a phone up.
                containerType: 'inline-size',
              }}
            >
              <Box
                data-testid="discount-code"
                sx={{
                  fontFamily: tokens.typography.codeFamily,
                  fontSize: 'min(1.5rem, 100cqi / 16)',
                  fontWeight: 800,
                  letterSpacing: '0.04em',
                  color: 'secondary.light',
                  whiteSpace: 'nowrap',
                  overflowX: 'auto',
                  userSelect: 'all',
                  '& > span + span:not([data-after-hyphen])': { ml: '0.4em' },
                }}
              >
                {codeGroups(result.code).map((group, index, groups) => (
                  <span key={index} data-after-hyphen={groups[index - 1]?.endsWith('-') || undefined}>
                    {group}
                  </span>
                ))}
              </Box>
            </Box>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => onCopy(result.code)}>
              {text('ouija.dialog.copy')}
            </Button>
            <Typography sx={{ mt: 3, fontWeight: 700 }}>
              {text('ouija.dialog.validUntil', { expiry: formatExpiry(intl, result.expires_at, timeZone) })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {text(result.generated ? 'ouija.dialog.generated' : 'ouija.dialog.imported')}
            </Typography>
            {result.buyUrl && (
              <Button
                component="a"
                href={result.buyUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                endIcon={<OpenInNewIcon />}
                sx={{ mt: 2.5 }}
              >
                {text(result.generated ? 'ouija.dialog.buy.generated' : 'ouija.dialog.buy.imported')}
                <span className="visually-hidden">{text('ouija.dialog.newTab')}</span>
              </Button>
            )}
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Button onClick={onClose} color="inherit">
              {text('ouija.dialog.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
