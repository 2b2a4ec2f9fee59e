import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Rating from '@mui/material/Rating';
import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import { siteTheme } from './site-theme';

describe('siteTheme', () => {
  it("draws MUI's check boxes, radio buttons and rating stars from the sprite, with no paths of their own", () => {
    const { container } = render(
      <ThemeProvider theme={siteTheme}>
        <Checkbox inputProps={{ 'aria-label': 'unchecked' }} />
        <Checkbox defaultChecked inputProps={{ 'aria-label': 'checked' }} />
        <Radio inputProps={{ 'aria-label': 'radio' }} />
        <Rating value={3} readOnly />
      </ThemeProvider>,
    );
    const uses = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(expect.arrayContaining(['/assets/icons.svg#CheckBoxOutlineBlank', '/assets/icons.svg#CheckBox']));
    expect(uses).toContain('/assets/icons.svg#RadioButtonUnchecked');
    expect(uses.filter((href) => href === '/assets/icons.svg#Star')).toHaveLength(3);
    expect(uses.filter((href) => href === '/assets/icons.svg#StarBorder')).toHaveLength(2);
    expect(container.querySelectorAll('svg path')).toHaveLength(0);
  });
});
