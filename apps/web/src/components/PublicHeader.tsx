import MenuIcon from '@mui/icons-material/Menu';
import RouteIcon from '@mui/icons-material/Route';
import { AppBar, Button, IconButton, Link, Menu, MenuItem, Stack, Toolbar, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteConfig } from './site-config';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** Where the header's links go; Help may be an external site, opened in a new tab. */
const helpLink = (href: string) =>
  isExternal(href)
    ? ({ href, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: RouterLink, to: href } as const);

/** The header's links in a row, for screens wide enough to hold them. */
function WideNav() {
  return (
    <Stack
      component="nav"
      aria-label="Main"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}
    >
      <Button component={RouterLink} to="/plans" color="inherit">
        Pricing
      </Button>
      <Button {...helpLink(siteConfig.helpUrl)} color="inherit">
        Help
      </Button>
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
  );
}

/** The same links folded behind a menu button, for phones and narrow windows. */
function NarrowNav() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Stack component="nav" aria-label="Main" sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        aria-label="Open menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        edge="end"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem component={RouterLink} to="/plans" onClick={close}>
          Pricing
        </MenuItem>
        <MenuItem {...helpLink(siteConfig.helpUrl)} onClick={close}>
          Help
        </MenuItem>
        <MenuItem component={RouterLink} to="/contact" onClick={close}>
          Contact
        </MenuItem>
        <MenuItem component={RouterLink} to="/login" onClick={close}>
          Log in
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to="/signup"
          onClick={close}
          sx={{ color: 'primary.main', fontWeight: 600 }}
        >
          Start free trial
        </MenuItem>
      </Menu>
    </Stack>
  );
}

/**
 * The public header (spec section 2): Pricing, Help (external), Contact, Log in, Start free trial;
 * below the md breakpoint they fold into a menu so the header fits a phone.
 */
export function PublicHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', minWidth: 0 }}
        >
          <RouteIcon color="primary" />
          <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
            {siteConfig.productName}
          </Typography>
        </Link>
        <WideNav />
        <NarrowNav />
      </Toolbar>
    </AppBar>
  );
}
