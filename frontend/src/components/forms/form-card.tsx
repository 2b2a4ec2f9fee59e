import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A visitor's form on its page: a card headed by the form's title (an h2 that names the section) and what it is for. */
export function FormCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id={id} component="h2" variant="h3" sx={{ color: 'primary.light', mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
