import MenuItem from '@mui/material/MenuItem';
import { regionListArgs } from '../../../api/enhanced-api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAttractionsListQuery, type RegionKey as Region } from '../../../api/generated-public';
import { FormikTextField } from '../shared/form-fields';

/** The attraction the story inspires, among the region's attractions; None by default. */
export function AttractionSelect({ region, disabled }: { region: Region; disabled: boolean }) {
  // A new story has no region until the regions are loaded.
  const { data } = useAttractionsListQuery(region ? regionListArgs(region) : skipToken);
  return (
    <FormikTextField
      name="attractionId"
      label="Inspired Attraction"
      select
      fullWidth
      disabled={disabled}
      helperText="The story page shows its card; the attraction lists the story"
    >
      <MenuItem value={0}>None</MenuItem>
      {data?.items.map((attraction) => (
        <MenuItem key={attraction.id} value={attraction.id}>
          {attraction.title}
        </MenuItem>
      ))}
    </FormikTextField>
  );
}
