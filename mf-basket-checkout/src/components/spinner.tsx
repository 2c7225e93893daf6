export function Spinner({ label }: { label: string }) {
  return (
    <div className="bsk-spinner" role="status" aria-live="polite">
      <span className="bsk-spinner__wheel" aria-hidden="true" />
      <span className="bsk-visually-hidden">{label}</span>
    </div>
  );
}
