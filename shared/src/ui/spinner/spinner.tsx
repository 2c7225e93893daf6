import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

/**
 * A screen's or a box's loading state: a turning wheel, and its label spoken once (a polite
 * status). Where a box waits without a label of its own (the shell's slots), the wheel alone is
 * `<span className="ui-spinner__wheel" aria-hidden="true" />`.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
