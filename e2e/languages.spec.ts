import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  BASE_URL,
  chooseSlot,
  DATA_DIR,
  expectNotification,
  expectToast,
  newPerson,
  notificationsOf,
  professionalByApi,
  registerByApi,
  signInWithCookies,
  verifyPhoneByApi,
  type ApiUser,
} from './support.ts';

/**
 * Issue 20's journey on a 360 px phone: a client switches to Kiswahili, books, and gets the vendor's
 * approval as a notification and an SMS in Kiswahili; the vendor, who reads English, sees the same events
 * in English. Every text asserted is read from the catalogues (apps/web and apps/api), not written here.
 */
test.use({ viewport: { width: 360, height: 780 } });

type Catalogue = Record<string, string>;

/** Every `<part>.<locale>.json` of a catalogue folder, merged. */
function catalogue(dir: string, locale: 'en' | 'sw'): Catalogue {
  const merged: Catalogue = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(`.${locale}.json`)))
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
  return merged;
}
const web = {
  en: catalogue('apps/web/src/i18n/messages', 'en'),
  sw: catalogue('apps/web/src/i18n/messages', 'sw'),
};
const server = {
  en: catalogue('apps/api/src/i18n/messages', 'en'),
  sw: catalogue('apps/api/src/i18n/messages', 'sw'),
};

/** A message of a catalogue; a missing one fails with its id (the text still to write). */
function text(messages: Catalogue, id: string): string {
  const found = messages[id];
  if (found === undefined) throw new Error(`TODO: no message ${id} in the catalogue yet`);
  return found;
}

/** A simple ICU message ({name} placeholders only) as a pattern: values given are written in, others match anything. */
function pattern(message: string, values: Record<string, string> = {}): RegExp {
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      return values[name] !== undefined ? escape(values[name]) : '.+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The SMS the local Africa's Talking simulator took (as e2e/outreach.spec.ts reads them). */
function smsTo(phone: string): string[] {
  const outbox = join(DATA_DIR, 'sms-outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  const to = `+254${phone.slice(1)}`;
  return files
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; message: string })
    .filter((sms) => sms.to === to)
    .map((sms) => sms.message);
}

