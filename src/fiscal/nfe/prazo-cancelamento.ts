/**
 * Prazos do cancelamento (eventos 110111 e 110112), usados pelo simulador da SEFAZ e pela
 * validação local do produto antes de enviar:
 * - NF-e (modelo 55): até 24 h da autorização, 135 (Ajuste SINIEF 07/05, cláusula 12ª; MOC 7.0,
 *   evento de cancelamento, regra de prazo); depois de 24 h e até 168 h (7 dias), a UF homologa
 *   "fora de prazo": 155 (a nota fica cancelada, o contribuinte responde pela extemporaneidade);
 *   depois de 168 h, 501 "Pedido de Cancelamento intempestivo (NF-e autorizada a mais de 7 dias)";
 * - NFC-e (modelo 65): até 30 min, 135 (Ajuste SINIEF 19/16, cláusula 14ª); até 24 h, 155 (prazo
 *   estendido das UF); depois de 24 h, 220 "Prazo de Cancelamento superior ao previsto na
 *   Legislação" (a NFC-e não tem o cancelamento extemporâneo de 7 dias).
 * O simulador responde com {@link cStatPrazoCancelamento}; o produto recusa antes de enviar o que
 * seria 501/220 (src/fiscal/nfe/validacao-local.ts).
 */
export interface PrazosCancelamento {
  /** Prazo legal (ms): até ele, 135. */
  legal: number;
  /** Até ele (ms), 155 "fora de prazo"; depois, a rejeição `rejeicao`. */
  limite: number;
  rejeicao: '501' | '220';
}

const HORA = 3_600_000;

/** Prazos por modelo (ver cabeçalho). */
export const PRAZOS_CANCELAMENTO: Readonly<Record<'55' | '65', PrazosCancelamento>> = {
  '55': { legal: 24 * HORA, limite: 168 * HORA, rejeicao: '501' },
  '65': { legal: 30 * 60_000, limite: 24 * HORA, rejeicao: '220' },
};

/** Textos oficiais (MOC 7.0, tabela de cStat) das respostas de prazo do cancelamento. */
export const MOTIVOS_CANCELAMENTO: Readonly<Record<string, string>> = {
  '155': 'Cancelamento homologado fora de prazo',
  '220': 'Rejeição: Prazo de Cancelamento superior ao previsto na Legislação',
  '501': 'Rejeição: Pedido de Cancelamento intempestivo (NF-e autorizada a mais de 7 dias)',
};

/**
 * cStat do cancelamento pelo prazo: '135' dentro do prazo legal, '155' fora do prazo mas aceito,
 * '501'/'220' recusado. `autorizadaEm` e `agora` em ms desde a época; `mod` '55' ou '65'.
 */
export function cStatPrazoCancelamento(mod: string, autorizadaEm: number, agora: number): '135' | '155' | '501' | '220' {
  const p = PRAZOS_CANCELAMENTO[mod === '65' ? '65' : '55'];
  const decorrido = agora - autorizadaEm;
  if (decorrido <= p.legal) return '135';
  if (decorrido <= p.limite) return '155';
  return p.rejeicao;
}
