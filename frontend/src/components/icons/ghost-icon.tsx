import { createSvgIcon } from '@mui/material/utils';

/** A ghost (the park's mascot) as an icon: MUI's set has none. */
export const GhostIcon = createSvgIcon(
  <path d="M12 2a8 8 0 0 0-8 8v11.2a.8.8 0 0 0 1.37.56L7 20.13l1.63 1.63a.8.8 0 0 0 1.14 0L12 19.53l2.23 2.23a.8.8 0 0 0 1.14 0L17 20.13l1.63 1.63A.8.8 0 0 0 20 21.2V10a8 8 0 0 0-8-8Zm-3 10.5a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5Zm6 0a1.75 1.75 0 1 1 0-3.5 1.75 1.75 0 0 1 0 3.5Z" />,
  'Ghost',
);
