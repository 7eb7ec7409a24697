import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { DialogsProvider } from './components/dialogs';
import { theme } from './theme';

/** The providers every screen runs inside: data, theme, dialogs. The screens' tests use them too. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <DialogsProvider>{children}</DialogsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The app's providers around its router: one tree for the browser and for the home page the build
 * renders to HTML (build/prerender-pages.ts), so hydrating that HTML finds the same markup.
 */
export function AppRoot({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** The router once its first page's lazily loaded code is in, so its first render is that page. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
