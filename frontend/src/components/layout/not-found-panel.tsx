import { SearchOff as SearchOffIcon } from '../icons/site-icons';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a page shows in place of a record that does not exist (a story, a job): a heading, why, and a way on. */
export function NotFoundPanel({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 12, md: 16 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden="true" sx={{ fontSize: '4rem', color: 'primary.light' }} />
      <Typography variant="h1" sx={{ color: 'primary.light', mt: 2, fontSize: 'clamp(2.2rem, 8vw, 3.5rem)' }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4 }}>{children}</Typography>
      {action}
    </Container>
  );
}
