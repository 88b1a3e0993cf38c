import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  answerBookingByApi,
  bookByApi,
  dayNextMonth,
  DATA_DIR,
  newPerson,
  professionalByApi,
  registerByApi,
  signInWithCookies,
  vendorServices,
  verifyPhoneByApi,
} from './support.ts';

/** The SMS the local Africa's Talking simulator took, as `pnpm start` writes them. */
function texts(): { to: string; message: string }[] {
  const outbox = join(DATA_DIR, 'sms-outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')));
}
const international = (phone: string) => `+254${phone.slice(1)}`;
/** Every SMS a number was sent: its verification code and the messages of the journey. */
const textsTo = (phone: string) =>
  texts()
    .filter((t) => t.to === international(phone))
    .map((t) => t.message);

test.use({ viewport: { width: 360, height: 780 } });

test('a booking request rings the open bell at once and texts the vendor; the approval texts the client', async ({
  page,
}) => {
  const pro = await professionalByApi(newPerson('Akinyi', 'Wekesa'), { category: 'Barbering' });
  const client = await registerByApi('Retail Customer', newPerson('Kamau', 'Njoroge'));
  // Only a verified number gets these SMS.
  await Promise.all([verifyPhoneByApi(pro), verifyPhoneByApi(client)]);
  const [service] = await vendorServices('professional', pro.id);

  await test.step("the professional's page holds the notification stream open", async () => {
    await signInWithCookies(page, pro);
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/notifications/stream/'));
    await page.goto('/professional-home');
    expect((await stream).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('a request: the bell shows it within 2 s, without a reload; the SMS is out within 10 s', async () => {
    const sent = Date.now();
    const booking = await bookByApi(client, pro.id, service!.id, { date: dayNextMonth(10), time: '10:00' });
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
      timeout: 2000,
    });
    await expect
      .poll(() => textsTo(pro.phone), { timeout: 10_000 })
      .toContainEqual(
        expect.stringMatching(
          new RegExp(`^Urembo: ${client.name} asks to book .+ at 10:00\\. Open Urembo to approve`),
        ),
      );
    expect(Date.now() - sent).toBeLessThan(10_000);

    await answerBookingByApi(pro, booking.id, 'confirmed');
    await expect
      .poll(() => textsTo(client.phone), { timeout: 10_000 })
      .toContainEqual(
        expect.stringMatching(new RegExp(`^Urembo: ${pro.name} approved your .+ at 10:00\\. See you then!`)),
      );
  });
});
