import { expect, test, type Page } from '@playwright/test';
import {
  answerInvitationByApi,
  answerBookingByApi,
  chooseSlot,
  bookByApi,
  businessByApi,
  choose,
  dayNextMonth,
  expectAccessible,
  expectBellShows,
  expectNotification,
  expectToast,
  fillSignUp,
  latestResetCode,
  newPerson,
  pendingBookingOf,
  PASSWORD,
  PAYING_PHONE,
  professionalByApi,
  registerByApi,
  vendorServices,
  visit,
  watchConsole,
  type Person,
  type UserType,
} from './support.ts';

/**
 * The three journeys of the product, each on a fresh account made through the UI. What the other side
 * of a journey does (the professional a business owner hires, the customer whose booking a professional
 * answers) is made through the API, so each journey stands alone.
 */

async function signUp(page: Page, userType: UserType, person: Person) {
  await visit(page, '/sign-up', 'Create an account');
  await fillSignUp(page, userType, person);
  await expect(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /I agree to the privacy notice/ })).toBeChecked();
  await page.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Sign up successful');
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Login successful');
}

async function signOut(page: Page, profilePath: string) {
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(profilePath);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
}

/** The card linking to a profile (names may repeat; ids do not). */
const card = (page: Page, href: string) => page.locator(`a[href="${href}"]`);

