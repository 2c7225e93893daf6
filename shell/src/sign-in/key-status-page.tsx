import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import './sign-in.css';

/**
 * The page of a mailed single-use link (account activation, newsletter confirmation): its title, a
 * spoken status that waits with a spinner, then says how it went, and a way on once it is done.
 */
export function KeyStatusPage(props: { language: Language; title: string; testId: string; state: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const waiting = props.state === 'waiting';
  return (
    <div className="sh-auth-page">
      <h1 className="sh-page__title">{props.title}</h1>
      <p className="sh-auth-status" role="status" data-testid={props.testId} data-state={props.state} aria-busy={waiting}>
        {waiting && <span className="ui-spinner__wheel" aria-hidden="true" />}
        {props.children}
      </p>
      {!waiting && (
        <p>
          <Link className="ui-button" to={`/${props.language}`}>
            {t('pages.continue')}
          </Link>
        </p>
      )}
    </div>
  );
}
