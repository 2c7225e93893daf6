import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Address } from '@trama/shared/contract';
import { AddressText, DESIGN_TOKENS, Dialog, Field, Spinner, VisuallyHidden } from '@trama/shared/ui';

const root = join(import.meta.dirname, '../../..');
const stylesheet = readFileSync(join(import.meta.dirname, 'ui.css'), 'utf8');
const FRONT_ENDS = ['shell', 'mf-account', 'mf-basket-checkout', 'mf-catalogue', 'mf-content', 'mf-stores'];

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
}

// A saved address: only what its card shows.
const address = { name: 'Anna Rossi', address1: 'Via Roma 1', address2: 'MI', city: 'Milano', zip: '20121', countryCode: 'IT', phone: '3331234567' } as Address;

describe('UI primitives (@trama/shared/ui)', () => {
  it('[32.2] every ui- class a primitive draws is in the one shared stylesheet', () => {
    const html = renderToStaticMarkup(
      <>
        <VisuallyHidden>Prezzo precedente</VisuallyHidden>
        <Spinner label="Caricamento" />
        <span className="ui-spinner__wheel ui-spinner__wheel--small" />
        <button type="button" className="ui-button" />
        <button type="button" className="ui-button ui-button--secondary" />
        <button type="button" className="ui-link-button" />
        <ul className="ui-inline-list" />
        <Dialog labelledBy="t">
          <div className="ui-modal__head">
            <h2 className="ui-modal__title">t</h2>
            <button type="button" className="ui-close" />
          </div>
          <p className="ui-modal__text" />
          <form className="ui-form">
            <Field id="name" label="Nome" error="Obbligatorio">
              <input id="name" />
            </Field>
          </form>
          <div className="ui-actions" />
        </Dialog>
        <AddressText address={address} country="Italia" phone="Tel. 3331234567" />
        <div className="ui-panel">
          <div className="ui-panel__head">
            <h2 className="ui-panel__title">t</h2>
          </div>
        </div>
        <section className="ui-page">
          <h1 className="ui-page__title">t</h1>
        </section>
      </>,
    );
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
    expect(classes.size).toBeGreaterThan(15);
    for (const name of classes) expect(stylesheet, name).toMatch(new RegExp(`\\.${name}[\\s,:{.[]`));
  });

  it('[32.2] the spinner is a polite status with its label spoken and its wheel hidden', () => {
    const html = renderToStaticMarkup(<Spinner label="Caricamento" />);
    expect(html).toBe(
      '<div class="ui-spinner" role="status" aria-live="polite"><span class="ui-spinner__wheel" aria-hidden="true"></span><span class="ui-visually-hidden">Caricamento</span></div>',
    );
  });

  it('[32.2] a field ties its label and its error to the control', () => {
    const html = renderToStaticMarkup(
      <Field id="f-zip" label="CAP" error="Il CAP è obbligatorio" errorTestId="address-error-zip" errorKey="errors.required">
        <input id="f-zip" aria-invalid aria-describedby="f-zip-error" />
      </Field>,
    );
    expect(html).toContain('<label for="f-zip">CAP</label>');
    expect(html).toContain('<p id="f-zip-error" class="ui-field__error" data-testid="address-error-zip" data-key="errors.required">Il CAP è obbligatorio</p>');
    expect(renderToStaticMarkup(<Field id="f" label="x"><input id="f" /></Field>)).not.toContain('ui-field__error');
  });

  it('[32.2] the design tokens are the shared stylesheet’s custom properties', () => {
    for (const [name, value] of Object.entries(DESIGN_TOKENS)) {
      const property = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(stylesheet, property).toContain(`${property}: ${value};`);
    }
  });

  // Each primitive's own classes in a remote's or the shell's CSS would be a copy of it.
  const PRIMITIVES: Record<string, string[]> = {
    'visually hidden': ['visually-hidden'],
    spinner: ['spinner', 'spinner__wheel'],
    buttons: ['button', 'button--secondary', 'button--quiet', 'link-button'],
    'inline list': ['inline-list'],
    'form field and error': ['form__row', 'form__error', 'form__actions'],
    'close button': ['dialog__close', 'size-guide__close', 'panel__close', 'modal__close'],
    'panel shell': ['panel__head', 'panel__title', 'size-guide__title'],
    'dialog shell': ['modal', 'modal__dialog', 'modal__head', 'modal__title', 'modal__text', 'modal__actions'],
  };
  const front = FRONT_ENDS.flatMap((dir) => filesUnder(join(root, dir, 'src'), /\.css$/)).map((file) => ({ file: relative(root, file), css: readFileSync(file, 'utf8') }));
  it.each(Object.entries(PRIMITIVES))('[32.2] no remote and not the shell keeps its own copy of the %s CSS', (_, names) => {
    const copy = new RegExp(`^[^{}\\n]*\\.(acc|bsk|cat|cnt|sto|sh)-(${names.join('|')})(?![\\w-])`, 'm');
    expect(front.filter(({ css }) => copy.test(css)).map(({ file, css }) => `${file}: ${css.match(copy)![0].trim()}`)).toEqual([]);
  });

  it('[32.2] a page and its title are .ui-page and .ui-page__title, not a copy in each remote', () => {
    const page = /\{[^}]*margin: 0 auto;\s*padding: 1\.5rem 1rem 3rem;[^}]*\}/;
    const title = /\{[^}]*font-family: var\(--font-serif[^;]*;\s*font-weight: 400;\s*font-size: 2rem;[^}]*\}/;
    expect(front.filter(({ css }) => page.test(css) || title.test(css)).map(({ file }) => file)).toEqual([]);
  });

  it('[32.2] a remote’s CSS may place a primitive in its own layout, never define it again', () => {
    // `.bsk-stock .ui-button { width: 100% }` is the basket's; `.ui-button { … }` would be a copy.
    const redefined = /(^|,)\s*(:is\()?\.ui-[\w-]+[^{,]*[{,]/m;
    expect(front.filter(({ css }) => redefined.test(css.replace(/\/\*[\s\S]*?\*\//g, ''))).map(({ file }) => file)).toEqual([]);
  });

  it('[32.2] the shell loads the shared stylesheet, once; a remote’s shipped code never imports it', () => {
    const imports = (file: string) => /import\s+['"]@trama\/shared\/ui\/ui\.css['"]/.test(readFileSync(file, 'utf8'));
    expect(imports(join(root, 'shell/src/bootstrap.tsx'))).toBe(true);
    const others = FRONT_ENDS.flatMap((dir) => filesUnder(join(root, dir, 'src'), /\.tsx?$/))
      // A remote's standalone dev page (src/bootstrap.tsx, not built for production) has no shell.
      .filter((file) => !/[\\/]src[\\/]bootstrap\.tsx$/.test(file))
      .filter(imports);
    expect(others.map((file) => relative(root, file))).toEqual([]);
    const shared = filesUnder(import.meta.dirname, /\.tsx?$/).filter((file) => /import\s+['"][^'"]+\.css['"]/.test(readFileSync(file, 'utf8')));
    expect(shared.map((file) => relative(root, file))).toEqual([]);
  });
});
