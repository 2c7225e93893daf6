import type { BaseParcelProps } from '@trama/shared/contract';
import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { UnavailableContent } from '../components/error-pages.tsx';

function Unavailable({ language }: BaseParcelProps) {
  return <UnavailableContent language={language} />;
}

export default createParcel(Unavailable, { boundary: 'content' });
