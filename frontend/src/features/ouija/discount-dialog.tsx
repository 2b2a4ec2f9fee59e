import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { tokens } from '../../theme/tokens';
import type { GeneratedDiscountDto as DiscountResult } from '../../api/generated';

export function formatExpiry(expiresAt: string): string {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? expiresAt : date.toLocaleString();
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
}

/** docs/product.md §2: 'THE SPIRITS HAVE SPOKEN!' with the value, the code, 'Copy Code', the expiry in local time and the fine print. */
export function DiscountDialog({ result, open, onClose, onCopy }: DiscountDialogProps) {
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
            THE SPIRITS HAVE SPOKEN!
          </DialogTitle>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent sx={{ textAlign: 'center' }}>
            <Typography sx={{ fontSize: '1.15rem' }}>You&apos;ve been granted a {result.value} discount!</Typography>
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
              Copy Code
            </Button>
            <Typography sx={{ mt: 3, fontWeight: 700 }}>Valid until: {formatExpiry(result.expires_at)}</Typography>
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              Use this code at checkout for the park&apos;s tickets. Not combinable with other offers.
            </Typography>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Button onClick={onClose} color="inherit">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
