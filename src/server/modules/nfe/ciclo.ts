/**
 * Ciclo de vida da NF-e (faturamento): quem depende de uma nota autorizada ou cancelada (estoque,
 * contas a receber, pedidos...) registra aqui um ouvinte, e a transmissão, a consulta e o
 * cancelamento o chamam **na mesma transação** em que gravam a nova situação. Se um ouvinte lança
 * erro, a transação toda é desfeita — a situação fiscal nunca diverge do estoque ou do financeiro.
 *
 * Eventos:
 * - `autorizada`: a nota passou a 'autorizada' (cStat 100/150 na autorização, na reconciliação ou
 *   no protocolo anexado à nota em duplicidade);
 * - `cancelada`: a nota autorizada passou a 'cancelada' (evento 110111 registrado, ou a consulta da
 *   chave mostrou o cancelamento).
 *
 * Cada evento chega no máximo uma vez por nota e situação: quem chama só notifica quando a situação
 * anterior era outra. Os ouvintes devem ser idempotentes mesmo assim (ex.: conferir se o documento
 * já lançou movimento), pois uma reconciliação após queda pode reenviar.
 */
import type { Client } from '../../db/tenant.ts';

/** Evento do ciclo de vida de uma nota de faturamento. */
export type EventoCicloNFe = 'autorizada' | 'cancelada';

/** Dados passados a cada ouvinte: o cliente da transação em curso (contexto do emitente já aplicado). */
export interface NotaCiclo {
  c: Client;
  emitenteId: number;
  faturamentoId: number;
  evento: EventoCicloNFe;
}

/** Ouvinte: `nome` aparece na mensagem de erro quando ele falha. */
export interface OuvinteCicloNFe {
  nome: string;
  aoMudar: (nota: NotaCiclo) => Promise<void>;
}

const ouvintes: OuvinteCicloNFe[] = [];

/** Registra um ouvinte (idempotente pelo nome: registrar de novo substitui o anterior). */
export function registrarOuvinteCicloNFe(o: OuvinteCicloNFe): void {
  const i = ouvintes.findIndex((x) => x.nome === o.nome);
  if (i >= 0) ouvintes[i] = o;
  else ouvintes.push(o);
}

/**
 * Chama os ouvintes em ordem de registro, dentro da transação `c`. Um erro de ouvinte sobe
 * (a transação de quem chamou é desfeita).
 */
export async function notificarCicloNFe(c: Client, emitenteId: number, faturamentoId: number, evento: EventoCicloNFe): Promise<void> {
  for (const o of ouvintes) await o.aoMudar({ c, emitenteId, faturamentoId, evento });
}

/**
 * Verificação antes de transmitir: chamada na transação que prepara a transmissão (nota travada,
 * antes de alocar o número e de falar com a SEFAZ). Lança ApiError para recusar a transmissão com a
 * mensagem ao usuário (ex.: o estoque recusa uma nota sem saldo quando a política é `bloquear`).
 */
export interface VerificacaoTransmissao {
  nome: string;
  verificar: (c: Client, emitenteId: number, faturamentoId: number) => Promise<void>;
}

const verificacoes: VerificacaoTransmissao[] = [];

/** Registra uma verificação (idempotente pelo nome). */
export function registrarVerificacaoAntesDeTransmitir(v: VerificacaoTransmissao): void {
  const i = verificacoes.findIndex((x) => x.nome === v.nome);
  if (i >= 0) verificacoes[i] = v;
  else verificacoes.push(v);
}

/** Roda as verificações em ordem de registro; a primeira que lançar recusa a transmissão. */
export async function verificarAntesDeTransmitir(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  for (const v of verificacoes) await v.verificar(c, emitenteId, faturamentoId);
}
