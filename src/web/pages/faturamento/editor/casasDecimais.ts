/**
 * Casas decimais da empresa para a quantidade (qCom, 0–4) e o valor unitário (vUnCom, 2–10) dos itens,
 * de configuracoes/gerenciar (`GET /v1/Configuracao/CasasDecimais`, aberto a qualquer usuário da
 * empresa). O XML da NF-e escreve qCom/vUnCom nas mesmas casas (fiscal/nfe.ts); o valor unitário é
 * gravado com até 4 casas, por isso o campo aceita no máximo 4.
 */
import { useEffect, useState } from 'react';
import { apiData } from '../../../providers/http.ts';
import type { components } from '../../../../generated/openapi.d.ts';

export interface CasasDecimais {
  quantidade: number;
  valorUnitario: number;
}

/** Enquanto não chegam (ou se a leitura falhar): as 4 casas que o banco guarda, nada se perde. */
const PADRAO: CasasDecimais = { quantidade: 4, valorUnitario: 4 };
let pedido: Promise<CasasDecimais> | null = null;

function carregar(): Promise<CasasDecimais> {
  pedido ??= apiData<components['schemas']['CasasDecimais']>('/v1/Configuracao/CasasDecimais')
    .then((c) => ({ quantidade: c.casas_decimais_quantidade, valorUnitario: Math.min(c.casas_decimais_valor, 4) }))
    .catch(() => {
      pedido = null; // tenta de novo na próxima tela
      return PADRAO;
    });
  return pedido;
}

/** Esquece as casas lidas (depois de salvar as configurações ou trocar de empresa). */
export function esquecerCasasDecimais(): void {
  pedido = null;
}

/** As casas decimais da empresa (uma leitura por sessão de página). */
export function useCasasDecimais(): CasasDecimais {
  const [casas, setCasas] = useState<CasasDecimais>(PADRAO);
  useEffect(() => {
    let vivo = true;
    void carregar().then((c) => vivo && setCasas(c));
    return () => {
      vivo = false;
    };
  }, []);
  return casas;
}
