import { plainText } from './plain-text.ts';

interface RichTextProps {
  value: string | null;
  className?: string;
}

/**
 * CMS text as paragraphs: blank lines separate paragraphs, single newlines are line breaks.
 * Rendered as text, never as HTML, so a hand-edited grid cannot inject markup.
 */
export function RichText({ value, className }: RichTextProps) {
  const paragraphs = plainText(value)
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split(/\r?\n/).map((line, j, lines) => (
            <span key={j}>
              {line}
              {j < lines.length - 1 ? <br /> : null}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
