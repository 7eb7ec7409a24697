#!/usr/bin/env node
// Gzip JavaScript each page loads, read from Vite's build manifest (run `npm run build` first).
// A page loads the entry, its static imports (modulepreload) and the lazy route modules it needs,
// each with their own static imports. Exits 1 when a public page is over the budget or bundles a
// planner-only package (checked in the source maps the build writes), or when any file bundles the
// API calls' schemas, which only development and tests use (see ARCHITECTURE.md, "API table").
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Lowered as the first pages were split (the entry was 212 KB, then 188.1 KB, then 186.0 KB; /driver
// 249.9 KB, then 243.1 KB), so the room won is kept: a phone on a slow network waits about 5 ms for each KB.
const PUBLIC_PAGE_BUDGET_BYTES = 246 * 1024;
const ENTRY_BUDGET_BYTES = 187 * 1024;
/**
 * The driver's sign-in on a phone (issue 22): 199.9 KB once the schemas and MUI's Select left it,
 * 199.3 KB once MUI's small shared parts were one file.
 */
const DRIVER_PAGE_BUDGET_BYTES = 201 * 1024;
/** The schema library: only forms and the signed-in screens need it, never the entry every page loads. */
const NOT_IN_ENTRY_PACKAGES = ['zod'];
/** Nor the driver's sign-in: the outbox checks its ids with the schemas only after log-in. */
const NOT_IN_DRIVER_PACKAGES = [...NOT_IN_ENTRY_PACKAGES];
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
const ENTRY = 'index.html';
/** Packages only the signed-in planner needs; a public page that loads one of them is a failure. */
const PLANNER_ONLY_PACKAGES = [
  'leaflet',
  'react-leaflet',
  '@react-leaflet/core',
  '@mui/x-date-pickers',
  'read-excel-file',
  'papaparse',
  'socket.io-client',
  'engine.io-client',
  'maplibre-gl',
  '@maplibre/maplibre-gl-leaflet',
  'pmtiles',
  '@protomaps/basemaps',
  'world-atlas',
  'topojson-client',
];

/** Contracts modules of the API table that the build must leave out: all but the routes' own. */
const CALL_TABLE_SOURCE =
  /packages\/contracts\/src\/api\/(?!define\.ts|call-path\.ts|call-routes\.ts|routes-only\.ts)/;

/** Route modules the router loads lazily for each page (source paths as the manifest names them). */
const publicPages = {
  '/': ['src/screens/public/HomeScreen.tsx'],
  '/plans': ['src/screens/public/PricingScreen.tsx'],
  '/legal': ['src/screens/public/TermsScreen.tsx'],
  '/privacy-policy': ['src/screens/public/PrivacyScreen.tsx'],
  '/contact': ['src/screens/public/ContactScreen.tsx'],
  '/login': ['src/screens/auth/LoginScreen.tsx'],
  '/signup': ['src/screens/auth/SignupScreen.tsx'],
  '/forgot-password': ['src/screens/auth/ForgotPasswordScreen.tsx'],
  '/reset-password/{token}': ['src/screens/auth/ResetPasswordScreen.tsx'],
  '/verify-email/{token}': ['src/screens/auth/VerifyEmailScreen.tsx'],
  '/driver': ['src/driver/DriverApp.tsx'],
};
const plannerPages = {
  '/stops (after log-in)': ['src/layout/SidebarLayout.tsx', 'src/screens/stops/StopsScreen.tsx'],
  '/routes (after log-in)': ['src/layout/SidebarLayout.tsx', 'src/screens/routes/RoutesScreen.tsx'],
};

function readManifest() {
  if (!existsSync(manifestPath)) {
    console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** Every JS file the given manifest keys load: themselves and their static imports, transitively. */
function jsFilesOf(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of its own in the build (is it loaded lazily?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
  return gzipCache.get(file);
}

/** Which of the packages are bundled into a file, read from its source map (none without a map). */
function packagesIn(file, packages) {
  const mapPath = join(distDir, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return packages.filter((pkg) => sources.some((s) => s.includes(`node_modules/${pkg}/`)));
}

/** Planner-only packages bundled into a file. */
const plannerPackagesIn = (file) => packagesIn(file, PLANNER_ONLY_PACKAGES);

/** Built files that bundle a module of the API table with its schemas. */
function filesWithCallSchemas(manifest) {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...files].filter((file) => {
    const mapPath = join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) return false;
    return JSON.parse(readFileSync(mapPath, 'utf8')).sources.some((s) => CALL_TABLE_SOURCE.test(s));
  });
}

function pageFigure(manifest, modules) {
  const files = [...jsFilesOf(manifest, [ENTRY, ...modules])];
  const gzip = files.reduce((sum, f) => sum + gzipBytes(f), 0);
  return { files: files.length, gzip, plannerPackages: [...new Set(files.flatMap(plannerPackagesIn))] };
}

/** What is wrong with the entry: over its budget, or bundling a package it must leave to later pages. */
function entryFailures(manifest, entry) {
  const flags = [];
  if (entry.gzip > ENTRY_BUDGET_BYTES) flags.push('OVER BUDGET');
  const packages = [
    ...new Set([...jsFilesOf(manifest, [ENTRY])].flatMap((f) => packagesIn(f, NOT_IN_ENTRY_PACKAGES))),
  ];
  if (packages.length > 0) flags.push(`loads ${packages.join(', ')}`);
  return flags;
}

/** The driver's sign-in page: within its own, tighter budget and without the schema library. */
function driverPageFlags(manifest, page, modules, gzip) {
  if (page !== '/driver') return [];
  const flags = [];
  if (gzip > DRIVER_PAGE_BUDGET_BYTES) flags.push(`OVER ITS BUDGET (${kb(DRIVER_PAGE_BUDGET_BYTES)})`);
  const files = [...jsFilesOf(manifest, [ENTRY, ...modules])];
  const packages = [...new Set(files.flatMap((f) => packagesIn(f, NOT_IN_DRIVER_PACKAGES)))];
  if (packages.length > 0) flags.push(`loads ${packages.join(', ')}`);
  return flags;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report() {
  const manifest = readManifest();
  const entry = pageFigure(manifest, []);
  const failures = [];
  const entryFlags = entryFailures(manifest, entry);
  failures.push(...entryFlags.map((flag) => `entry (${flag})`));
  console.log(
    `Entry (every page, budget ${kb(ENTRY_BUDGET_BYTES)}): ${kb(entry.gzip)} gzip JS in ${entry.files} files  ${entryFlags.join('; ')}`.trimEnd(),
  );
  console.log(`Public pages (budget ${kb(PUBLIC_PAGE_BUDGET_BYTES)} gzip JS each):`);
  for (const [page, modules] of Object.entries(publicPages)) {
    const { files, gzip, plannerPackages } = pageFigure(manifest, modules);
    const flags = [];
    if (gzip > PUBLIC_PAGE_BUDGET_BYTES) flags.push('OVER BUDGET');
    flags.push(...driverPageFlags(manifest, page, modules, gzip));
    if (plannerPackages.length > 0) flags.push(`loads planner code: ${plannerPackages.join(', ')}`);
    if (flags.length > 0) failures.push(`${page} (${flags.join('; ')})`);
    console.log(
      `  ${page.padEnd(24)} ${kb(gzip).padStart(10)} in ${files} files  ${flags.join('; ')}`.trimEnd(),
    );
  }
  console.log('Planner pages (no budget):');
  for (const [page, modules] of Object.entries(plannerPages)) {
    const { files, gzip, plannerPackages } = pageFigure(manifest, modules);
    console.log(
      `  ${page.padEnd(24)} ${kb(gzip).padStart(10)} in ${files} files  (${plannerPackages.join(', ')})`,
    );
  }
  const withSchemas = filesWithCallSchemas(manifest);
  if (withSchemas.length > 0) failures.push(`API call schemas bundled in ${withSchemas.join(', ')}`);
  if (failures.length > 0) {
    console.error(`Failing: ${failures.join(', ')}`);
    process.exit(1);
  }
}

report();
