import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AppStoreButtons } from './AppStoreButtons';
import { siteConfig } from './site-config';

/** Footer of the public pages: the drivers' app store links and the legal pages. */
export function PublicFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50', py: 4, mt: 6 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={1}>
            <Typography variant="subtitle2">Driver app</Typography>
            <AppStoreButtons />
          </Stack>
          <Stack
            direction="row"
            component="nav"
            aria-label="Legal"
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, '& a': { whiteSpace: 'nowrap' } }}
          >
            <Link component={RouterLink} to="/plans">
              Pricing
            </Link>
            <Link component={RouterLink} to="/legal">
              Terms of service
            </Link>
            <Link component={RouterLink} to="/privacy-policy">
              Privacy policy
            </Link>
            <Link component={RouterLink} to="/contact">
              Contact
            </Link>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {siteConfig.operatorName}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
