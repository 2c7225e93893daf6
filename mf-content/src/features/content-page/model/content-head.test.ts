/** Storefront §2 Page metadata of a CMS page and of the FAQ (at most 2 questions). */
import { describe, expect, it } from 'vitest';
import { menuItem, nodesOfType, schemaOrgProblems } from '@trama/shared/testing';
import { section } from '../../../test/network.ts';
import { FAQ_QUESTIONS, contentPageHead } from './content-head.ts';
import { pageContent } from './page-content.ts';

const ORIGIN = 'https://shop.example';

describe('§2 content page head', () => {
  it('§2 a content page: its first text cut at a word near 155 characters, its cover photo', () => {
    const long = 'Dal 1950 Trama tesse lino e cotone in Italia, con telai che lavorano ancora oggi nella stessa valle, per una biancheria che dura e che si tramanda di generazione in generazione.';
    const content = pageContent([...section(1, { Title: 'La nostra storia', Photo: '/media/story.svg' }), ...section(2, { Text: `<p>${long}</p>` })], true);
    const menu = menuItem({ key: 'storia', label: 'La nostra storia', canonicalUrl: '/storia', menuType: 'PAGE' });
    const head = contentPageHead(content, 'La nostra storia', menu, 'it', ORIGIN)!;
    expect(head.title).toBeUndefined(); // the shell names it with its menu label
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(long.startsWith(head.description!.replace(/…$/, ''))).toBe(true);
    expect(head.description).toMatch(/[a-z]…$/);
    expect(head.image).toBe('https://shop.example/media/story.svg');
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    expect(nodesOfType(head.jsonLd, 'FAQPage')).toEqual([]);
  });

  it('§2 the FAQ page (menu key faq) tells its first 2 questions and their answers, as plain text', () => {
    const content = pageContent(
      section(
        1,
        { Text: 'Le domande più frequenti.' },
        { Question: 'Quanto costa la spedizione?', Answer: '<p>È gratuita <b>sopra 60 €</b>.</p>' },
        { Question: 'Posso rendere un articolo?', Answer: 'Sì, entro 30 giorni.' },
        { Question: 'Dove sono i negozi?', Answer: 'In tutta Italia.' },
      ),
      false,
    );
    const faq = menuItem({ key: 'faq', label: 'FAQ', canonicalUrl: '/faq', menuType: 'PAGE', gridTypeId: 5 });
    const head = contentPageHead(content, 'FAQ', faq, 'en', ORIGIN)!;
    expect(head.description).toBe('Le domande più frequenti.');
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    const questions = nodesOfType(head.jsonLd, 'Question');
    expect(questions).toHaveLength(FAQ_QUESTIONS);
    expect(questions.map((q) => [q.name, (q.acceptedAnswer as { text: string }).text])).toEqual([
      ['Quanto costa la spedizione?', 'È gratuita sopra 60 €.'],
      ['Posso rendere un articolo?', 'Sì, entro 30 giorni.'],
    ]);
    expect(nodesOfType(head.jsonLd, 'FAQPage')[0]?.url).toBe('https://shop.example/en/faq');
  });

  it('a page with no menu entry is titled by its first title; nothing before the grid is in', () => {
    const content = pageContent(section(1, { Title: 'Note legali', Text: 'Trama S.p.A.' }), false);
    expect(contentPageHead(content, 'Note legali', null, 'it', ORIGIN)).toMatchObject({ title: 'Note legali', description: 'Trama S.p.A.' });
    expect(contentPageHead(null, null, null, 'it', ORIGIN)).toBeNull();
  });
});
