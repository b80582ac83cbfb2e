/**
 * Se o servidor envia e-mail (SMTP configurado): `GET /v1/email/Situacao` -> `{configurado}`
 * (src/server/mail/index.ts). As ações "Enviar por e-mail" (NF-e no gerenciador, NFC-e no PDV,
 * pedido) só aparecem quando o envio funciona (sem SMTP, nada de botão que
 * responde 4xx/503). A situação é do servidor, não da empresa: uma consulta por carga da página;
 * uma falha na consulta não fica guardada (a próxima tela pergunta de novo) e esconde as ações.
 */
import { useEffect, useState } from 'react';
import { apiData } from './http.ts';
import type { components } from '../../generated/openapi.d.ts';

let consulta: Promise<boolean> | null = null;

/** Consulta (uma vez) se o e-mail está configurado; false quando a consulta falha. */
export function emailConfigurado(): Promise<boolean> {
  consulta ??= apiData<components['schemas']['SituacaoEmail']>('/v1/email/Situacao').then(
    (d) => d?.configurado === true,
    () => {
      consulta = null;
      return false;
    },
  );
  return consulta;
}

/** Esquece a situação guardada (testes; troca de servidor). */
export function esquecerSituacaoEmail(): void {
  consulta = null;
}

/** `true` com SMTP configurado; `false` sem ele ou enquanto a consulta não respondeu. */
export function useEmailConfigurado(): boolean {
  const [ok, setOk] = useState(false);
  useEffect(() => {
    let vivo = true;
    void emailConfigurado().then((v) => vivo && setOk(v));
    return () => {
      vivo = false;
    };
  }, []);
  return ok;
}
