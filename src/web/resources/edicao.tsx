/**
 * Edit lock of the generic edit screen (SPEC §3 controleEdicao): on open the screen takes the lock
 * (`POST /v1/controleEdicao/` {id_edicao: record id, modulo: resource name}), renews it every 60 s
 * while open and releases it on leave (`DELETE`, fetch with keepalive: a beacon cannot carry the
 * bearer header). When another user holds it, a read-only notice "Em edição por ... desde ..." is
 * shown; the record stays viewable.
 */
import { lerSessao } from '../session/usuario.ts';
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { apiFetch, lerCorpo } from '../providers/http.ts';

export const RENOVAR_EDICAO_MS = 60_000;

export interface RespostaEdicao {
  Success?: boolean;
  Message?: string | null;
  Data?: { usuario?: string; desde?: string } | null;
}

/** Banner text for a lock answer: null when the lock is ours (or the answer is not a lock refusal). */
export function avisoDeEdicao(r: RespostaEdicao | null | undefined, fuso = 'America/Sao_Paulo'): string | null {
  if (r?.Success !== false) return null;
  const usuario = r.Data?.usuario;
  const desde = r.Data?.desde ? new Date(r.Data.desde) : null;
  if (usuario && desde && !Number.isNaN(desde.getTime())) {
    const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: fuso }).format(desde);
    return `Em edição por ${usuario} desde ${hora}. Você pode consultar o registro, mas alterações podem sobrescrever as dele.`;
  }
  return r.Message ? `${r.Message}.` : null;
}

const url = (id: string | number, modulo: string) => `/v1/controleEdicao/${encodeURIComponent(String(id))}/${encodeURIComponent(modulo)}`;

/** Takes, renews and releases the lock; returns the banner text (null while the lock is ours). */
export function useControleEdicao(modulo: string, id: string | number | undefined | null): string | null {
  const [aviso, setAviso] = useState<string | null>(null);
  useEffect(() => {
    if (id === undefined || id === null || id === '') return undefined;
    // the lock is per issuer: a chain user with no company selected (the administrator opening a
    // company record) has none to take, and the server would answer 403
    if (!lerSessao()?.User?.Emitente) return undefined;
    let ativo = true;
    let nosso = false;
    const tentar = async () => {
      try {
        const res = await apiFetch('/v1/controleEdicao/', { method: 'POST', body: { id_edicao: String(id), modulo } });
        const corpo = (await lerCorpo(res)) as RespostaEdicao | null;
        if (!ativo || !res.ok) return;
        nosso = corpo?.Success === true;
        setAviso(avisoDeEdicao(corpo));
      } catch {
        /* offline: try again at the next renewal */
      }
    };
    void tentar();
    const timer = setInterval(() => void tentar(), RENOVAR_EDICAO_MS);
    const liberar = () => {
      if (nosso) void apiFetch(url(id, modulo), { method: 'DELETE', keepalive: true, semRetry: true }).catch(() => undefined);
      nosso = false;
    };
    window.addEventListener('pagehide', liberar);
    return () => {
      ativo = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', liberar);
      liberar();
    };
  }, [modulo, id]);
  return aviso;
}

/** The notice shown on the edit screen when someone else holds the lock. */
export function AvisoEdicao({ modulo, id }: { modulo: string; id: string | number | undefined }) {
  const aviso = useControleEdicao(modulo, id);
  return aviso ? (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }} role="status">
      {aviso}
    </Alert>
  ) : null;
}
