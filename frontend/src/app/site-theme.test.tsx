import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import { siteTheme } from './site-theme';

describe('siteTheme', () => {
  it("draws MUI's check boxes, radio buttons, rating stars and a select's arrow from the sprite, with no paths of their own", () => {
    const { container } = render(
      <ThemeProvider theme={siteTheme}>
        <Checkbox slotProps={{ input: { 'aria-label': 'unchecked' } }} />
        <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'checked' } }} />
        <Radio slotProps={{ input: { 'aria-label': 'radio' } }} />
        <Rating value={3} readOnly />
        <TextField select label="Position" defaultValue="" slotProps={{ select: { native: true } }}>
          <option value="">Select a position</option>
        </TextField>
      </ThemeProvider>,
    );
    const uses = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(expect.arrayContaining(['/assets/icons.svg#CheckBoxOutlineBlank', '/assets/icons.svg#CheckBox']));
    expect(uses).toContain('/assets/icons.svg#RadioButtonUnchecked');
    expect(uses).toContain('/assets/icons.svg#ArrowDropDown');
    expect(uses.filter((href) => href === '/assets/icons.svg#Star')).toHaveLength(3);
    expect(uses.filter((href) => href === '/assets/icons.svg#StarBorder')).toHaveLength(2);
    expect(container.querySelectorAll('svg path')).toHaveLength(0);
  });
});
