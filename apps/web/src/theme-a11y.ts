import type { Components, Theme } from '@mui/material';

/**
 * A focus ring every keyboard user can see: a dark ring with a white halo, so it shows on white
 * pages and on the blue top bar alike. Only for keyboard focus (:focus-visible), not mouse clicks.
 */
export const focusRing = {
  outline: '2px solid #0d47a1',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #fff',
} as const;

/** Theme parts for WCAG 2.1 AA: the focus ring and colours axe-core measured too faint. */
export const accessibleComponents: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      'a:focus-visible, [tabindex="0"]:focus-visible': focusRing,
    },
  },
  // Buttons, checkboxes, radios, tabs, list items: MUI clears their outline and marks keyboard focus with a class.
  MuiButtonBase: {
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
  // A disabled field's helper text is still read: MUI's disabled grey (38 % black) is below 4.5:1.
  MuiFormHelperText: {
    styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
  },
};
