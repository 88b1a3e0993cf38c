import { expect, test } from '@playwright/test';
import {
  businessByApi,
  expectAccessible,
  expectNotification,
  expectToast,
  newPerson,
  professionalByApi,
  subscribeByApi,
  signInWithCookies,
  watchConsole,
} from './support.ts';

/**
 * Hiring with consent on a 360 px phone, the paths closed-loops.spec.ts leaves out: a request sent from the
 * form and declined with a message, an invitation withdrawn, the business address followed by a
 * professional; and a business moving to a new street.
 */
test.use({ viewport: { width: 360, height: 740 } });

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = watchConsole(page);
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('a professional asks from the form; the owner declines with a message; she reads it', async ({
  page,
}) => {
  const business = await businessByApi(newPerson('Wangari', 'Mathenge'), 'Wangari Spa');
  const pro = await professionalByApi(newPerson('Akinyi', 'Odhiambo'));
  await subscribeByApi(pro, 'PRO_ANNUAL');
  const main = page.getByRole('main');

  await signInWithCookies(page, pro);
  await page.goto(`/BusinessOverviewPage/${business.id}`);
  await main.getByRole('link', { name: 'Request Employment' }).click();
  await expect(page).toHaveURL(`/employment-requests/${business.id}`);
  await main.getByLabel('Proposal').fill('Massage therapist, four years at a Karen spa.');
  await main.getByLabel('Expected salary (optional)').fill('KES 40,000');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Request submitted successfully!');

  await page.goto(`/BusinessOverviewPage/${business.id}`);
  await expect(main.getByRole('button', { name: 'Requested' })).toBeDisabled();
  // The business's address (as in its notification) brings her to her own list.
  await page.goto('/employment-requests');
  await expect(page).toHaveURL('/employment-invitations');
  await main.getByRole('tab', { name: 'Requests sent' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Wangari Spa' })).toContainText(
    'Waiting for an answer',
  );
  await expectNotification(business.token, 'New employment request');

  await signInWithCookies(page, business);
  await page.goto('/employment-requests');
  const request = main.getByRole('listitem').filter({ hasText: pro.name });
  await expect(request).toContainText('Massage therapist, four years at a Karen spa.');
  await expect(request).toContainText('Salary: KES 40,000');
  await expect(request).toContainText(pro.email);
  await request.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline: ${pro.name}` });
  await dialog.getByLabel('Message (optional)').fill('We are full this season.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expectToast(page, 'Declined. They have been told.');
  await expect(request).toContainText('Declined');
  await expect(request.getByRole('button')).toHaveCount(0);

  await signInWithCookies(page, pro);
  await page.goto('/employment-invitations');
  await main.getByRole('tab', { name: 'Requests sent' }).click();
  const sent = main.getByRole('listitem').filter({ hasText: 'Wangari Spa' });
  await expect(sent).toContainText('Declined');
  await expect(sent).toContainText('We are full this season.');
  await expectAccessible(page);
  // Nothing is open between them any more: she may ask again.
  await page.goto(`/BusinessOverviewPage/${business.id}`);
  await expect(main.getByRole('link', { name: 'Request Employment' })).toBeVisible();
});

test('an owner invites, then withdraws; the professional has nothing left to answer', async ({ page }) => {
  const business = await businessByApi(newPerson('Nduta', 'Karanja'), 'Nduta Glam House');
  const pro = await professionalByApi(newPerson('Chebet', 'Kiprono'));
  await subscribeByApi(business, 'BO_ANNUAL');
  const main = page.getByRole('main');

  await signInWithCookies(page, business);
  await page.goto(`/OverviewPage/${pro.id}`);
  await main.getByRole('button', { name: 'Add Employee' }).click();
  await page
    .getByRole('dialog', { name: 'Invite to your team' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expectToast(page, 'Employee request sent successfully!');
  await expect(main.getByRole('button', { name: 'Invited' })).toBeDisabled();
  await main.getByRole('link', { name: 'See what you sent' }).click();
  await expect(page).toHaveURL('/employment-requests');
  await main.getByRole('tab', { name: 'Invitations sent' }).click();
  const invitation = main.getByRole('listitem').filter({ hasText: pro.name });
  await invitation.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('dialog', { name: `Withdraw: ${pro.name}` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expectToast(page, 'Withdrawn. They have been told.');
  await expect(invitation).toContainText('Withdrawn');
  await page.goto(`/OverviewPage/${pro.id}`);
  await expect(main.getByRole('button', { name: 'Add Employee' })).toBeVisible();

  await signInWithCookies(page, pro);
  await page.goto('/employment-invitations');
  const received = main.getByRole('listitem').filter({ hasText: 'Nduta Glam House' });
  await expect(received).toContainText('Withdrawn');
  await expect(received.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});

test('an owner invites with a message, a role and pay; she reads them, accepts, and later ends it', async ({
  page,
}) => {
  const business = await businessByApi(newPerson('Muthoni', 'Kariuki'), 'Muthoni Braids Hub');
  const pro = await professionalByApi(newPerson('Nafula', 'Wekesa'));
  await subscribeByApi(business, 'BO_ANNUAL');
  const main = page.getByRole('main');

  await signInWithCookies(page, business);
  await page.goto(`/OverviewPage/${pro.id}`);
  await main.getByRole('button', { name: 'Add Employee' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to your team' });
  await invite.getByLabel('Role (optional)').selectOption('braider');
  await invite.getByLabel('Pay offered (optional)').fill('KES 1,500 a day');
  await invite.getByLabel('Message (optional)').fill('Weekends, 8 to 6. Tips are yours.');
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Employee request sent successfully!');

  await signInWithCookies(page, pro);
  await page.goto('/employment-invitations');
  const received = main.getByRole('listitem').filter({ hasText: 'Muthoni Braids Hub' });
  await expect(received).toContainText('Role: Braider');
  await expect(received).toContainText('Salary: KES 1,500 a day');
  await expect(received).toContainText('Weekends, 8 to 6. Tips are yours.');
  await received.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: 'Accept: Muthoni Braids Hub' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expectToast(page, 'Invitation accepted. The business is now your employer.');

  await signInWithCookies(page, business);
  await page.goto('/employees');
  await main.getByRole('button', { name: `End employment with ${pro.name}` }).click();
  const end = page.getByRole('dialog', { name: 'End employment' });
  await end.getByLabel('Note (optional)').fill('We are closing the weekend shift.');
  await expectAccessible(page);
  await end.getByRole('button', { name: 'End employment' }).click();
  await expectToast(page, `Employment with ${pro.name} ended. They have been told.`);
  await expect(main.getByText('No employees yet.')).toBeVisible();
  await expectNotification(pro.token, 'Employment ended');

  await signInWithCookies(page, pro);
  await page.goto('/professional-employer');
  await expect(main.getByText('No employers yet.')).toBeVisible();
});

test('a business owner edits the location from her profile and sees it there', async ({ page }) => {
  const business = await businessByApi(newPerson('Adhiambo', 'Were'), 'Adhiambo Nails');
  const main = page.getByRole('main');

  await signInWithCookies(page, business);
  await page.goto('/account-settings');
  await main.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your business profile' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Business name' })).toHaveValue('Adhiambo Nails');
  await main.getByRole('textbox', { name: 'Location (street, building)' }).fill('Ngong Road, Prestige Plaza');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Your profile is saved.');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your business profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(main.getByText('Ngong Road, Prestige Plaza, Langata, Nairobi')).toBeVisible();
});
