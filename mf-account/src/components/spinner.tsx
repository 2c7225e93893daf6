export function Spinner({ label }: { label: string }) {
  return (
    <div className="acc-spinner" role="status" aria-live="polite">
      <span className="acc-spinner__wheel" aria-hidden="true" />
      <span className="acc-visually-hidden">{label}</span>
    </div>
  );
}
