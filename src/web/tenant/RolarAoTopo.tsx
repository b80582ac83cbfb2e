/** SPEC §2 "The page scrolls to top" on every navigation, after 100 ms (SPEC §9). */
import { useEffect } from 'react';
import { useLocalizacao } from '../navegacao/roteador.tsx';

export const ATRASO_ROLAGEM_MS = 100;

export function RolarAoTopo() {
  const { pathname } = useLocalizacao();
  useEffect(() => {
    const t = setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'auto' }), ATRASO_ROLAGEM_MS);
    return () => clearTimeout(t);
  }, [pathname]);
  return null;
}