async function languageOf(user: ApiUser): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/me/`, { headers: { authorization: `Bearer ${user.token}` } });
  return ((await response.json()) as { language: string }).language;
}

async function signedIn(browser: Browser, user: ApiUser): Promise<Page> {
  // An English browser: each of the two chooses her language in the app, not through the browser.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'en-KE' });
  const page = await context.newPage();
  await signInWithCookies(page, user);
  return page;
}

test('a client switches to Kiswahili, books and hears back in Kiswahili; the vendor reads English', async ({
  browser,
}) => {
  const pro = await professionalByApi(newPerson('Wanjiku', 'Mwangi'), { category: 'Barbering' });
  const client = await registerByApi('Retail Customer', newPerson('Baraka', 'Odhiambo'));
  // Only a verified number gets these SMS.
  await Promise.all([verifyPhoneByApi(pro), verifyPhoneByApi(client)]);
  const clientPage = await signedIn(browser, client);
  const proPage = await signedIn(browser, pro);
  const html = (page: Page) => page.locator('html');

  await test.step('the client switches to Kiswahili in the header', async () => {
    await clientPage.goto('/customer-home');
    await expect(html(clientPage)).toHaveAttribute('lang', 'en-KE');
    await expect(
      clientPage.getByRole('heading', { level: 1, name: text(web.en, 'customer.home.title') }),
    ).toBeVisible();
    await clientPage.getByRole('button', { name: 'Kiswahili', exact: true }).click();
    await expect(html(clientPage)).toHaveAttribute('lang', 'sw-KE');
    // The switch now names the other language, in that language.
    await expect(clientPage.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    await expect(
      clientPage.getByRole('heading', { level: 1, name: text(web.sw, 'customer.home.title') }),
    ).toBeVisible();
    const cookies = await clientPage.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('sw');
    // Saved on the account: the server writes her notifications, SMS and e-mail in it.
    await expect.poll(() => languageOf(client)).toBe('sw');
  });

  await test.step('she books a free slot, in Kiswahili', async () => {
    await clientPage.goto(`/professional-booking/${pro.id}`);
    await expect(html(clientPage)).toHaveAttribute('lang', 'sw-KE');
    await expect(
      clientPage.getByRole('heading', { level: 1, name: text(web.sw, 'customer.booking.title') }),
    ).toBeVisible();
    await clientPage.getByRole('radio', { name: /KES/ }).first().check();
    await chooseSlot(clientPage);
    await expect(
      clientPage.getByRole('heading', { name: text(web.sw, 'customer.booking.summaryTitle') }),
    ).toBeVisible();
    await clientPage.getByLabel(text(web.sw, 'customer.booking.clientName')).fill(client.name);
    await clientPage.getByRole('button', { name: text(web.sw, 'customer.booking.submit') }).click();
    await expectToast(clientPage, text(web.sw, 'customer.booking.submitted'));
    await expect(clientPage).toHaveURL('/appointments');
  });

  await test.step('the vendor, in English, gets the request as a notification and an SMS in English', async () => {
    expect(await languageOf(pro)).toBe('en');
    await expectNotification(pro.token, text(server.en, 'notification.bookingRequested.title'));
    await expect
      .poll(() => smsTo(pro.phone), { timeout: 10_000 })
      .toContainEqual(
        expect.stringMatching(pattern(text(server.en, 'sms.bookingRequested'), { client: client.name })),
      );
  });

  await test.step('the vendor approves in English', async () => {
    await proPage.goto('/professional-requests');
    await expect(html(proPage)).toHaveAttribute('lang', 'en-KE');
    await expect(proPage.getByRole('button', { name: 'Kiswahili', exact: true })).toBeVisible();
    const card = proPage.locator('[data-slot="appointment-card"]').first();
    await expect(card).toContainText(client.name);
    await card.getByRole('button', { name: text(web.en, 'business.bookings.approve') }).click();
    await expectToast(proPage, text(web.en, 'business.bookings.approved'));
  });

  await test.step('the client gets the approval as a notification and an SMS in Kiswahili', async () => {
    const title = text(server.sw, 'notification.bookingApproved.title');
    await expectNotification(client.token, title);
    const [approval] = (await notificationsOf(client.token)).filter((n) => n.title === title);
    expect(approval!.message).toMatch(
      pattern(text(server.sw, 'notification.bookingApproved.message'), { vendor: pro.name }),
    );
    await expect
      .poll(() => smsTo(client.phone), { timeout: 10_000 })
      .toContainEqual(
        expect.stringMatching(pattern(text(server.sw, 'sms.bookingConfirmed'), { vendor: pro.name })),
      );
    // The bell in the app: its name is packages/ui's Kiswahili label (swNotificationBellLabels,
    // 'Arifa, 1 hazijasomwa'), and the list shows the title from notifications.sw.json.
    await clientPage.goto('/appointments');
    const bell = clientPage.locator('[data-slot="notification-bell"]');
    await expect(bell).toHaveAttribute('aria-label', /^Arifa, 1 /);
    await bell.click();
    await expect(clientPage.getByRole('dialog').getByText(title).first()).toBeVisible();
  });

  await test.step('the vendor sees the same events in English', async () => {
    const titles = (await notificationsOf(pro.token)).map((n) => n.title);
    expect(titles).toContain(text(server.en, 'notification.bookingRequested.title'));
    expect(smsTo(pro.phone)).toContainEqual(
      expect.stringMatching(pattern(text(server.en, 'sms.bookingRequested'), { client: client.name })),
    );
    await proPage.goto('/professional-requests');
    await expect(html(proPage)).toHaveAttribute('lang', 'en-KE');
    await proPage.getByRole('tab', { name: text(web.en, 'business.bookings.status.confirmed') }).click();
    await expect(proPage.locator('[data-slot="appointment-card"]').first()).toContainText(client.name);
    const bell = proPage.locator('[data-slot="notification-bell"]');
    await expect(bell).toHaveAttribute('aria-label', /^Notifications/);
    await bell.click();
    await expect(
      proPage.getByRole('dialog').getByText(text(server.en, 'notification.bookingRequested.title')).first(),
    ).toBeVisible();
  });
});
