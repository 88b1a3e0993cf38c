// typeForReact depends on how react-dom tracks field values (see its comment): these tests say whether it
// still works with the React this app installs. They run in Chromium, on markup rendered by react-dom's
// server renderer and then hydrated, as a prerendered page is.
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyActions, typeForReact } from '../src/lib/early-input.ts';

type Change = [field: string, value: string | boolean];

/** A sign-in-like form whose fields tell what React's onChange saw. */
function Form({ onChange, onReady }: { onChange: (change: Change) => void; onReady: () => void }) {
  const [name, setName] = useState('');
  const [terms, setTerms] = useState(false);
  useEffect(onReady, [onReady]);
  return (
    <form>
      <input
        aria-label="Name"
        value={name}
        onChange={(event) => {
          onChange(['name', event.target.value]);
          setName(event.target.value);
        }}
      />
      <input
        type="checkbox"
        aria-label="Terms"
        checked={terms}
        onChange={(event) => {
          onChange(['terms', event.target.checked]);
          setTerms(event.target.checked);
        }}
      />
      <output>{`${name}|${terms}`}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
});

/**
 * Puts the form's server markup on the page, lets `typeEarly` change its fields as a person would before
 * the code arrives (no React on the page yet), then hydrates it. Resolves with the fields once React
 * owns them, and the changes React's onChange reports.
 */
async function hydrateAfter(typeEarly: (name: HTMLInputElement, terms: HTMLInputElement) => void) {
  const changes: Change[] = [];
  const form = (onReady: () => void) => (
    <Form onChange={(change) => changes.push(change)} onReady={onReady} />
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(form(() => {}));
  document.body.append(container);
  const [name, terms] = container.querySelectorAll('input') as unknown as [
    HTMLInputElement,
    HTMLInputElement,
  ];
  typeEarly(name, terms);
  await new Promise<void>((ready) => {
    root = hydrateRoot(container, form(ready));
  });
  return { name, terms, changes, output: container.querySelector('output')! };
}

describe('typeForReact (react-dom value tracking)', () => {
  it('a hydrated text field gets what was typed before hydration, and React sees it', async () => {
    const { name, changes, output } = await hydrateAfter((field) => (field.value = 'Akinyi'));
    typeForReact(name, 'Akinyi');
    expect(changes).toEqual([['name', 'Akinyi']]);
    await expect.poll(() => output.textContent).toBe('Akinyi|false');
    expect(name.value).toBe('Akinyi');
  });

  it('a hydrated checkbox ticked before hydration is seen as ticked', async () => {
    const { terms, changes, output } = await hydrateAfter((_, field) => (field.checked = true));
    typeForReact(terms, true);
    expect(changes).toEqual([['terms', true]]);
    await expect.poll(() => output.textContent).toBe('|true');
    expect(terms.checked).toBe(true);
  });

  // Why the function exists: React starts tracking a hydrated field at the value it holds, so a plain
  // event reports no change. If this fails, React sees such fields by itself and typeForReact may go.
  it('a plain input event on such a field is not seen by React', async () => {
    const { name, changes } = await hydrateAfter((field) => (field.value = 'Akinyi'));
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(changes).toEqual([]);
  });

  it('a field React has just drawn (a shell replaced) gets the text typed into the shell', async () => {
    const changes: Change[] = [];
    container = document.createElement('div');
    document.body.append(container);
    await new Promise<void>((ready) => {
      root = createRoot(container);
      root.render(<Form onChange={(change) => changes.push(change)} onReady={ready} />);
    });
    const name = container.querySelector('input')!;
    typeForReact(name, 'Wanj');
    expect(changes).toEqual([['name', 'Wanj']]);
    await expect.poll(() => container.querySelector('output')!.textContent).toBe('Wanj|false');
  });
});

describe('replayEarlyActions (a tap on a replaced shell)', () => {
  it('taps the button of the same role and text in the page React drew, whose id differs', async () => {
    const tapped: string[] = [];
    const tabs = (idPrefix: string) =>
      ['Approved', 'Pending'].map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${idPrefix}-${name}`}
          onClick={() => tapped.push(name)}
        >
          {name}
        </button>
      ));
    container = document.createElement('div');
    container.innerHTML = renderToString(<div>{tabs('server')}</div>);
    document.body.append(container);
    const shellTab = container.querySelector<HTMLElement>('#server-Approved')!;
    window.__early = { clicks: [shellTab], submit: null, stop: () => {} };
    const page = document.createElement('div');
    container.append(page);
    await new Promise<void>((drawn) => {
      root = createRoot(page);
      root.render(<Drawn onDrawn={drawn}>{tabs('client')}</Drawn>);
    });
    replayEarlyActions(page);
    expect(tapped).toEqual(['Approved']);
  });
});

function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useEffect(onDrawn, [onDrawn]);
  return <div>{children}</div>;
}
