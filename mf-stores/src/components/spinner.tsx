export function Spinner({ label }: { label: string }) {
  return (
    <div className="sto-spinner" role="status" aria-live="polite">
      <span className="sto-spinner__wheel" aria-hidden="true" />
      <span className="sto-visually-hidden">{label}</span>
    </div>
  );
}
