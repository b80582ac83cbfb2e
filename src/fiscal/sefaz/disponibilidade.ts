/**
 * "A SEFAZ está fora?" — a classificação única de uma falha ou resposta da SEFAZ usada pela NFC-e
 * (entra na contingência off-line, tpEmis 9) e pela NF-e (conta as falhas que sugerem a SVC/EPEC).
 *
 * Fonte das regras:
 * - MOC 7.0, Anexo I (tabela de códigos de resposta): 108 "Serviço Paralisado Momentaneamente
 *   (curto prazo)" e 109 "Serviço Paralisado sem Previsão" — o serviço não processou o pedido;
 * - MOC 7.0 item 5.8 / NT 2025.001 (NFC-e): a contingência off-line é para a "impossibilidade de
 *   transmissão" (falha de comunicação, autorizador inacessível ou sem resposta);
 * - NT 2013.007 (SVC): a contingência da NF-e cabe quando o autorizador normal está indisponível.
 *
 * Indisponível: falha de comunicação (rede, conexão recusada, tempo esgotado, TLS), HTTP 5xx ou
 * resposta que não é SOAP (página de erro de um balanceador), e os cStat de serviço paralisado
 * (108, 109 e qualquer xMotivo "paralisado"/"fora de operação"). Rejeição: qualquer outro cStat
 * (2xx a 9xx, ex.: 225 falha de schema) — a nota foi recusada pela SEFAZ e não adianta contingência.
 * Erro local: uso/configuração (`validacao`, `configuracao`) e HTTP 4xx (endereço ou certificado
 * do cliente recusado): nem contingência nem rejeição da nota; o chamador mostra o erro.
 */
import { SefazError } from './transporte.ts';

/** Resultado da classificação (ver cabeçalho). */
export type ClasseFalhaSefaz = 'indisponivel' | 'rejeicao' | 'erro-local';

/** cStat de "serviço paralisado" (MOC 7.0, Anexo I). */
export const CSTAT_SERVICO_PARALISADO: ReadonlySet<string> = new Set(['108', '109']);

const MOTIVO_PARALISADO = /paralisad|fora de opera|indispon[ií]vel/i;

/**
 * Classifica uma falha (exceção do cliente SOAP) ou um retorno da SEFAZ (`{cStat, xMotivo}`).
 * Erros que não são {@link SefazError} (falha de programa) são 'erro-local'.
 */
export function classificarFalhaSefaz(x: unknown): ClasseFalhaSefaz {
  if (x instanceof SefazError) {
    switch (x.codigo) {
      case 'rede':
      case 'timeout':
      case 'tls':
      case 'certificado-servidor':
      case 'resposta':
        return 'indisponivel';
      case 'http':
        return (x.status ?? 500) >= 500 ? 'indisponivel' : 'erro-local';
      default:
        // 'cliente-recusado' (o certificado da empresa foi recusado), 'validacao', 'configuracao'
        return 'erro-local';
    }
  }
  if (x && typeof x === 'object' && 'cStat' in x) {
    const { cStat, xMotivo } = x as { cStat?: unknown; xMotivo?: unknown };
    const c = String(cStat ?? '');
    if (CSTAT_SERVICO_PARALISADO.has(c)) return 'indisponivel';
    if (/^1\d\d$/.test(c) && MOTIVO_PARALISADO.test(String(xMotivo ?? ''))) return 'indisponivel';
    return 'rejeicao';
  }
  return 'erro-local';
}

/** Atalho: a falha/resposta significa SEFAZ indisponível (contingência, não recusa). */
export function sefazIndisponivel(x: unknown): boolean {
  return classificarFalhaSefaz(x) === 'indisponivel';
}
