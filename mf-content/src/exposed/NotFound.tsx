import type { BaseParcelProps } from '@trama/shared/contract';
import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { NotFoundContent } from '../components/error-pages.tsx';

function NotFound({ language }: BaseParcelProps) {
  return <NotFoundContent language={language} />;
}

export default createParcel(NotFound, { boundary: 'content' });
