/** The × that closes a dialog or a panel (`.ui-close`), named by `label`; a class beside it places it in its owner's layout. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" className={className ? `ui-close ${className}` : 'ui-close'} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
