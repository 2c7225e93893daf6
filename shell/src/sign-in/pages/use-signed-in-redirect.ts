import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFact } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';

/** Storefront §2 / §6: the sign-in page and /login send a signed-in shopper home (replacing the entry). */
export function useSignedInRedirect(language: Language): boolean {
  const signedIn = useFact('auth')?.authenticated === true;
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) void navigate(`/${language}`, { replace: true });
  }, [signedIn, language, navigate]);
  return signedIn;
}
