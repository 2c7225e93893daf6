/**
 * Storefront §2 Page metadata of a CMS page: its title, its first text (cut at a word, about 155
 * characters) as the description, its cover or first photo; the FAQ page adds its first two
 * questions as an FAQPage (the spec: at most 2).
 */
import type { MenuItem } from '@trama/shared/contract';
import { cutText, type ServerPageHead } from '@trama/shared/ui';
import { absoluteUrl, breadcrumbs, pageUrl, widgetPhoto, widgetText } from '../../../components/page-head.ts';
import { plainText } from '../../../components/plain-text.ts';
import type { PageContent } from './page-content.ts';

/** Storefront §2 Page metadata: FAQ structured data, at most 2 questions. */
export const FAQ_QUESTIONS = 2;
/** Storefront §2: the FAQ page is the menu entry of key faq. */
export const FAQ_KEY = 'faq';

const widgets = (content: PageContent) => [...(content.cover ? [content.cover] : []), ...content.sections.flatMap((section) => section.widgets)];

function faqJsonLd(content: PageContent, url: string) {
  const questions = widgets(content)
    .filter((view) => view.title && widgetText(view))
    .slice(0, FAQ_QUESTIONS)
    .map((view) => ({
      '@type': 'Question',
      name: plainText(view.title),
      acceptedAnswer: { '@type': 'Answer', text: widgetText(view) },
    }));
  return questions.length > 0 ? [{ '@context': 'https://schema.org', '@type': 'FAQPage', url, mainEntity: questions }] : [];
}

export function contentPageHead(content: PageContent | null, title: string | null, menu: MenuItem | null, language: string, origin: string): ServerPageHead | null {
  if (!content) return null;
  const all = widgets(content);
  const text = all.map(widgetText).find(Boolean) ?? '';
  const photo = all.map(widgetPhoto).find(Boolean) ?? undefined;
  const head: ServerPageHead = { description: text ? cutText(text) : undefined, image: photo ? absoluteUrl(photo, origin) : undefined };
  if (title && !menu?.label) head.title = plainText(title);
  if (!menu) return head;
  const url = pageUrl(origin, language, menu.canonicalUrl);
  const faq = menu.key === FAQ_KEY ? faqJsonLd(content, url) : [];
  const trail = menu.label ? [breadcrumbs(origin, language, [{ name: menu.label, path: menu.canonicalUrl }])] : [];
  return { ...head, jsonLd: [...faq, ...trail] };
}
