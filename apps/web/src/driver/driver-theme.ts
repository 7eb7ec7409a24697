import { createTheme } from '@mui/material';
import { theme } from '../theme';

/** White text on these reaches 7:1 (WCAG AAA), readable on a phone in sunlight. */
const AAA_ON_WHITE_TEXT = {
  primary: { main: '#0d47a1', dark: '#0a3372', contrastText: '#fff' },
  success: { main: '#1b5e20', dark: '#124116', contrastText: '#fff' },
  error: { main: '#a31515', dark: '#7a1010', contrastText: '#fff' },
} as const;

/** Every button a thumb can hit: at least 44×44 px (WCAG 2.5.5). */
const THUMB_SIZE = { minWidth: 44, minHeight: 44 } as const;

/**
 * A text button never narrower than its longest word, so with the phone's text at 200 % a row of
 * buttons wraps instead of cutting 'Delivered' off (a word and its padding are wider than 44 px).
 */
const WHOLE_WORDS = { minWidth: 'min-content', minHeight: 44 } as const;

/**
 * The planner's theme with the driver's needs on top: AAA colours for the main actions and
 * buttons big enough for a thumb. Sizes stay in rem, so the phone's text size scales them.
 */
export const driverTheme = createTheme(theme, {
  palette: AAA_ON_WHITE_TEXT,
  components: {
    MuiButton: { styleOverrides: { root: WHOLE_WORDS } },
    MuiIconButton: { styleOverrides: { root: THUMB_SIZE } },
  },
});
