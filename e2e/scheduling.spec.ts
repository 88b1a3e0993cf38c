import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  chooseSlot,
  expectAccessible,
  expectNotification,
  expectToast,
  newPerson,
  PASSWORD,
  professionalByApi,
  registerByApi,
  type ApiUser,
} from './support.ts';

/**
 * Issue 14's journey on a 360 px phone: a new client books a free slot, the professional approves, both see
 * each other's phone; the professional proposes another slot and the client accepts it.
 */
test.use({ viewport: { width: 360, height: 780 } });

async function signedIn(browser: Browser, user: ApiUser, home: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Login successful');
  // A vendor's home starts at their own county (?county=...).
  await expect(page).toHaveURL(new RegExp(`${home}(\\?county=[^&]+)?$`));
  return page;
}

test('a client books a free slot, the professional approves and later moves it, both can call', async ({
  browser,
}) => {
  const pro = await professionalByApi(newPerson('Wairimu', 'Kamau'), { category: 'Barbering' });
  const client = await registerByApi('Retail Customer', newPerson('Otieno', 'Ouma'));
  const clientPage = await signedIn(browser, client, '/customer-home');
  const proPage = await signedIn(browser, pro, '/professional-home');

  let bookedAt = '';
  await test.step('the client books a free slot with its price and duration shown first', async () => {
    await clientPage.goto(`/professional-booking/${pro.id}`);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    const service = clientPage.getByRole('radio', { name: /KES/ }).first();
    await service.check();
    bookedAt = await chooseSlot(clientPage);
    await expect(clientPage.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(clientPage.getByText(new RegExp(`${bookedAt}–\\d\\d:\\d\\d`))).toBeVisible();
    await clientPage.getByLabel('Name of Client').fill(client.name);
    await expectAccessible(clientPage);
    await clientPage.getByRole('button', { name: 'Submit' }).click();
    await expectToast(clientPage, 'Booking submitted successfully.');
    await expect(clientPage).toHaveURL('/appointments');
    await expectNotification(pro.token, 'New booking request');
  });

  await test.step('the professional approves and sees the client’s phone', async () => {
    await proPage.goto('/professional-requests');
    const card = proPage.locator('[data-slot="appointment-card"]').first();
    await expect(card).toContainText(bookedAt);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(proPage, 'Booking approved');
    await proPage.getByRole('tab', { name: 'Approved' }).click();
    const approved = proPage.locator('[data-slot="appointment-card"]').first();
    await expect(approved.locator('a[href^="tel:+254"]')).toBeVisible();
    await expect(approved.locator('a[href^="https://wa.me/254"]')).toBeVisible();
    await expectAccessible(proPage);
  });

  await test.step('the client sees the professional’s phone on the approved booking', async () => {
    await clientPage.reload();
    await clientPage.getByRole('tab', { name: 'Approved' }).click();
    const card = clientPage.locator('[data-slot="appointment-card"]').first();
    await expect(card.locator('a[href^="tel:+254"]')).toBeVisible();
    await expect(card.locator('a[href^="https://wa.me/254"]')).toBeVisible();
  });

  let movedTo = '';
  await test.step('the professional proposes another slot', async () => {
    const approved = proPage.locator('[data-slot="appointment-card"]').first();
    await approved.getByRole('button', { name: 'Propose another time' }).click();
    const dialog = proPage.getByRole('dialog', { name: 'Propose another time' });
    await expect(dialog).toBeVisible();
    movedTo = await chooseSlot(dialog, 4);
    await expectAccessible(proPage);
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await expect(dialog).toBeHidden();
    await expect(proPage.getByText(/waiting for the client/)).toBeVisible();
    await expectNotification(client.token, 'New time proposed');
  });

  await test.step('the client accepts and the booking moves', async () => {
    await clientPage.reload();
    await clientPage.getByRole('tab', { name: 'Approved' }).click();
    const card = clientPage.locator('[data-slot="appointment-card"]').first();
    await expect(card).toContainText(/proposed/);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card).not.toContainText(/proposed/);
    await expect(card).toContainText(movedTo);
    await expectNotification(pro.token, 'Proposed time accepted');
  });
});
