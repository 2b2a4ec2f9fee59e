import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, type RegionSlug } from '../../config/paths';
import { INTENSITY_LEVELS, intensityLevelLabel, useIntensityWords } from '../../components/attractions/intensity-words';
import { attractionFilterSearch, hasFilters, type AttractionFilters } from '../../lib/attraction-filters';
import { nativeCheckboxLabelSx, nativeFieldSx, nativeLabelSx } from '../../components/forms/native-field';
import { useText } from '../../i18n/text';

/**
 * The attractions page's filters: a plain GET form, so it works before the page's JavaScript runs (and without it),
 * and every filtered list has its own address to share. With JavaScript the form navigates without a reload. Its
 * fields are native ones styled like the site's (native-field.ts): MUI's would double the page's form code.
 */
export function AttractionFilterForm({
  filters,
  region,
  shown,
  total,
  loaded,
}: {
  filters: AttractionFilters;
  region: RegionSlug;
  shown: number;
  total: number;
  loaded: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const intensityWords = useIntensityWords();
  const text = useText();
  const action = paths.attractions.getHref(region);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const number = (name: string) => (data.get(name) ? Number(data.get(name)) : undefined);
    void navigate(
      action +
        attractionFilterSearch({
          minIntensity: number('minIntensity'),
          maxIntensity: number('maxIntensity'),
          age: number('age'),
          noStrobe: data.get('noStrobe') === '1',
          wheelchair: data.get('wheelchair') === '1',
        }),
    );
  };
  return (
    <Container maxWidth="lg" sx={{ pt: 4 }}>
      <Box
        component="form"
        method="get"
        action={action}
        onSubmit={submit}
        aria-labelledby="attraction-filters"
        key={attractionFilterSearch(filters)}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id="attraction-filters" component="h2" variant="h5">
          {text('attractions.filters.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {(['minIntensity', 'maxIntensity'] as const).map((name) => (
            <Box key={name}>
              <Box component="label" htmlFor={`${id}-${name}`} sx={nativeLabelSx()}>
                {text(name === 'minIntensity' ? 'attractions.filters.minIntensity' : 'attractions.filters.maxIntensity')}
              </Box>
              <Box component="select" id={`${id}-${name}`} name={name} defaultValue={filters[name] ?? ''} sx={nativeFieldSx()}>
                <option value="">{text('attractions.filters.any')}</option>
                {INTENSITY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {intensityLevelLabel(level, intensityWords)}
                  </option>
                ))}
              </Box>
            </Box>
          ))}
          <Box>
            <Box component="label" htmlFor={`${id}-age`} sx={nativeLabelSx()}>
              {text('attractions.filters.age')}
            </Box>
            <Box
              component="input"
              id={`${id}-age`}
              name="age"
              type="number"
              min={0}
              max={99}
              inputMode="numeric"
              defaultValue={filters.age ?? ''}
              sx={nativeFieldSx()}
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Box component="label" sx={nativeCheckboxLabelSx}>
            <input type="checkbox" name="noStrobe" value="1" defaultChecked={filters.noStrobe ?? false} />
            {text('attractions.filters.noStrobe')}
          </Box>
          <Box component="label" sx={nativeCheckboxLabelSx}>
            <input type="checkbox" name="wheelchair" value="1" defaultChecked={filters.wheelchair ?? false} />
            {text('attractions.filters.wheelchair')}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {text('attractions.filters.submit')}
          </Button>
          {hasFilters(filters) && (
            <Button component={RouterLink} to={action} variant="text">
              {text('attractions.filters.clear')}
            </Button>
          )}
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {loaded && hasFilters(filters) ? text('attractions.filters.matching', { shown, total }) : ''}
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}
