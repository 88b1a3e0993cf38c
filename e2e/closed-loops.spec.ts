import { expect, test } from '@playwright/test';
import {
  businessByApi,
  expectAccessible,
  expectToast,
  fillSignUp,
  newPerson,
  PASSWORD,
  professionalByApi,
  registerByApi,
  requestEmploymentByApi,
  subscribeByApi,
  signInWithCookies,
  watchConsole,
} from './support.ts';

/**
 * Issue 15's journeys on a 360 px phone: a visitor browses and books after signing up; hiring with consent
 * both ways; every role edits its own details.
 */
test.use({ viewport: { width: 360, height: 740 } });

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = watchConsole(page);
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('a visitor searches, opens a profile, taps Book, signs up and lands back on the booking', async ({
  page,
}) => {
  const pro = await professionalByApi(newPerson('Zawadi', 'Nyambura'), { category: 'Hair Braiding' });
  const visitor = newPerson('Halima', 'Abdi');

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find beauty services' });
  await search.getByLabel('What are you looking for?').fill('Nyambura');
  await search.getByLabel('County').selectOption('Nairobi');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?search=Nyambura&county=Nairobi/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.locator(`a[href="/ProfessionalOverview/${pro.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
  // The vendor's phone stays behind the paywall (the footer's is the company's own).
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Book' }).first().click();
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/professional-booking/${pro.id}`)}`);
  await page.locator('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=/);
  await fillSignUp(page, 'Retail Customer', visitor);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Sign up successful');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/professional-booking/${pro.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();

  // Signed in, /sign-in has nothing to offer: home instead, and the public pages say where home is.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/customer-home/);
  await page.goto('/contact-form');
  await expect(page.getByRole('link', { name: 'Your home' })).toHaveAttribute('href', '/customer-home');
});

test('a professional asks for work; the owner accepts from the notification and she is an employee', async ({
  page,
}) => {
  const business = await businessByApi(newPerson('Nyokabi', 'Gitau'), 'Nyokabi Hair Studio');
  const pro = await professionalByApi(newPerson('Atieno', 'Ouma'));
  await subscribeByApi(pro, 'PRO_ANNUAL');
  await requestEmploymentByApi(pro, business.id);

  await signInWithCookies(page, business);
  await page.goto('/business-dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('New employment request').click();
  await expect(page).toHaveURL('/employment-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Employment requests' })).toBeVisible();
  await expectAccessible(page);
  const request = page.getByRole('listitem').filter({ hasText: pro.name });
  await expect(request.getByText('Salary: KES 35,000')).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept: ${pro.name}` });
  await expectAccessible(page);
  await dialog.getByLabel('Message (optional)').fill('Karibu! Start on Monday at 8.');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Request accepted. She is now one of your employees.');
  await expect(request.getByText('Accepted')).toBeVisible();

  await page.getByRole('link', { name: 'Employees' }).first().click();
  await expect(page.locator(`a[href="/OverviewPage/${pro.id}"]`)).toBeVisible();
});

test('an owner invites a professional, who declines from her invitations', async ({ page }) => {
  const business = await businessByApi(newPerson('Kerubo', 'Nyaboke'), 'Kerubo Nail Bar');
  const pro = await professionalByApi(newPerson('Wairimu', 'Njoroge'));
  await subscribeByApi(business, 'BO_ANNUAL');

  await signInWithCookies(page, business);
  await page.goto(`/OverviewPage/${pro.id}`);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await page
    .getByRole('dialog', { name: 'Invite to your team' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expectToast(page, 'Employee request sent successfully!');
  await expect(page.getByRole('button', { name: 'Invited' })).toBeDisabled();

  await signInWithCookies(page, pro);
  await page.goto('/employment-invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Job invitations' })).toBeVisible();
  const invitation = page.getByRole('listitem').filter({ hasText: 'Kerubo Nail Bar' });
  await invitation.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline: Kerubo Nail Bar' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expectToast(page, 'Declined. They have been told.');
  await expect(invitation.getByText('Declined')).toBeVisible();
  await expectAccessible(page);

  await signInWithCookies(page, business);
  await page.goto('/employees');
  await expect(page.locator(`a[href="/OverviewPage/${pro.id}"]`)).toHaveCount(0);
});

test('each role edits its own details and sees the change', async ({ page }) => {
  const business = await businessByApi(newPerson('Mumbua', 'Kioko'), 'Mumbua Beauty Spot');
  const pro = await professionalByApi(newPerson('Nafula', 'Wekesa'));
  const customer = await registerByApi('Retail Customer', newPerson('Chao', 'Mwakio'));

  await signInWithCookies(page, customer);
  await page.goto('/customer-profile');
  await page.getByRole('link', { name: /Account details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(customer.name);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chao Mwakio Jr');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption('Mombasa');
  await page.getByRole('combobox', { name: 'Sub-county', exact: true }).selectOption('Nyali');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, 'Your details are saved.');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Chao Mwakio Jr');
  await page.goto('/customer-home');
  await expect(page).toHaveURL(/county=Mombasa/);

  await signInWithCookies(page, pro);
  await page.goto('/professional-profile-details');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your professional profile' })).toBeVisible();
  const bio = page.getByRole('textbox', { name: 'Bio' });
  await expect(bio).toHaveValue(/ten years of hair braiding/);
  await bio.fill('Braids, cornrows and locs; home visits in Westlands and Kilimani.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Your profile is saved.');
  await expect(page).toHaveURL(`/finish-setup-business-professional/${pro.id}`);
  await page.goto('/professional-profile-details');
  await expect(
    page.getByText('Braids, cornrows and locs; home visits in Westlands and Kilimani.'),
  ).toBeVisible();

  await signInWithCookies(page, business);
  await page.goto('/account-settings');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  const name = page.getByRole('textbox', { name: 'Business name' });
  await expect(name).toHaveValue('Mumbua Beauty Spot');
  await name.fill('Mumbua Beauty Spot & Spa');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Your profile is saved.');
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mumbua Beauty Spot & Spa' })).toBeVisible();
});
