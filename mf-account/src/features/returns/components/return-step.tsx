import type { ReactNode } from 'react';
import type { LineSelection } from '../model/return-selection.ts';

/** What every step of a return is given: the page's language and the lines chosen so far. */
export interface ReturnStepProps {
  language: string;
  selection: LineSelection;
}

/** A step's form (account §2 Returns): submitting it goes on only when the step is `ready`. */
export function StepForm({ ready, onReady, noValidate, children }: { ready: boolean; onReady: () => void; noValidate?: boolean; children: ReactNode }) {
  return (
    <form
      className="acc-return__form"
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onReady();
      }}
    >
      {children}
    </form>
  );
}
