import RouteIcon from '@mui/icons-material/Route';
import { AppBar, Button, Link, Stack, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { siteConfig } from './site-config';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** The public header (spec section 2): Pricing, Help (external), Contact, Log in, Start free trial. */
export function PublicHeader() {
  const help = siteConfig.helpUrl;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
        >
          <RouteIcon color="primary" />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {siteConfig.productName}
          </Typography>
        </Link>
        <Stack component="nav" aria-label="Main" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to="/plans" color="inherit">
            Pricing
          </Button>
          {isExternal(help) ? (
            <Button href={help} target="_blank" rel="noopener noreferrer" color="inherit">
              Help
            </Button>
          ) : (
            <Button component={RouterLink} to={help} color="inherit">
              Help
            </Button>
          )}
          <Button component={RouterLink} to="/contact" color="inherit">
            Contact
          </Button>
          <Button component={RouterLink} to="/login" color="inherit">
            Log in
          </Button>
          <Button component={RouterLink} to="/signup" variant="contained">
            Start free trial
          </Button>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
