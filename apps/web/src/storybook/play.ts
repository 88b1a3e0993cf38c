// Helpers for the play functions of screen stories.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The page's <main> once the session has loaded (toasts and the header sit outside it). */
export async function findMain(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main'));
}

/** Radix renders dialogs in a portal outside the story canvas. */
export function documentBody(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** A toast with this title is on screen. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const region = await documentBody(canvasElement).findByRole('region', { name: /Notifications/ });
  await expect(await within(region).findByText(title)).toBeVisible();
}

/** Picks an option of a (native) Select by its accessible name, once it is loaded and enabled. */
export async function choose(canvasElement: HTMLElement, select: string, option: string) {
  const combobox = await within(canvasElement).findByRole('combobox', { name: select });
  await waitFor(() => expect(combobox).toBeEnabled());
  await waitFor(() => expect(within(combobox).getByRole('option', { name: option })).toBeInTheDocument());
  await userEvent.selectOptions(combobox, option);
}

/** The story's router left the page (see NavigatedAway in page.tsx). */
export async function expectNavigatedTo(canvasElement: HTMLElement, path: string) {
  await expect(await within(canvasElement).findByText(`Navigated to ${path}`)).toBeVisible();
}
