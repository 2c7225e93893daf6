export function Spinner({ label }: { label: string }) {
  return (
    <div className="cat-spinner" role="status" aria-live="polite">
      <span className="cat-spinner__wheel" aria-hidden="true" />
      <span className="cat-visually-hidden">{label}</span>
    </div>
  );
}
