import { expect, test, type Page } from '@playwright/test';
import { fillSignUp, newPerson, PASSWORD, registerByApi, watchConsole } from './support.ts';

/**
 * On a slow line the prerendered page is on screen long before the app's code. What people type, tap and
 * submit meanwhile must survive the app taking over: in a hydrated form (/sign-up, /sign-in) and in a
 * signed-in page's shell, which the app replaces (/customer-home).
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

  // Every address the page asks for: a form submitted the browser's way would put the password in one.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await test.step('/sign-up: the taps and the submit made before the app arrived are done once it has', async () => {
    const release = await holdApp(page);
    await page.goto('/sign-up', { waitUntil: 'domcontentloaded' });
    const person = newPerson('Chebet', 'Kiprop');
    await fillSignUp(page, 'Retail Customer', person);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/sign-up');
    release();
    await expect(page).toHaveURL('/sign-in');
    await page.unrouteAll();
  });

  await test.step('/sign-in: typed into the prerendered form and sent with Enter before hydration', async () => {
    const release = await holdApp(page);
    await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL('/sign-in');
    release();
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

  expect(requested.filter((url) => url.includes(PASSWORD))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
