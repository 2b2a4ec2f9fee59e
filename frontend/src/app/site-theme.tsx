import { createTheme } from '@mui/material/styles';
import {
  ArrowDropDown,
  CheckBox,
  CheckBoxOutlineBlank,
  IndeterminateCheckBox,
  RadioButtonChecked,
  RadioButtonUnchecked,
} from '../components/icons/site-icons';
import { theme } from '../theme/theme';

/**
 * The theme with the icons MUI's own controls draw (check boxes, radio buttons, a select's arrow) taken
 * from the sprite as well, so that no page writes an icon's paths (components/icons/sprite-icon.tsx).
 */
export const siteTheme = createTheme(theme, {
  components: {
    MuiCheckbox: {
      defaultProps: { icon: <CheckBoxOutlineBlank />, checkedIcon: <CheckBox />, indeterminateIcon: <IndeterminateCheckBox /> },
    },
    MuiRadio: { defaultProps: { icon: <RadioButtonUnchecked />, checkedIcon: <RadioButtonChecked /> } },
    MuiSelect: { defaultProps: { IconComponent: ArrowDropDown } },
  },
});
