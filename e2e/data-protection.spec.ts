import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectToast,
  newPerson,
  PASSWORD,
  registerByApi,
  signInWithCookies,
  visit,
  watchConsole,
} from './support.ts';

/**
 * Kenya's Data Protection Act 2019 in the product, on a 360 px phone: consent at sign-up, the privacy
 * notice, a copy of one's data, deleting the account; and the consent an account made by the API is
 * asked for.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** One file of a ZIP archive (stored or deflated), read from its central directory. */
function unzipEntry(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  let at = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken ZIP central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The names of the files of a ZIP archive. */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const names: string[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

async function downloadBy(page: Page, link: RegExp | string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return download;
}

/** Nothing runs off a 360 px screen. */
async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('a customer agrees at sign-up, reads the notice, downloads her data and deletes her account', async ({
  page,
}) => {
  const consoleErrors = watchConsole(page);
  const customer = newPerson('Wairimu', 'Njeri');

  await test.step('the privacy notice: prerendered, linked from the footer, readable at 360 px', async () => {
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toContain('What we collect');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/^Version [\w-]+, in force from \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    for (const who of ['Safaricom', 'Our SMS provider', 'Our e-mail provider'])
      await expect(main.getByText(who, { exact: true })).toBeVisible();
    await expect(
      main.getByText('to complain to the Office of the Data Protection Commissioner'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(
      main.getByRole('region', { name: 'How long we keep it' }).getByText('7 years'),
    ).toBeVisible();
    await expectAccessible(page);
    await expectNoSideScroll(page);
  });

  await test.step('sign up: the privacy notice is agreed to on its own, offers stay off', async () => {
    await visit(page, '/sign-up', 'Create an account');
    await page.getByRole('radio', { name: 'Retail Customer' }).click();
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    const privacy = page.getByRole('checkbox', { name: /I agree to the privacy notice/ });
    const offers = page.getByRole('checkbox', { name: 'Send me offers and news' });
    await expect(privacy).not.toBeChecked();
    await expect(offers).not.toBeChecked();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please accept the privacy notice to create your account.',
    );
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/sign-up');
    await expectAccessible(page);
    await expectNoSideScroll(page);

    // The notice opens in a tab of its own: the form keeps what was typed.
    const [notice] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Read the privacy notice/ }).click(),
    ]);
    await expect(notice).toHaveURL(/\/privacy$/);
    await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await notice.close();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);

    await privacy.click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Sign up successful');
    await expect(page).toHaveURL('/sign-in');
  });

  await test.step('signed in, she is not asked again: her consent is on record', async () => {
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/customer-home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Please accept our privacy notice' })).toHaveCount(0);
    const me = (await (await page.request.get('/api/me/')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ consent_needed: false, marketing_opt_in: false });
    expect(me.privacy_notice_version).toEqual(expect.any(String));
    expect(me.privacy_consented_at).toEqual(expect.any(String));
  });

  await test.step('Account details: download my data, as a ZIP and as JSON', async () => {
    await page.goto('/account-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your data' });
    await yours.scrollIntoViewIfNeeded();
    await expect(yours.getByRole('switch', { name: 'Send me offers and news' })).not.toBeChecked();
    await expectAccessible(page);
    await expectNoSideScroll(page);

    const archive = await downloadBy(page, /^Download my data/);
    expect(archive.suggestedFilename()).toMatch(/\.zip$/);
    const zip = readFileSync(await archive.path());
    expect(zipNames(zip)).toContain('data.json');
    const data = JSON.parse(unzipEntry(zip, 'data.json').toString('utf8')) as {
      account: { email?: string; name?: string };
    };
    expect(data.account.email).toBe(customer.email);
    expect(data.account.name).toBe(customer.name);

    const json = await downloadBy(page, 'Download as JSON only');
    expect(json.suggestedFilename()).toMatch(/\.json$/);
    const same = JSON.parse(readFileSync(await json.path(), 'utf8')) as { account: { email?: string } };
    expect(same.account.email).toBe(customer.email);
  });

  await test.step('delete my account: a wrong password is refused, the right one deletes it', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Reviews you wrote, shown as "Former user"')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Your account is deleted.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('csrftoken');
    expect((await page.request.get('/api/me/')).status()).toBe(401);
  });

  await test.step('signed out for good: the old credentials no longer sign in', async () => {
    await page.goto('/account-details');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount-details$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'No active account found with the given credentials');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  // The browser logs the refusals the journey asked for: the wrong password and the deleted account.
  expect(consoleErrors).toEqual([
    expect.stringMatching(/\/account-details: Failed to load resource: .* 400 \(Bad Request\)$/),
    expect.stringMatching(/\/sign-in\?next=.*: Failed to load resource: .* 401 \(Unauthorized\)$/),
  ]);
});

test('an account made by the API is asked for consent on every page until it accepts', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  const customer = await registerByApi('Retail Customer', newPerson('Baraka', 'Otieno'), {
    consent: false,
  });
  await signInWithCookies(page, customer);

  await page.goto('/customer-home');
  const prompt = page.getByRole('region', { name: 'Please accept our privacy notice' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Still there on the next page and after reading the notice; Escape does not agree.
  await page.goto('/appointments');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Read the privacy notice.' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await page.goBack();
  await expect(prompt).toBeVisible();
  const offers = prompt.getByRole('checkbox', { name: 'Send me offers and news' });
  await expect(offers).not.toBeChecked();
  await offers.click();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  expect(await (await page.request.get('/api/me/')).json()).toMatchObject({ consent_needed: true });

  await prompt.getByRole('button', { name: 'Accept the privacy notice' }).click();
  await expectToast(page, 'Thank you. Your choice is saved.');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  const me = (await (await page.request.get('/api/me/')).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ consent_needed: false, marketing_opt_in: true });
  expect(me.privacy_notice_version).toEqual(expect.any(String));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
