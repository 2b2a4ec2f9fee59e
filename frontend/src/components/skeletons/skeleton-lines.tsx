import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

/** Placeholder lines of text, one a size; `{}` is a full line. */
export function SkeletonLines({ lines }: { lines: Pick<SkeletonProps, 'width' | 'height'>[] }) {
  return lines.map((size, index) => <Skeleton key={index} {...size} />);
}
