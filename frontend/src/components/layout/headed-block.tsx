import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface HeadedBlockProps {
  title: string;
  /** The heading's level (after the page's outline) and look. */
  heading: { component: 'h2' | 'h3' } & Pick<TypographyProps, 'variant' | 'sx'>;
  component?: 'div' | 'section';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A heading and what it heads. */
export function HeadedBlock({ title, heading, component = 'div', sx, children }: HeadedBlockProps) {
  return (
    <Box component={component} sx={sx}>
      <Typography {...heading}>{title}</Typography>
      {children}
    </Box>
  );
}
