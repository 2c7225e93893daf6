import { DEMO, addPreselected, expectSignedIn, openCheckout, openProductAt, registerAndActivate, signIn } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 14 points 4 and 5 (account §2 Addresses page and Personal information page, §4 Addresses,
 * §5 Address form, Profile, Password change): the account's addresses, the same popup in the
 * checkout, the profile form and the password change, against the real API and database.
 */
const ADDRESSES = '/it/il-mio-account/indirizzi';
const MY_DATA = '/it/il-mio-account/informazioni';
const EARRINGS = '/it/gioielli/orecchini/orecchini-argento-925-stella-10215';

interface AddressValues {
  name: string;
  phone: string;
  address1: string;
  province: string;
  city: string;
  zip: string;
}

const HOME: AddressValues = { name: 'Giulia Bianchi', phone: '3331234567', address1: 'Via della Spiga 12', province: 'MI', city: 'Milano', zip: '20121' };

async function fillAddress(page: Page, values: Partial<AddressValues>): Promise<void> {
  const popup = page.getByTestId('address-popup');
  await expect(popup).toBeVisible();
  if (values.name !== undefined) await popup.getByTestId('address-field-name').fill(values.name);
  if (values.phone !== undefined) await popup.getByTestId('address-field-phone').fill(values.phone);
  if (values.address1 !== undefined) await popup.getByTestId('address-field-address1').fill(values.address1);
  if (values.province !== undefined) await popup.getByTestId('address-field-address2').selectOption(values.province);
  if (values.city !== undefined) await popup.getByTestId('address-field-city').fill(values.city);
  if (values.zip !== undefined) await popup.getByTestId('address-field-zip').fill(values.zip);
  await popup.getByTestId('address-save').click();
  await expect(popup).toBeHidden();
}

test('the demo customer adds, edits, makes default and deletes an address (account §2 Addresses page)', async ({ page }) => {
  await page.goto('/it');
  await signIn(page, DEMO.email, DEMO.password);
  await expectSignedIn(page);
  await page.goto(ADDRESSES);
  const billing = page.getByTestId('addresses-bill');
  await expect(billing).toBeVisible();
  const before = await billing.getByTestId('address-tile').count();

  // §5: the zip is left-padded to 5 digits on save; §4: a new address becomes the default.
  await billing.getByTestId('address-add-bill').click();
  await fillAddress(page, { ...HOME, name: 'Studio Bianchi', address1: 'Corso Magenta 3', zip: '123' });
  const added = billing.getByTestId('address-tile').filter({ hasText: 'Corso Magenta 3' });
  await expect(added).toContainText('00123 Milano');
  await expect(added).toHaveAttribute('data-default', 'true');
  await expect(billing.getByTestId('address-tile')).toHaveCount(before + 1);

  await added.getByTestId('address-edit').click();
  await fillAddress(page, { address1: 'Corso Magenta 5' });
  const edited = billing.getByTestId('address-tile').filter({ hasText: 'Corso Magenta 5' });
  await expect(edited).toBeVisible();

  // Set as default on an older one moves the default (when the demo customer has one).
  if (before > 0) {
    await billing.getByTestId('address-tile').filter({ hasNotText: 'Corso Magenta 5' }).first().getByTestId('address-make-default').click();
    await expect(edited).toHaveAttribute('data-default', 'false');
  }

  // Delete asks first; cancel keeps it, confirm removes it.
  await edited.getByTestId('address-delete').click();
  await page.getByTestId('address-delete-popup').getByRole('button', { name: 'Annulla' }).click();
  await expect(edited).toBeVisible();
  await edited.getByTestId('address-delete').click();
  await page.getByTestId('address-delete-confirm').click();
  await expect(edited).toHaveCount(0);
  await expect(billing.getByTestId('address-tile')).toHaveCount(before);

  // The API kept the change: a reload shows the same list.
  await page.reload();
  await expect(page.getByTestId('addresses-bill').getByTestId('address-tile')).toHaveCount(before);
});

test('a customer with addresses adds one during checkout, changes the profile and the password (account §5)', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `profile.${Date.now()}@example.it`;
  await page.goto('/it');
  await registerAndActivate(page, email, 'lino2026');

  // Addresses from the account page…
  await page.goto(ADDRESSES);
  await page.getByTestId('address-add-ship').click();
  await fillAddress(page, HOME);
  await page.getByTestId('address-add-bill').click();
  await fillAddress(page, HOME);

  // …then one more from the checkout's address step: the same popup, and it becomes the default there.
  await openProductAt(page, EARRINGS);
  await addPreselected(page, 1);
  await openCheckout(page);
  const shipCard = page.getByTestId('address-card-ship');
  await expect(shipCard).toContainText(HOME.address1);
  await page.getByTestId('address-add-another-ship').click();
  await fillAddress(page, { ...HOME, address1: 'Via Torino 40', city: 'Torino', province: 'TO', zip: '10121' });
  await expect(shipCard).toContainText('Via Torino 40');
  await page.goto(ADDRESSES);
  await expect(page.getByTestId('addresses-ship').getByTestId('address-tile')).toHaveCount(2);

  // Profile: §5 names at most 30, e-mail read only; the partner opt-in is sent as Y.
  await page.goto(MY_DATA);
  const profile = page.getByTestId('profile-form');
  await expect(profile.getByTestId('profile-email')).toHaveValue(email);
  await expect(profile.getByTestId('profile-email')).not.toBeEditable();
  await expect(profile.getByTestId('profile-partners')).not.toBeChecked();
  await profile.getByTestId('profile-lastName').fill('Bianchi Rossi');
  await profile.getByTestId('profile-store').selectOption({ index: 1 });
  await profile.getByTestId('profile-partners').check();
  await profile.getByTestId('profile-save').click();
  await expect(profile.getByTestId('profile-message')).toHaveAttribute('data-key', 'alertMessage.2');
  await page.reload();
  await expect(page.getByTestId('profile-lastName')).toHaveValue('Bianchi Rossi');
  await expect(page.getByTestId('profile-partners')).toBeChecked();

  // Password: a mismatch is mesInformations.20; a wrong current password mesInformations.18; then it changes (.19).
  const password = page.getByTestId('password-form');
  await password.getByTestId('password-currentPassword').fill('lino2026');
  await password.getByTestId('password-newPassword').fill('cotone-2027');
  await password.getByTestId('password-confirmation').fill('cotone-2028');
  await password.getByTestId('password-save').click();
  await expect(password.getByTestId('password-message')).toHaveAttribute('data-key', 'mesInformations.20');
  await password.getByTestId('password-currentPassword').fill('sbagliata-1');
  await password.getByTestId('password-confirmation').fill('cotone-2027');
  await password.getByTestId('password-save').click();
  await expect(password.getByTestId('password-message')).toHaveAttribute('data-key', 'mesInformations.18');
  await password.getByTestId('password-currentPassword').fill('lino2026');
  await password.getByTestId('password-save').click();
  await expect(password.getByTestId('password-message')).toHaveAttribute('data-key', 'mesInformations.19');

  // The session goes on with the new token; a reload keeps the shopper signed in.
  await page.reload();
  await expectSignedIn(page);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});
