import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NotFoundContent, UnavailableContent } from './error-pages.tsx';

afterEach(cleanup);

describe('error pages', () => {
  it('§8 the 404 page shows Error.1 and Error.2 and a link home', () => {
    render(<NotFoundContent language="it" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina non trovata');
    expect(screen.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/it');
  });

  it('§8 the 404 page speaks the routed language', () => {
    render(<NotFoundContent language="en" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });

  it('§8 the 503 page shows Error.3 and Error.4', () => {
    render(<UnavailableContent language="it" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sito in manutenzione');
    expect(screen.getByText('Stiamo lavorando per migliorare il sito. Riprova tra qualche minuto.')).toBeTruthy();
  });
});