async function chooseServices(page: Page, category: string, count: number) {
  await choose(page, 'Category', category);
  const chips = page.getByRole('group', { name: 'Services' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  for (let index = 0; index < count; index += 1) await chips.nth(index).click();
}

/**
 * Pays through the M-Pesa simulator in the open payment modal. With `then`, the page goes on by itself
 * once M-Pesa confirms (the modal closes with it); otherwise the payer closes the confirmation.
 */
async function payWithMpesa(page: Page, plan: RegExp, then?: () => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: plan }).click();
  await dialog.getByLabel('M-Pesa phone number').fill(PAYING_PHONE);
  await dialog.getByRole('button', { name: /^Pay KES/ }).click();
  if (then) return then();
  await expect(dialog.getByText('Payment confirmed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('journeys', () => {
  let consoleErrors: string[] = [];

  test.beforeEach(({ page }) => {
    consoleErrors = watchConsole(page);
  });

  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('(a) a business owner hires a professional, reviews them and reports another', async ({ page }) => {
    const wanjiru = await professionalByApi(newPerson('Wanjiru', 'Kamau'), {
      category: 'Hair Braiding',
      expertise: 'Expert',
    });
    const otieno = await professionalByApi(newPerson('Otieno', 'Ouma'), {
      category: 'Barbering',
      expertise: 'Beginner',
    });
    const owner = newPerson('Amina', 'Hassan');

    await test.step('signs up and finishes the business setup', async () => {
      await signUp(page, 'Business Owner', owner);
      await expect(page).toHaveURL(/\/finish-setup-business\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Finish setting up your business' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Business name').fill('Amina Beauty Lounge');
      await choose(page, 'County', 'Nairobi');
      await choose(page, 'Sub-county', 'Langata');
      await page.getByLabel('Description').fill('Hair, nails and spa treatments on Argwings Kodhek Road.');
      await chooseServices(page, 'Hair Braiding', 2);
      await page.getByRole('button', { name: "That's It" }).click();
      await expectToast(page, 'Business setup success');
    });

    await test.step('signs in', async () => {
      await signIn(page, owner.email);
      await expect(page).toHaveURL(/\/business-dashboard(\?county=Nairobi)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find beauty professionals' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('filters professionals', async () => {
      const filters = page.getByRole('search', { name: 'Filters' });
      for (const [filter, option] of [
        ['Where?', 'Nairobi'],
        ['Category', 'Hair Braiding'],
        ['Experience', 'Expert'],
      ] as const) {
        await filters.getByRole('button', { name: filter }).click();
        await filters.getByRole('button', { name: option, exact: true }).click();
      }
      await expect(page).toHaveURL(/county=Nairobi/);
      await expect(page).toHaveURL(/experience_level=Expert/);
      await expect(card(page, `/OverviewPage/${wanjiru.id}`)).toBeVisible();
      await expect(card(page, `/OverviewPage/${otieno.id}`)).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('opens the professional and pays to see the phone number', async () => {
      await card(page, `/OverviewPage/${wanjiru.id}`).click();
      await expect(page).toHaveURL(`/OverviewPage/${wanjiru.id}`);
      await expect(page.getByRole('heading', { level: 1, name: wanjiru.name })).toBeVisible();
      await expectAccessible(page);
      const phoneLink = page.locator(`a[href^="tel:"]`);
      await expect(phoneLink).toHaveCount(0);
      await page.getByRole('button', { name: 'Show phone number' }).click();
      await payWithMpesa(page, /This contact only/);
      await expect(phoneLink).toHaveAttribute('href', /^tel:\+2547\d{8}$/);
      await expect(page.getByRole('link', { name: wanjiru.email })).toBeVisible();
    });

    await test.step('invites the professional, who accepts', async () => {
      await page.getByRole('button', { name: 'Add Employee' }).click();
      const invitation = page.getByRole('dialog', { name: 'Invite to your team' });
      await invitation.getByLabel('Role (optional)').selectOption('braider');
      await invitation.getByLabel('Pay offered (optional)').fill('KES 1,500 a day');
      await invitation.getByRole('button', { name: 'Send invitation' }).click();
      await expectToast(page, 'Employee request sent successfully!');
      await expect(page.getByRole('button', { name: 'Invited' })).toBeDisabled();
      await expectNotification(wanjiru.token, 'New job invitation');
      await expectBellShows(page, 'M-Pesa payment received');
      await answerInvitationByApi(wanjiru.token, 'accepted');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Employee' })).toBeDisabled();
    });

    await test.step('reviews the employee', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Employees' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
      await expect(card(page, `/OverviewPage/${wanjiru.id}`)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: `Leave a Review for ${wanjiru.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('radio', { name: '5 stars' }).click();
      await dialog.getByLabel('Your review (optional)').fill('Neat, fast braids and always on time.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Review submitted successfully!');
      await expect(dialog).toBeHidden();
      await expectNotification(wanjiru.token, 'New review');
      await card(page, `/OverviewPage/${wanjiru.id}`).click();
      await expect(page.getByText('Neat, fast braids and always on time.')).toBeVisible();
    });

    await test.step('reports another professional', async () => {
      await page.goto(`/OverviewPage/${otieno.id}`);
      await expect(page.getByRole('heading', { level: 1, name: otieno.name })).toBeVisible();
      await page.getByRole('link', { name: 'Report this user' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Report this user' })).toBeVisible();
      await expectAccessible(page);
      const submit = page.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: "It's a scam" }).check();
      await submit.click();
      await expectToast(page, 'Report submitted successfully!');
      await expect(page).toHaveURL(`/OverviewPage/${otieno.id}`);
    });
  });

  test('(b) a professional works: availability, employment request, bookings answered', async ({ page }) => {
    const business = await businessByApi(newPerson('Njeri', 'Mwangi'), 'Njeri Spa and Salon');
    const customer = await registerByApi('Retail Customer', newPerson('Brian', 'Kiprono'));
    const pro = newPerson('Akinyi', 'Odhiambo');
    let proId = 0;

    await test.step('signs up and finishes the professional setup', async () => {
      await signUp(page, 'Beauty Professional', pro);
      await expect(page).toHaveURL(/\/finish-setup-business-professional\/\d+$/);
      proId = Number(page.url().split('/').pop());
      await expectAccessible(page);
      await page.getByLabel('Bio').fill('Nail technician with six years in Westlands salons.');
      await choose(page, 'County', 'Nairobi');
      await choose(page, 'Sub-county', 'Westlands');
      await chooseServices(page, 'Manicure and Pedicure', 2);
      await page.getByRole('button', { name: "That's It" }).click();
      await expectToast(page, 'Professional setup successful');
    });

    await test.step('signs in', async () => {
      await signIn(page, pro.email);
      await expect(page).toHaveURL(/\/professional-home(\?county=Nairobi)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find businesses' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('toggles availability', async () => {
      await page.getByRole('link', { name: 'Your account' }).click();
      await expect(page).toHaveURL('/professional-profile');
      const toggle = page.getByRole('switch', { name: 'Available for bookings' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expectAccessible(page);
      await toggle.click();
      await expectToast(page, 'You are now unavailable');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expectToast(page, 'You are now available');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('requests employment, paying first', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await card(page, `/BusinessOverviewPage/${business.id}`).click();
      await expect(page).toHaveURL(`/BusinessOverviewPage/${business.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Njeri Spa and Salon' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Request Employment' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Request employment' })).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue(pro.name);
      await expectAccessible(page);
      await page
        .getByLabel('Proposal')
        .fill('I do gel manicures and pedicures and can start on Monday, Tuesday to Saturday.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await payWithMpesa(page, /Annual subscription/, () =>
        expectToast(page, 'Request submitted successfully!'),
      );
      await expect(page).toHaveURL(/\/professional-home(\?county=Nairobi)?$/);
      await expectNotification(business.token, 'New employment request');
    });

    const services = await vendorServices('professional', proId);
    const first = await bookByApi(customer, proId, services[0]!.id, {
      date: dayNextMonth(10),
      time: '10:00',
    });
    const second = await bookByApi(customer, proId, services[1]!.id, {
      date: dayNextMonth(11),
      time: '09:00',
    });

    await test.step('is told of the booking requests', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Find businesses' })).toBeVisible();
      await expectBellShows(page, 'New booking request');
    });

    await test.step('approves one booking and denies another', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible();
      const cards = page.locator('[data-slot="appointment-card"]');
      await expect(cards).toHaveCount(2);
      await expectAccessible(page);
      await cards.filter({ hasText: services[0]!.name }).getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Booking approved');
      await expect(cards).toHaveCount(1);
      await cards.filter({ hasText: services[1]!.name }).getByRole('button', { name: 'Deny' }).click();
      const reasons = page.getByRole('dialog', { name: 'Deny this request?' });
      await reasons.getByRole('radio', { name: 'Fully booked at that time' }).check();
      await expectAccessible(page);
      await reasons.getByRole('button', { name: 'Deny request' }).click();
      await expectToast(page, 'Booking denied');
      await expect(page.getByText('No pending booking requests.')).toBeVisible();
      await page.getByRole('tab', { name: 'Approved' }).click();
      await expect(cards.filter({ hasText: services[0]!.name })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'Denied' }).click();
      await expect(cards.filter({ hasText: services[1]!.name })).toBeVisible();
      await expectNotification(customer.token, 'Booking approved');
      await expectNotification(customer.token, 'Booking declined');
      expect([first.status, second.status]).toEqual(['pending', 'pending']);
    });
  });

  test('(c) a customer books, cancels and resets the password', async ({ page }) => {
    const pro = await professionalByApi(newPerson('Mercy', 'Chebet'), { category: 'Make-up' });
    const business = await businessByApi(newPerson('Kevin', 'Mutua'), 'Mutua Barbers Lounge', {
      category: 'Barbering',
    });
    const customer = newPerson('Faith', 'Wambui');
    const newPassword = 'a-new-secret-2027';

    await test.step('signs up and signs in', async () => {
      await signUp(page, 'Retail Customer', customer);
      await signIn(page, customer.email);
      await expect(page).toHaveURL('/customer-home');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find beauty and wellness services' }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('searches and books a professional', async () => {
      await page.getByRole('searchbox', { name: 'Search' }).fill('Chebet');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/search=Chebet/);
      await expect(card(page, `/ProfessionalOverview/${pro.id}`)).toBeVisible();
      await expect(page.getByText('No businesses found.')).toBeVisible();
      await expectAccessible(page);
      await card(page, `/ProfessionalOverview/${pro.id}`).click();
      await expect(page).toHaveURL(`/ProfessionalOverview/${pro.id}`);
      await expectAccessible(page);
      await page
        .getByRole('link', { name: /Book|Request Service/ })
        .first()
        .click();
      const [service] = await vendorServices('professional', pro.id);
      await book(page, { service: service!.name, clientName: customer.name });
    });

    await test.step('books a business', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('Mutua Barbers');
      await page.getByRole('button', { name: 'Search' }).click();
      await card(page, `/BusinessOverview/${business.id}`).click();
      await expect(page).toHaveURL(`/BusinessOverview/${business.id}`);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Request Service' }).click();
      const [service] = await vendorServices('business', business.id);
      await book(page, { service: service!.name, clientName: customer.name });
    });

    await test.step('sees Pending, then Approved', async () => {
      await expectNotification(pro.token, 'New booking request');
      await expectNotification(business.token, 'New booking request');
      const cards = page.locator('[data-slot="appointment-card"]');
      await expect(cards).toHaveCount(2);
      await expectAccessible(page);
      const [proBooking, businessBooking] = await Promise.all([
        pendingBookingOf(pro, 'professional'),
        pendingBookingOf(business, 'business'),
      ]);
      await answerBookingByApi(pro, proBooking, 'confirmed');
      await answerBookingByApi(business, businessBooking, 'confirmed', { business: true });
      await page.reload();
      await expect(page.getByText('No pending appointments.')).toBeVisible();
      await page.getByRole('tab', { name: 'Approved' }).click();
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Approved');
      await expectAccessible(page);
      await expectBellShows(page, 'Booking approved');
    });

    await test.step('cancels one', async () => {
      const cards = page.locator('[data-slot="appointment-card"]');
      await cards.filter({ hasText: 'Mutua Barbers Lounge' }).getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expectToast(page, 'Booking cancelled.');
      await expect(cards).toHaveCount(1);
      await page.getByRole('tab', { name: 'Denied' }).click();
      await expect(cards.filter({ hasText: 'Mutua Barbers Lounge' })).toBeVisible();
      await expectNotification(business.token, 'Booking cancelled');
    });

    await test.step('resets the password with the e-mailed code and signs in with the new one', async () => {
      await signOut(page, '/customer-profile');
      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Email').fill(customer.email);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(/\/otp-verification/);
      await expect(page.getByRole('heading', { level: 1, name: 'Enter verification code' })).toBeVisible();
      await expectAccessible(page);
      let code: string | null = null;
      await expect.poll(() => (code = latestResetCode(customer.email))).toMatch(/^\d{4}$/);
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.type(code!);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL('/set-new-password');
      await expectAccessible(page);
      await page.getByLabel('Enter Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Save Password' }).click();
      await signIn(page, customer.email, newPassword);
      await expect(page).toHaveURL('/customer-home');
    });
  });
});

/** Fills and submits the Booking Details form (first free slot of the service); ends on Appointments. */
async function book(page: Page, { service, clientName }: { service: string; clientName: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: new RegExp(service) }).check();
  await chooseSlot(page);
  await page.getByLabel('Name of Client').fill(clientName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Booking submitted successfully.');
  await expect(page).toHaveURL('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
}
