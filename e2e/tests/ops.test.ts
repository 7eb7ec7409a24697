import { Api, PositionRetentionTexts } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { apiCall, logIn, newPage, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

describe('how long drivers locations are kept', () => {
  it('a dispatcher on a phone sets the days on Route Setup and the team keeps them', async () => {
    const { context, page } = await newPage(t.browser, t.product);
    try {
      await page.setViewportSize({ width: 390, height: 900 });
      await logIn(page);
      await page.goto('/preferences');
      const days = page.getByLabel(PositionRetentionTexts.label);
      await days.fill('14');
      await page.getByText(PositionRetentionTexts.help).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Preferences have been saved').waitFor();
      await days.scrollIntoViewIfNeeded();
      await snap(page, 'ops-retention-390');
      const saved = await apiCall(t.product, Api.teamPreferences, { token: t.demoToken });
      expect(saved.data.positionRetentionDays).toBe(14);
    } finally {
      await context.close();
    }
  });
});
