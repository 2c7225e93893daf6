import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@trama/shared/contract';
import { widgetView } from './widget-view.ts';

const at = (position: number, name: string, value: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  section: 2,
  widget: 3,
  position,
  type: 'TEXT',
  name,
  value,
  altText: null,
  menuHref: null,
  ...extra,
});

const view = (...items: ContentItem[]) => widgetView({ section: 2, widget: 3, items });

describe('reading a widget', () => {
  it('§3 reads title, subtitle, text, photo and link by item name', () => {
    const v = view(
      at(1, 'Photo', '/media/a.svg', { type: 'PHOTO', altText: 'Lenzuola' }),
      at(2, 'Title', 'Letto'),
      at(3, 'Subtitle', 'Nuova collezione'),
      at(4, 'Text', 'Lino lavato'),
      at(5, 'Link', 'Scopri il letto', { menuHref: '/letto' }),
    );
    expect(v).toMatchObject({
      key: '2-3',
      title: 'Letto',
      subtitle: 'Nuova collezione',
      text: 'Lino lavato',
      photo: { src: '/media/a.svg', alt: 'Lenzuola' },
      link: { label: 'Scopri il letto', menuHref: '/letto' },
    });
    expect(v.body.map((b) => b.kind)).toEqual(['photo', 'text']);
  });

  it('accepts the category and FAQ names (name/description, question/answer)', () => {
    expect(view(at(1, 'Name', 'Bagno'), at(2, 'Description', 'Spugna')).title).toBe('Bagno');
    const faq = view(at(1, 'Question', 'Come reso?'), at(2, 'Answer', 'Entro 30 giorni'));
    expect([faq.title, faq.text]).toEqual(['Come reso?', 'Entro 30 giorni']);
  });

  it('takes the link target from any item when there is no Link item, and the photo alt from the title', () => {
    const v = view(at(1, 'Photo', '/media/b.svg', { type: 'PHOTO', menuHref: '/bagno' }), at(2, 'Title', 'Bagno'));
    expect(v.link).toEqual({ label: null, menuHref: '/bagno' });
    expect(v.photo?.alt).toBe('Bagno');
  });

  it('reads a hand-edited link whose target is in its value', () => {
    expect(view(at(1, 'Link', '/tavola')).link).toEqual({ label: null, menuHref: '/tavola' });
  });

  it('reads a post date apart from the body', () => {
    const v = view(at(1, 'Title', 'Il lino'), at(2, 'Text', 'Lava a 40 °C'), at(3, 'Date', '2025-03-04'));
    expect(v.date).toBe('2025-03-04');
    expect(v.body).toEqual([{ kind: 'text', key: '1', value: 'Lava a 40 °C' }]);
  });

  it('never fails on missing or empty fields', () => {
    const v = view(at(1, 'Title', '   '), { ...at(2, 'Photo', '', { type: 'PHOTO' }) }, at(3, 'Text', null as unknown as string));
    expect(v).toMatchObject({ title: null, text: null, photo: null, link: null, video: null, body: [] });
  });
});
