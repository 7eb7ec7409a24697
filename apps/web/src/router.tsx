import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useMatches } from 'react-router';
import { setUnauthorizedHandler } from './api/client';
import { RedirectIfLoggedIn, RequireAuth } from './auth/guards';
import { session } from './auth/session';
import { PublicLayout } from './components/PublicLayout';
import { SidebarLayout } from './layout/SidebarLayout';
import { ForgotPasswordScreen } from './screens/auth/ForgotPasswordScreen';
import { LoginScreen } from './screens/auth/LoginScreen';
import { ResetPasswordScreen } from './screens/auth/ResetPasswordScreen';
import { SignupScreen } from './screens/auth/SignupScreen';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { OnboardingDepotScreen } from './screens/onboarding/OnboardingDepotScreen';
import { OnboardingMembersScreen } from './screens/onboarding/OnboardingMembersScreen';
import { OnboardingTeamScreen } from './screens/onboarding/OnboardingTeamScreen';
import { OnboardingFrom, OnboardingGate } from './screens/onboarding/onboarding-flow';
import { PreferencesScreen } from './screens/preferences/PreferencesScreen';
import { ProfileScreen } from './screens/profile/ProfileScreen';
import { ContactScreen } from './screens/public/ContactScreen';
import { HomeScreen } from './screens/public/HomeScreen';
import { PricingScreen } from './screens/public/PricingScreen';
import { PrivacyScreen } from './screens/public/PrivacyScreen';
import { TermsScreen } from './screens/public/TermsScreen';
import { plannerRoutes } from './screens/routes/plannerRoutes';
import { SubscriptionScreen } from './screens/subscription/SubscriptionScreen';
import { TeamScreen } from './screens/team/TeamScreen';

export const DEFAULT_TITLE = 'Route Planner and Optimization';

/** Route metadata: the page title (spec section 2). */
export interface TRouteHandle {
  title?: string;
}

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

const page = (path: string, title: string, element: React.ReactNode, name?: string): RouteObject => ({
  path,
  element,
  handle: { title, name } satisfies TRouteHandle & { name?: string },
});

/** Public pages: no sidebar (spec section 2); header, footer and cookie banner from PublicLayout. */
const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      page('/', '', <HomeScreen />, 'MainHome'),
      page(
        '/login',
        'Login',
        <RedirectIfLoggedIn>
          <LoginScreen />
        </RedirectIfLoggedIn>,
        'Login',
      ),
      page('/signup', 'Sign up', <SignupScreen />, 'Signup'),
      page('/forgot-password', 'Forgot password', <ForgotPasswordScreen />, 'ForgotPassword'),
      page('/reset-password/:resetToken', 'Reset password', <ResetPasswordScreen />, 'ResetPassword'),
      page('/contact', 'Contact', <ContactScreen />, 'Contact'),
      page('/plans', 'Pricing', <PricingScreen />, 'MainPlans'),
      page('/legal', 'Terms of service', <TermsScreen />, 'MainTerms'),
      page('/privacy-policy', 'Privacy policy', <PrivacyScreen />, 'MainPrivacyPolicy'),
    ],
  },
];

/** Onboarding and settings pages in the sidebar (steps only when reached from the previous one). */
const foundationSidebarRoutes: RouteObject[] = [
  page(
    '/onboarding',
    'Name your team',
    <OnboardingGate after={OnboardingFrom.Signup}>
      <OnboardingTeamScreen />
    </OnboardingGate>,
    'OnboardingTeam',
  ),
  page(
    '/onboardingdepot',
    'Depot details',
    <OnboardingGate after={OnboardingFrom.Team}>
      <OnboardingDepotScreen />
    </OnboardingGate>,
    'OnboardingDepot',
  ),
  page(
    '/onboardingteammembers',
    'Invite team members',
    <OnboardingGate after={OnboardingFrom.Depot}>
      <OnboardingMembersScreen />
    </OnboardingGate>,
    'OnboardingTeamMembers',
  ),
  page('/dashboard', 'Dashboard', <DashboardScreen />, 'Dashboard'),
  page('/team', 'Team members', <TeamScreen />, 'Team'),
  page('/preferences', 'Route setup preferences', <PreferencesScreen />, 'Preferences'),
  page('/profile', 'Personal profile', <ProfileScreen />, 'profile'),
];

/** Pages a lapsed team (402) may still open: checked with /verify-token3/. */
const subscriptionRoutes: RouteObject[] = [
  page('/subscription', 'Subscription', <SubscriptionScreen />, 'Subscription'),
];

/** Authenticated pages with the sidebar beside the map. */
const sidebarRoutes: RouteObject[] = [...foundationSidebarRoutes, ...plannerRoutes];

export const routes: RouteObject[] = [
  {
    element: <TitleFromRoute />,
    children: [
      ...publicRoutes,
      {
        element: (
          <RequireAuth>
            <SidebarLayout />
          </RequireAuth>
        ),
        children: sidebarRoutes,
      },
      {
        element: (
          <RequireAuth kind="subscription">
            <SidebarLayout />
          </RequireAuth>
        ),
        children: subscriptionRoutes,
      },
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
