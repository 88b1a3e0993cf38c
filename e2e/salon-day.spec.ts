import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  answerInvitationByApi,
  businessByApi,
  call,
  chooseSlot,
  expectAccessible,
  expectNotification,
  expectToast,
  newPerson,
  PASSWORD,
  professionalByApi,
  registerByApi,
  subscribeByApi,
  type ApiUser,
} from './support.ts';

/**
 * Issue 32's journey on a 360 px phone: a client books "Anyone available" at a salon; the owner approves
 * and gives the booking to a stylist from the agenda; the stylist finds it in her own agenda and cannot be
 * booked by her own clients at that hour; the owner adds a walk-in and blocks an hour; a stylist who
 * confirms at once is booked and confirmed; she cancels with a reason and the client is told.
 */
test.use({ viewport: { width: 360, height: 780 } });

async function signedIn(browser: Browser, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Login successful');
  return page;
}

/** The business invites the professional and she accepts: she is on its staff. */
async function hire(owner: ApiUser, pro: ApiUser) {
  await call('POST', '/api/business-employees/', owner.token, {
    business: owner.id,
    employee: pro.id,
    employment_start_date: new Date().toISOString().slice(0, 10),
  });
  await answerInvitationByApi(pro.token, 'accepted');
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('a salon runs its day: anyone available, a stylist given, a walk-in, blocked time, instant booking, a cancel with a reason', async ({
  browser,
}) => {
  const owner = await businessByApi(newPerson('Njeri', 'Mwangi'), 'Njeri Braids Parlour', {
    category: 'Hair Braiding',
  });
  const wanjiru = await professionalByApi(newPerson('Wanjiru', 'Kariuki'));
  const akinyi = await professionalByApi(newPerson('Akinyi', 'Odhiambo'));
  const client = await registerByApi('Retail Customer', newPerson('Zawadi', 'Mwende'));
  await subscribeByApi(owner, 'BO_ANNUAL');
  await hire(owner, wanjiru);
  await hire(owner, akinyi);

  const clientPage = await signedIn(browser, client);
  const ownerPage = await signedIn(browser, owner);
  let bookedAt = '';
  let bookedOn = '';

  await test.step('the client books "Anyone available" at the salon', async () => {
    await clientPage.goto(`/business-booking/${owner.id}`);
    await clientPage.getByRole('radio', { name: /KES/ }).first().check();
    const withWhom = clientPage.getByRole('group', { name: 'With whom?' });
    await expect(withWhom.getByRole('radio', { name: /Anyone available/ })).toBeChecked();
    await expect(withWhom.getByRole('radio', { name: new RegExp(wanjiru.name) })).toBeVisible();
    bookedAt = await chooseSlot(clientPage);
    await expect(clientPage.getByText('Njeri Braids Parlour will confirm')).toBeVisible();
    await clientPage.getByLabel('Name of Client').fill(client.name);
    await expectAccessible(clientPage);
    await noSideways(clientPage);
    await clientPage.getByRole('button', { name: 'Submit' }).click();
    await expectToast(clientPage, 'Booking submitted successfully.');
    const { results } = await call<{ results: { booking_date: string; staff: unknown }[] }>(
      'GET',
      '/api/user-bookings/?status=pending',
      client.token,
    );
    expect(results[0]!.staff).toBeNull();
    bookedOn = results[0]!.booking_date;
  });

  await test.step('the owner approves (Wanjiru, the first free, gets it) and gives it to Akinyi from the agenda', async () => {
    await ownerPage.goto('/business-bookings');
    await ownerPage.getByRole('button', { name: 'Approve' }).first().click();
    await expectToast(ownerPage, /approved/i);
    await ownerPage.goto(`/business-agenda?date=${bookedOn}`);
    await ownerPage.getByRole('button', { name: new RegExp(` ${bookedAt}–.*${client.name}`) }).click();
    const dialog = ownerPage.getByRole('dialog');
    await expect(dialog.getByText(wanjiru.name)).toBeVisible();
    await dialog.getByLabel('Give to').selectOption({ label: akinyi.name });
    await dialog.getByRole('button', { name: 'Give the booking' }).click();
    await expectToast(ownerPage, `The booking is now ${akinyi.name}'s. She has been told.`);
    await expect(ownerPage.getByRole('heading', { level: 3, name: akinyi.name })).toBeVisible();
    await expectAccessible(ownerPage);
    await noSideways(ownerPage);
  });

  await test.step('Akinyi finds it in her agenda and her own clients cannot have that hour', async () => {
    await expectNotification(akinyi.token, 'New appointment for you');
    const akinyiPage = await signedIn(browser, akinyi);
    await akinyiPage.goto(`/professional-agenda?date=${bookedOn}`);
    await expect(akinyiPage.getByRole('button', { name: new RegExp(` ${bookedAt}–`) })).toBeVisible();
    const { items } = await call<{ items: { service: number }[] }>(
      'GET',
      `/api/vendors/${akinyi.id}/menu/`,
      null,
    );
    const { slots } = await call<{ slots: { start: string }[] }>(
      'GET',
      `/api/vendors/${akinyi.id}/slots/?service=${items[0]!.service}&date=${bookedOn}`,
      null,
    );
    expect(slots.map((slot) => slot.start)).not.toContain(bookedAt);
  });

  await test.step('the owner adds a walk-in and blocks an hour', async () => {
    await ownerPage.getByRole('button', { name: 'Add walk-in' }).click();
    const walkIn = ownerPage.getByRole('dialog', { name: 'Add a walk-in or phone booking' });
    await walkIn.getByLabel("Client's name").fill('Mary Wambui');
    await walkIn.getByLabel("Client's phone number").fill('0712 345 678');
    await walkIn.getByLabel('Service').selectOption({ index: 1 });
    const time = walkIn.getByLabel('Time');
    await expect(time.locator('option')).not.toHaveCount(1);
    await time.selectOption({ index: 1 });
    await walkIn.getByRole('button', { name: 'Add booking' }).click();
    await expectToast(ownerPage, 'Booking added and confirmed.');
    await expect(ownerPage.getByText('Walk-in').first()).toBeVisible();

    await ownerPage.getByRole('button', { name: 'Block time' }).click();
    const block = ownerPage.getByRole('dialog', { name: 'Block time' });
    await block.getByLabel('Date').fill(bookedOn);
    await block.getByLabel('From').selectOption('06:00');
    await block.getByLabel('To').selectOption('07:00');
    await block.getByLabel('Private note').fill('Staff meeting');
    await block.getByRole('button', { name: 'Block time' }).click();
    await expectToast(ownerPage, 'Time blocked.');
    await expect(ownerPage.getByText('Blocked 06:00–07:00')).toBeVisible();
  });

  await test.step('a stylist who confirms at once is booked and confirmed', async () => {
    const schedule = await call<Record<string, unknown>>('GET', `/api/vendors/${wanjiru.id}/schedule/`, null);
    const { vendor: _v, timezone: _t, capacity: _c, ...update } = schedule;
    await call('PUT', `/api/vendors/${wanjiru.id}/schedule/`, wanjiru.token, {
      ...update,
      instant_booking: 'all',
    });
    await clientPage.goto(`/professional-booking/${wanjiru.id}`);
    await clientPage.getByRole('radio', { name: /KES/ }).first().check();
    await chooseSlot(clientPage);
    await expect(clientPage.getByText('Confirmed instantly')).toBeVisible();
    await clientPage.getByLabel('Name of Client').fill(client.name);
    await clientPage.getByRole('button', { name: 'Submit' }).click();
    await expectToast(clientPage, 'Booked and confirmed.');
  });

  await test.step('she cancels it with a reason and the client is told', async () => {
    const { results } = await call<{ results: { id: number; booking_date: string; booking_time: string }[] }>(
      'GET',
      `/api/bookings/professional-bookings/?professional_id=${wanjiru.id}&status=confirmed`,
      wanjiru.token,
    );
    const booking = results.find((b) => b.booking_date)!;
    const wanjiruPage = await signedIn(browser, wanjiru);
    await wanjiruPage.goto(`/professional-agenda?date=${booking.booking_date}`);
    await wanjiruPage.getByRole('button', { name: new RegExp(` ${booking.booking_time}–`) }).click();
    const dialog = wanjiruPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('radio', { name: 'An emergency' }).check();
    await dialog.getByLabel('A note for the client').fill('My child is unwell.');
    await expectAccessible(wanjiruPage);
    await dialog.getByRole('button', { name: 'Cancel and tell the client' }).click();
    await expectToast(wanjiruPage, 'Booking cancelled. The client has been told.');
    await expectNotification(client.token, 'Booking cancelled');
  });
});
