/** One-shot notice for the sign-in page (session expired, SPEC §4/§8), kept in sessionStorage. */
import { CHAVES, gravar, ler } from '../../session/chaves.ts';

export function consumirAviso(): string | null {
  const v = ler('session', CHAVES.aviso);
  if (v !== null) gravar('session', CHAVES.aviso, null);
  return v;
}
