/**
 * Operator details and external links shown on public pages. Set them at build time with Vite
 * variables (VITE_…); the defaults name the product without inventing an address or tax number.
 */
const env = import.meta.env;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

export const siteConfig = {
  productName: 'Route Planner',
  /** The operator: a sole-trader business in Poland (spec section 1). */
  operatorName: text(env.VITE_OPERATOR_NAME, 'Route Planner'),
  operatorAddress: text(env.VITE_OPERATOR_ADDRESS, 'Poland'),
  /** Tax details (NIP/VAT); shown on the contact page only when set. */
  operatorTaxId: text(env.VITE_OPERATOR_TAX_ID, ''),
  operatorEmail: text(env.VITE_OPERATOR_EMAIL, ''),
  /** The external help site of the public header; without one, Help leads to the contact form. */
  helpUrl: text(env.VITE_HELP_URL, '/contact'),
  /**
   * The drivers' apps in the stores. Until native apps are published (no URL set), the store
   * buttons lead to the driver web app at /driver, which installs to the home screen.
   */
  googlePlayUrl: text(env.VITE_GOOGLE_PLAY_URL, ''),
  appStoreUrl: text(env.VITE_APP_STORE_URL, ''),
  /** The driver web app (an installable PWA). */
  driverAppPath: '/driver',
} as const;
