import { expect, test, type Page } from '@playwright/test';
import { newPerson, PASSWORD, registerByApi, watchConsole } from './support.ts';

/**
 * On a slow line the prerendered page is on screen long before the app's code. What people type into it
 * meanwhile must survive the app taking over: into a hydrated form (/sign-in) and into a signed-in page's
 * shell, which the app replaces (/customer-home).
 */

/** Holds the app's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what is typed before the app arrives is kept, and the form works', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  const customer = await registerByApi('Retail Customer', newPerson('Akinyi', 'Odera'));

  await test.step('/sign-in: typed into the prerendered form, submitted once hydrated', async () => {
    const release = await holdApp(page);
    await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/customer-home');
    await page.unrouteAll();
  });

  await test.step('/customer-home: typed into the shell, kept with the focus when the page replaces it', async () => {
    const release = await holdApp(page);
    await page.goto('/customer-home', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await page.keyboard.type('Wanj');
    release();
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await page.keyboard.type('iru');
    await expect(search).toHaveValue('Wanjiru');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/customer-home?search=Wanjiru');
    await page.unrouteAll();
  });

  expect(consoleErrors).toEqual([]);
});
