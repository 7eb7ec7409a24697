import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useMatches } from 'react-router';
import { setUnauthorizedHandler } from './api/client';
import { RedirectIfLoggedIn, RequireAuth } from './auth/guards';
import { session } from './auth/session';
import { PublicLayout } from './components/PublicLayout';
import { lazyPage, lazyScreen, page, type TRouteHandle } from './routing/lazyRoute';
import { plannerRoutes } from './routing/plannerRoutes';
import { RouteErrorScreen } from './routing/RouteErrorScreen';
import { adminRoutes } from './screens/admin/adminRoutes';
import { OnboardingFrom, OnboardingGate } from './screens/onboarding/onboarding-flow';
import { subscriptionPages, testPaymentPages } from './screens/subscription/subscriptionRoutes';

export type { TRouteHandle } from './routing/lazyRoute';

export const DEFAULT_TITLE = 'Route Planner and Optimization';

function TitleFromRoute() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as TRouteHandle | undefined)?.title)?.handle as
    | TRouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | Route Planner` : DEFAULT_TITLE;
  }, [title]);
  return <Outlet />;
}

/*
 * Every screen is split off and fetched on first visit, so a public page loads only its own code
 * and the planner's (map, date pickers, spreadsheet import) is fetched only after log-in.
 */

/**
 * Pages under a layout, with the error element between them, so a failure (such as a page's code
 * not loading) shows inside the layout, keeping the header or the sidebar and map around it.
 */
function withinLayoutErrors(...pages: RouteObject[]): RouteObject {
  return { errorElement: <RouteErrorScreen />, children: pages };
}

/** Public pages: no sidebar (spec section 2); header, footer and cookie banner from PublicLayout. */
const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      withinLayoutErrors(
        lazyPage('/', '', 'MainHome', async () => {
          const { HomeScreen } = await import('./screens/public/HomeScreen');
          return <HomeScreen />;
        }),
        lazyPage('/login', 'Login', 'Login', async () => {
          const { LoginScreen } = await import('./screens/auth/LoginScreen');
          return (
            <RedirectIfLoggedIn>
              <LoginScreen />
            </RedirectIfLoggedIn>
          );
        }),
        lazyPage('/signup', 'Sign up', 'Signup', async () => {
          const { SignupScreen } = await import('./screens/auth/SignupScreen');
          return <SignupScreen />;
        }),
        lazyPage('/forgot-password', 'Forgot password', 'ForgotPassword', async () => {
          const { ForgotPasswordScreen } = await import('./screens/auth/ForgotPasswordScreen');
          return <ForgotPasswordScreen />;
        }),
        lazyPage('/reset-password/:resetToken', 'Reset password', 'ResetPassword', async () => {
          const { ResetPasswordScreen } = await import('./screens/auth/ResetPasswordScreen');
          return <ResetPasswordScreen />;
        }),
        lazyPage('/verify-email/:token', 'Verify e-mail', 'VerifyEmail', async () => {
          const { VerifyEmailScreen } = await import('./screens/auth/VerifyEmailScreen');
          return <VerifyEmailScreen />;
        }),
        lazyPage('/contact', 'Contact', 'Contact', async () => {
          const { ContactScreen } = await import('./screens/public/ContactScreen');
          return <ContactScreen />;
        }),
        lazyPage('/plans', 'Pricing', 'MainPlans', async () => {
          const { PricingScreen } = await import('./screens/public/PricingScreen');
          return <PricingScreen />;
        }),
        lazyPage('/legal', 'Terms of service', 'MainTerms', async () => {
          const { TermsScreen } = await import('./screens/public/TermsScreen');
          return <TermsScreen />;
        }),
        lazyPage('/privacy-policy', 'Privacy policy', 'MainPrivacyPolicy', async () => {
          const { PrivacyScreen } = await import('./screens/public/PrivacyScreen');
          return <PrivacyScreen />;
        }),
      ),
    ],
  },
];

/**
 * The driver's phone app: its own full-screen layout (no public header, no sidebar), fetched
 * only when /driver is opened. It signs in by itself, so it is outside RequireAuth.
 */
const driverRoutes: RouteObject[] = [
  withinLayoutErrors(
    lazyPage('/driver/*', 'Driver', 'Driver', async () => {
      const { DriverApp } = await import('./driver/DriverApp');
      return <DriverApp />;
    }),
  ),
];

/** Onboarding and settings pages in the sidebar (steps only when reached from the previous one). */
const OnboardingTeamScreen = lazyScreen(() =>
  import('./screens/onboarding/OnboardingTeamScreen').then((m) => m.OnboardingTeamScreen),
);
const OnboardingDepotScreen = lazyScreen(() =>
  import('./screens/onboarding/OnboardingDepotScreen').then((m) => m.OnboardingDepotScreen),
);
const OnboardingMembersScreen = lazyScreen(() =>
  import('./screens/onboarding/OnboardingMembersScreen').then((m) => m.OnboardingMembersScreen),
);
const DashboardScreen = lazyScreen(() =>
  import('./screens/dashboard/DashboardScreen').then((m) => m.DashboardScreen),
);
const TeamScreen = lazyScreen(() => import('./screens/team/TeamScreen').then((m) => m.TeamScreen));
const PreferencesScreen = lazyScreen(() =>
  import('./screens/preferences/PreferencesScreen').then((m) => m.PreferencesScreen),
);
const ProfileScreen = lazyScreen(() =>
  import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen),
);
const SidebarLayout = lazyScreen(() => import('./layout/SidebarLayout').then((m) => m.SidebarLayout));

const foundationSidebarRoutes: RouteObject[] = [
  page(
    '/onboarding',
    'Name your team',
    'OnboardingTeam',
    <OnboardingGate after={OnboardingFrom.Signup}>
      <OnboardingTeamScreen />
    </OnboardingGate>,
  ),
  page(
    '/onboardingdepot',
    'Depot details',
    'OnboardingDepot',
    <OnboardingGate after={OnboardingFrom.Team}>
      <OnboardingDepotScreen />
    </OnboardingGate>,
  ),
  page(
    '/onboardingteammembers',
    'Invite team members',
    'OnboardingTeamMembers',
    <OnboardingGate after={OnboardingFrom.Depot}>
      <OnboardingMembersScreen />
    </OnboardingGate>,
  ),
  page('/dashboard', 'Dashboard', 'Dashboard', <DashboardScreen />),
  page('/team', 'Team members', 'Team', <TeamScreen />),
  page('/preferences', 'Route setup preferences', 'Preferences', <PreferencesScreen />),
  page('/profile', 'Personal profile', 'profile', <ProfileScreen />),
];

/** Authenticated pages with the sidebar beside the map. */
const sidebarRoutes: RouteObject[] = [...foundationSidebarRoutes, ...plannerRoutes];

export const routes: RouteObject[] = [
  {
    element: <TitleFromRoute />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: null,
    children: [
      ...publicRoutes,
      ...driverRoutes,
      {
        element: (
          <RequireAuth>
            <SidebarLayout />
          </RequireAuth>
        ),
        children: [withinLayoutErrors(...sidebarRoutes)],
      },
      {
        element: (
          <RequireAuth kind="subscription">
            <SidebarLayout />
          </RequireAuth>
        ),
        children: [withinLayoutErrors(...subscriptionPages)],
      },
      {
        element: (
          <RequireAuth kind="subscription">
            <Outlet />
          </RequireAuth>
        ),
        children: [withinLayoutErrors(...testPaymentPages)],
      },
      adminRoutes,
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    session.clear();
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  return router;
}
