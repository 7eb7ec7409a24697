import { createTheme } from '@mui/material';
import { accessibleComponents } from './theme-a11y';

export const theme = createTheme({
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00796b' } },
  shape: { borderRadius: 8 },
  components: { MuiButton: { defaultProps: { disableElevation: true } }, ...accessibleComponents },
});
