import { DarkMode as DarkModeIcon, LightMode as LightModeIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tokens } from '../../theme/tokens';
import { useToast } from '../../components/toast/toast-context';
import { useText, useIntl } from '../../i18n/text';
import { errorCode, type ApiError } from '../../lib/api-error';
import { useServerMessages } from '../../i18n/server-messages';
import { useCopyWithToast } from '../../components/toast/use-copy-with-toast';
import { useHydrated } from '../../lib/use-hydrated';
import type { GeneratedDiscountDto as DiscountResult } from '../../api/generated-public';
import { BOARD_SPOTS, PLANCHETTE_HOME, PLANCHETTE_MOVE_MS, spotOf } from './board-layout';
import { DiscountDialog, formatExpiry } from './discount-dialog';
import { isLocked, readDiscount, readLastPlayed, recordPlay, saveDiscount } from './ouija-lock';

interface OuijaBoardProps {
  /** Asks the server for a code; rejects with the API error. */
  generate: () => Promise<DiscountResult>;
  /** The park's time zone, the clock a code's expiry is shown on. */
  timeZone: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A line of the board's lettering, centred across it at `top`. */
const boardLettering = (top: string) =>
  ({ position: 'absolute', top, left: 0, right: 0, textAlign: 'center', fontFamily: tokens.typography.displayFamily }) as const;

/**
 * docs/product.md §2, §4 and §9 with docs/product.md §10.2: a play asks the server, the planchette glides for 2 s to the
 * value the server chose, then the result dialog opens and the play is recorded; the board stays locked for 24 hours.
 */
export function OuijaBoard({ generate, timeZone }: OuijaBoardProps) {
  const text = useText();
  const server = useServerMessages();
  const intl = useIntl();
  const toast = useToast();
  const hydrated = useHydrated();
  const [playedNow, setLastPlayed] = useState<number | null>(null);
  const lastPlayed = playedNow ?? (hydrated ? readLastPlayed() : null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState(false);
  const [position, setPosition] = useState(PLANCHETTE_HOME);
  const [result, setResult] = useState<DiscountResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [wonNow, setSavedDiscount] = useState<DiscountResult | null>(null);
  const savedDiscount = wonNow ?? (hydrated ? readDiscount() : null);
  const mounted = useRef(true);
  const locked = isLocked(lastPlayed, now);

  useEffect(() => {
    mounted.current = true;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
    };
  }, []);

  const lock = useCallback((at: number) => {
    recordPlay(at);
    setLastPlayed(at);
    setNow(at);
  }, []);

  const play = async () => {
    if (busy || locked) return;
    setBusy(true);
    try {
      const discount = await generate();
      if (!mounted.current) return;
      setMoving(true);
      setPosition(spotOf(discount.value));
      await wait(PLANCHETTE_MOVE_MS);
      if (!mounted.current) return;
      setMoving(false);
      saveDiscount(discount);
      setSavedDiscount(discount);
      lock(Date.now());
      setResult(discount);
      setDialogOpen(true);
    } catch (error) {
      if (!mounted.current) return;
      const apiError = error as ApiError;
      const code = errorCode(apiError);
      const message = server.message(apiError);
      setMoving(false);
      setPosition(PLANCHETTE_HOME);
      if (code === 'DISCOUNT_ALREADY_RECEIVED') {
        lock(Date.now());
        toast({
          title: text('ouija.played.title'),
          description: text('ouija.played.description'),
          variant: 'destructive',
        });
      } else if (code === 'DISCOUNT_CODES_GONE' && message) {
        // The imported codes ran out and staff allow no generated ones: the server's polite words, no lock (the visitor may come back tomorrow).
        toast({ title: text('ouija.gone.title'), description: message, variant: 'destructive' });
      } else {
        toast({ title: text('ouija.failed.title'), description: text('ouija.failed.description'), variant: 'destructive' });
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const copy = useCopyWithToast(
    { title: text('ouija.copied.title'), description: text('ouija.copied.description') },
    { title: text('ouija.notCopied.title'), description: text('ouija.notCopied.description') },
  );

  const planchetteLabel = text(locked ? 'ouija.planchette.locked' : busy ? 'ouija.planchette.moving' : 'ouija.planchette.ask');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <Box
        data-testid="ouija-board"
        data-locked={locked ? 'true' : 'false'}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 760,
          aspectRatio: { xs: '1 / 1', sm: '7 / 5' },
          borderRadius: { xs: '24px', sm: '48px' },
          border: '3px solid #7a4a1c',
          boxShadow: 'inset 0 0 60px rgba(0,0,0,0.85), 0 0 40px rgba(214,40,40,0.25)',
          background: 'radial-gradient(ellipse at center, #5a3a1a 0%, #3b2410 55%, #1f1208 100%)',
          color: '#f3e2c0',
          overflow: 'hidden',
          userSelect: 'none',
        }}
      >
        <Typography
          component="h2"
          sx={{
            ...boardLettering('6%'),
            fontSize: { xs: '1.5rem', sm: '2.2rem' },
            letterSpacing: '0.12em',
            color: '#f3e2c0',
            textShadow: '0 0 12px rgba(247,127,0,0.6)',
          }}
        >
          {text('ouija.board.title')}
        </Typography>
        <LightModeIcon
          aria-hidden="true"
          sx={{ position: 'absolute', top: '7%', left: '7%', fontSize: { xs: '1.4rem', sm: '2rem' }, color: '#f3e2c0' }}
        />
        <DarkModeIcon
          aria-hidden="true"
          sx={{ position: 'absolute', top: '7%', right: '7%', fontSize: { xs: '1.4rem', sm: '2rem' }, color: '#f3e2c0' }}
        />
        <Box component="ul" aria-label={text('ouija.board.choices')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {Object.entries(BOARD_SPOTS).map(([value, spot]) => {
            const chosen = !moving && result?.value === value && position.x === spot.x && position.y === spot.y;
            return (
              <Box
                component="li"
                key={value}
                sx={{
                  position: 'absolute',
                  left: `${spot.x}%`,
                  top: `${spot.y}%`,
                  transform: 'translate(-50%, -50%)',
                  fontFamily: tokens.typography.displayFamily,
                  fontSize: { xs: '1.45rem', sm: '2.3rem' },
                  color: chosen ? '#fcbf49' : '#f3e2c0',
                  textShadow: chosen ? tokens.effects.emberGlow : '0 2px 4px rgba(0,0,0,0.8)',
                  transition: 'color 0.4s, text-shadow 0.4s',
                }}
              >
                {value}
              </Box>
            );
          })}
        </Box>
        <Typography
          aria-hidden="true"
          sx={{
            ...boardLettering('57%'),
            fontSize: { xs: '1.6rem', sm: '2.6rem' },
            letterSpacing: '0.3em',
            color: 'rgba(243,226,192,0.85)',
          }}
        >
          {text('ouija.board.goodLuck')}
        </Typography>
        <Box
          component="button"
          type="button"
          aria-label={planchetteLabel}
          aria-disabled={locked || busy}
          aria-describedby="ouija-instructions"
          data-testid="planchette"
          onClick={() => void play()}
          sx={{
            position: 'absolute',
            left: `${position.x}%`,
            top: `${position.y}%`,
            transform: 'translate(-50%, -50%)',
            width: { xs: 68, sm: 92 },
            height: { xs: 80, sm: 108 },
            p: 0,
            border: '2px solid #d9b98a',
            borderRadius: '50% 50% 46% 46% / 62% 62% 38% 38%',
            background: 'radial-gradient(circle at 50% 42%, transparent 0 13px, #e8d2a8 14px 100%)',
            boxShadow: moving ? '0 0 28px 8px rgba(252,191,73,0.85), 0 0 60px rgba(214,40,40,0.6)' : '0 6px 14px rgba(0,0,0,0.6)',
            transition: `left ${PLANCHETTE_MOVE_MS}ms cubic-bezier(0.45, 0, 0.2, 1), top ${PLANCHETTE_MOVE_MS}ms cubic-bezier(0.45, 0, 0.2, 1), box-shadow 0.4s`,
            cursor: locked ? 'not-allowed' : busy ? 'progress' : 'pointer',
            opacity: locked && !result ? 0.65 : 1,
            animation:
              busy && !moving ? 'ouijaSeek 0.9s ease-in-out infinite' : !locked && !busy ? 'ouijaIdle 3s ease-in-out infinite' : 'none',
            '@keyframes ouijaIdle': {
              '0%, 100%': { filter: 'drop-shadow(0 0 0 rgba(252,191,73,0))' },
              '50%': { filter: 'drop-shadow(0 0 10px rgba(252,191,73,0.75))' },
            },
            '@keyframes ouijaSeek': { '0%, 100%': { marginLeft: '-6px' }, '50%': { marginLeft: '6px' } },
            '&:focus-visible': { outline: 'none', boxShadow: `${tokens.effects.focusRing}, 0 0 24px rgba(252,191,73,0.6)` },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>

      <Box id="ouija-instructions" role="status" sx={{ textAlign: 'center', minHeight: 56 }}>
        {locked ? (
          <>
            <Typography sx={{ fontWeight: 700, color: 'secondary.light', fontSize: '1.1rem' }}>{text('ouija.board.locked')}</Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{text('ouija.board.locked.more')}</Typography>
          </>
        ) : (
          <Typography sx={{ fontSize: '1.1rem', color: 'text.primary' }}>
            {text(busy ? 'ouija.board.moving' : 'ouija.board.ask')}
          </Typography>
        )}
      </Box>

      {locked && savedDiscount && !dialogOpen && (
        <Box sx={{ textAlign: 'center', p: 2, borderRadius: 2, border: tokens.effects.cardBorder, bgcolor: 'background.paper' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {text('ouija.saved.code', { value: savedDiscount.value })}{' '}
            <Box component="strong" sx={{ color: 'secondary.light', fontFamily: 'ui-monospace, monospace', letterSpacing: '0.08em' }}>
              {savedDiscount.code}
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {text('ouija.dialog.validUntil', { expiry: formatExpiry(intl, savedDiscount.expires_at, timeZone) })}
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => void copy(savedDiscount.code)}>
            {text('ouija.dialog.copy')}
          </Button>
        </Box>
      )}

      <DiscountDialog
        result={result}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCopy={(code) => void copy(code)}
        timeZone={timeZone}
      />
    </Box>
  );
}
