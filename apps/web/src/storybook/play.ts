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

/**
 * For forms that show one problem at a time: `expectProblem(message)` presses the submit button named
 * `submitName` and waits for the message.
 */
export async function problemsOnSubmit(canvasElement: HTMLElement, submitName: string) {
  const main = await findMain(canvasElement);
  const submit = await main.findByRole('button', { name: submitName });
  const expectProblem = async (message: string) => {
    await userEvent.click(submit);
    await expect(await main.findByText(message)).toBeVisible();
  };
  return { main, submit, expectProblem };
}

/** The page's <main> once this heading is on screen, i.e. once the page's data has loaded. */
export async function findMainShowing(canvasElement: HTMLElement, heading: { name: string; level?: number }) {
  const main = await findMain(canvasElement);
  await expect(await main.findByRole('heading', heading)).toBeVisible();
  return main;
}
