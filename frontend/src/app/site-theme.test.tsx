import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import { siteTheme } from './site-theme';

describe('siteTheme', () => {
  it("draws MUI's check boxes, radio buttons and a select's arrow from the sprite, with no paths of their own", () => {
    const { container } = render(
      <ThemeProvider theme={siteTheme}>
        <Checkbox slotProps={{ input: { 'aria-label': 'unchecked' } }} />
        <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'checked' } }} />
        <Radio slotProps={{ input: { 'aria-label': 'radio' } }} />
        <TextField select label="Position" defaultValue="" slotProps={{ select: { native: true } }}>
          <option value="">Select a position</option>
        </TextField>
      </ThemeProvider>,
    );
    const uses = [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(expect.arrayContaining(['/assets/icons.svg#CheckBoxOutlineBlank', '/assets/icons.svg#CheckBox']));
    expect(uses).toContain('/assets/icons.svg#RadioButtonUnchecked');
    expect(uses).toContain('/assets/icons.svg#ArrowDropDown');
    expect(container.querySelectorAll('svg path')).toHaveLength(0);
  });
});
