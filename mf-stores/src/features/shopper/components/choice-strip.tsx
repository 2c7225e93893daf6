import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { scrollStrip } from './scroll-strip.ts';

export interface StripChoice {
  key: string;
  content: ReactNode;
  pressed: boolean;
  disabled: boolean;
  onSelect: () => void;
}

interface ChoiceStripProps {
  /** The id of the heading that names the strip. */
  labelledBy: string;
  previousLabel: string;
  nextLabel: string;
  choices: StripChoice[];
  /** days or times (the CSS modifier). */
  kind: 'days' | 'times';
  testId: string;
}

/**
 * A slider of toggle buttons (account §9: 2, 3, 3, 5 per view from 382, 680, 980, 1020 px wide,
 * speed 600), made of a natively scrolling list rather than Swiper: every choice is a real
 * <button> with aria-pressed and disabled, reachable with Tab (the browser scrolls the focused one
 * into view), the server HTML is the same list, and no slider code loads. The arrow buttons move
 * one page; they are disabled at either end.
 */
export function ChoiceStrip({ labelledBy, previousLabel, nextLabel, choices, kind, testId }: ChoiceStripProps) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = () => {
    const element = list.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  };

  // The list's width changes with the screen: the arrows follow (a strip that fits needs none).
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const arrow = (direction: -1 | 1) => (
    <button
      type="button"
      className={`sto-strip__arrow sto-strip__arrow--${direction < 0 ? 'previous' : 'next'}`}
      aria-label={direction < 0 ? previousLabel : nextLabel}
      aria-controls={listId}
      disabled={direction < 0 ? edges.start : edges.end}
      onClick={() => list.current && scrollStrip(list.current, direction)}
    >
      <span aria-hidden="true">{direction < 0 ? '‹' : '›'}</span>
    </button>
  );

  return (
    <div className={`sto-strip sto-strip--${kind}`} role="group" aria-labelledby={labelledBy} data-testid={testId}>
      {arrow(-1)}
      {/* Focusable: a keyboard can scroll the strip even while every choice in it is disabled (WCAG 2.1.1). */}
      <ul id={listId} ref={list} className="sto-strip__list" onScroll={measure} tabIndex={0} aria-labelledby={labelledBy}>
        {choices.map((choice) => (
          <li key={choice.key} className="sto-strip__item">
            <button
              type="button"
              className="sto-strip__choice"
              aria-pressed={choice.pressed}
              disabled={choice.disabled}
              onClick={choice.onSelect}
            >
              {choice.content}
            </button>
          </li>
        ))}
      </ul>
      {arrow(1)}
    </div>
  );
}
