/** Marketing texts of the login page (spec section 2: features, how it works for dispatchers and drivers). */
export const features = [
  {
    title: 'Optimized routes for the whole team',
    text: 'Split the day’s stops across your drivers and get the best order, respecting time windows and ASAP stops.',
  },
  {
    title: 'Import stops from a spreadsheet',
    text: 'Upload .xlsx, .xls or .csv files, map the columns and geocode hundreds of addresses at once.',
  },
  {
    title: 'Live progress on the map',
    text: 'See where drivers are and which stops are delivered or failed, as it happens.',
  },
  {
    title: 'Proof of delivery',
    text: 'Drivers capture a photo, a signature and a note; you see them next to each stop.',
  },
] as const;

/** How it works for the dispatcher: 7 steps. */
export const dispatcherSteps = [
  'Sign up and name your team.',
  'Set the default start and end location of your routes.',
  'Invite your drivers and dispatchers.',
  'Create a route for a day and select its drivers.',
  'Add stops by address search or import them from a spreadsheet.',
  'Optimize the route with one click.',
  'Send the route to your drivers and follow their progress live.',
] as const;

/** How it works for the driver: 6 steps. */
export const driverSteps = [
  'Open the driver app on your phone (the Google Play or App Store button) and add it to the home screen.',
  'Set your password from the invitation e-mail and log in.',
  'Open the route your dispatcher sent you for the day.',
  'Start the route and drive from stop to stop in the optimized order.',
  'Capture proof of delivery: photo, signature and a note.',
  'Mark each stop delivered or failed; your dispatcher sees it at once.',
] as const;
