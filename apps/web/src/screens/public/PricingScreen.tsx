import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  Container,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PlanRules, TRIAL_LENGTH_DAYS } from '@rp/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const { free, professional } = PlanRules;
const yes = <CheckIcon color="success" aria-label="Included" />;

/** Rows of the comparison: feature, Free, Professional. */
const rows: [string, ReactNode, ReactNode][] = [
  ['Price', `${free.pricePerDriverMonth} / month`, `${professional.pricePerDriverMonth} per driver / month`],
  ['Drivers', String(free.maxDrivers), professional.maxDrivers ?? 'Unlimited'],
  ['Locations per route', String(free.maxStopsPerRoute), String(professional.maxStopsPerRoute)],
  ['Route optimization', yes, yes],
  ['Spreadsheet import', yes, yes],
  ['Driver app with proof of delivery', yes, yes],
  ['Live driver positions', yes, yes],
  ['Delivery history', 'Unlimited', 'Unlimited'],
];

/**
 * MainPlans /plans: Free versus Professional, each with 'Start free trial', which signs up with the
 * plan picked, so onboarding ends on the Subscription page.
 */
export function PricingScreen() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Pricing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every new team gets a {TRIAL_LENGTH_DAYS}-day free trial with all Professional features. Afterwards,
        subscribe to Professional or continue on Free.
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        {/* Narrower cell padding on phones, so the three columns fit a 390 px screen. */}
        <Table aria-label="Plans compared" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="center">
                <Typography variant="h6" component="h2">
                  {free.name}
                </Typography>
              </TableCell>
              <TableCell align="center">
                <Typography variant="h6" component="h2">
                  {professional.name}
                </Typography>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([feature, a, b]) => (
              <TableRow key={feature}>
                <TableCell component="th" scope="row">
                  {feature}
                </TableCell>
                <TableCell align="center">{a}</TableCell>
                <TableCell align="center">{b}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell />
              <TableCell align="center">
                <Button component={RouterLink} to="/signup?plan=free" variant="outlined">
                  Start free trial
                </Button>
              </TableCell>
              <TableCell align="center">
                <Button component={RouterLink} to="/signup?plan=professional" variant="contained">
                  Start free trial
                </Button>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
