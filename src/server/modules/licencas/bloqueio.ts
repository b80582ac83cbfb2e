/**
 * Bloqueio por licença vencida (SPEC §2 "consultarbloqueio", entidade
 * bloqueioLicenca). Uma empresa com fatura em aberto vencida há mais de
 * `parametro_licenca.dias_bloqueio` dias fica SOMENTE LEITURA: consultas (GET), downloads fiscais
 * (XML, DANFE, relatórios) e o pagamento da própria licença continuam; gravações respondem 423
 * (Locked) com a mensagem e o link de pagamento. Nada é apagado. O estado é calculado a cada
 * pedido a partir das faturas: a baixa (PIX, Mercado Pago, boleto) desbloqueia no mesmo instante,
 * em qualquer processo.
 * Vale para os usuários da própria empresa (nível 'emitente'); a cadeia de revenda continua
 * administrando a empresa bloqueada.
 *
 * O administrador também bloqueia ou libera à mão (`licenca_bloqueio_manual`,
 * rotas em bloqueio-manual.ts): 'bloqueado' vale mesmo sem fatura vencida; 'liberado' suspende o
 * bloqueio por fatura vencida até `liberado_ate` (inclusive).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { registrarAposAutenticar } from '../../auth/apos-autenticar.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

export interface Bloqueio {
  bloqueado: boolean;
  /** fatura mais antiga que causa o bloqueio (ou a que vai causar, se ainda na tolerância) */
  fatura_id: number | null;
  vencimento: string | null;
  valor: string | null;
  dias_bloqueio: number;
  /** AAAA-MM-DD em que o bloqueio começa (ou começou) */
  bloqueio_em: string | null;
  /** a empresa paga direto ao administrador (revenda 1, SPEC §2 Licença): há link de pagamento */
  pagamento_direto: boolean;
  /** bloqueio ou liberação manual do administrador em vigor (null: nenhum) */
  manual: { situacao: 'bloqueado' | 'liberado'; motivo: string; liberado_ate: string | null } | null;
}

/** Situação de bloqueio de `emitenteId` em `hoje` (AAAA-MM-DD). */
export async function situacaoBloqueio(c: Client, emitenteId: number, hoje: string): Promise<Bloqueio> {
  const m = (
    await c.query(
      `SELECT situacao, motivo, to_char(liberado_ate, 'YYYY-MM-DD') AS liberado_ate FROM licenca_bloqueio_manual
        WHERE emitente_id = $1 AND (situacao = 'bloqueado' OR liberado_ate >= $2::date)`,
      [emitenteId, hoje],
    )
  ).rows[0];
  const manual = m ? { situacao: m.situacao as 'bloqueado' | 'liberado', motivo: m.motivo as string, liberado_ate: m.liberado_ate as string | null } : null;
  const b = await situacaoPorFatura(c, emitenteId, hoje);
  if (manual?.situacao === 'bloqueado') return { ...b, bloqueado: true, manual };
  if (manual?.situacao === 'liberado') return { ...b, bloqueado: false, manual };
  return { ...b, manual: null };
}

/** Situação só pelas faturas vencidas (sem o bloqueio/liberação manual). */
export async function situacaoPorFatura(c: Client, emitenteId: number, hoje: string): Promise<Omit<Bloqueio, 'manual'>> {
  const { rows } = await c.query(
    `SELECT l.id, to_char(l.vencimento, 'YYYY-MM-DD') AS vencimento, l.valor::text AS valor, p.dias_bloqueio,
            to_char(l.vencimento + p.dias_bloqueio + 1, 'YYYY-MM-DD') AS bloqueio_em,
            (l.vencimento + p.dias_bloqueio < $2::date) AS bloqueado, l.revenda_id
       FROM licenca_recebivel l JOIN parametro_licenca p ON p.id = 1
      WHERE l.emitente_id = $1 AND l.situacao = 'aberto' AND l.vencimento < $2::date
      ORDER BY l.vencimento LIMIT 1`,
    [emitenteId, hoje],
  );
  const r = rows[0];
  if (!r) {
    const p = await c.query('SELECT dias_bloqueio FROM parametro_licenca WHERE id = 1');
    return {
      bloqueado: false,
      fatura_id: null,
      vencimento: null,
      valor: null,
      dias_bloqueio: p.rows[0]?.dias_bloqueio ?? 0,
      bloqueio_em: null,
      pagamento_direto: false,
    };
  }
  return {
    bloqueado: r.bloqueado,
    fatura_id: r.id,
    vencimento: r.vencimento,
    valor: r.valor,
    dias_bloqueio: r.dias_bloqueio,
    bloqueio_em: r.bloqueio_em,
    pagamento_direto: r.revenda_id === 1,
  };
}

/** Gravações em GET do Gerenciador de NF-e (SPEC §7: "All are GET"): também bloqueadas. */
const GET_QUE_GRAVA = /^\/v1\/GerenciadorNFe\/(TransmitirNota|CancelarNota|InutilizarNFe|TransmitirCCeNFe|CorrigirDuplicidadeNFe)\b/i;
/** Continuam liberadas: pagar a licença, plano, sessão/senha e POSTs que só geram arquivos de consulta. */
const LIBERADAS = /^\/v1\/(licencarecebivel|AtualizacaoPlano|auth|sessao|logout)|\/(ImprimirRecibo|GetRelatorio|ExecutarRelatorio|Previsao)\/?(\?|$)/i;

/** Mensagem do 423 (pt-BR). */
export function mensagemBloqueio(b: Bloqueio): string {
  if (b.manual?.situacao === 'bloqueado')
    return `Empresa bloqueada para alterações pelo administrador: ${b.manual.motivo}. Consultas e downloads continuam liberados. Procure a sua revenda para regularizar.`;
  const [a, m, d] = (b.vencimento ?? '').split('-');
  const pagar = b.pagamento_direto ? 'Pague a fatura em Licença › Faturas da licença para liberar na hora.' : 'Procure a sua revenda para regularizar.';
  return `Empresa bloqueada para alterações: a fatura de licença vencida em ${d}/${m}/${a} (R$ ${(b.valor ?? '').replace('.', ',')}) não foi paga. Consultas e downloads continuam liberados. ${pagar}`;
}

/**
 * Por quanto tempo (ms) uma empresa SEM fatura vencida em aberto dispensa a consulta nas gravações
 * seguintes deste processo. Só o estado livre é guardado; uma fatura que vença (o bloqueio é contado
 * em dias) passa a valer no máximo este tempo depois.
 */
export const CACHE_LIVRE_MS = 15_000;

/**
 * Empresas sem fatura vencida em aberto, até quando (ms), por banco: poupa a consulta a cada
 * gravação. Por banco e não por módulo: um processo com dois servidores (os testes) não confunde a
 * empresa 1 de um banco com a empresa 1 de outro.
 */
const liberadasPorBanco = new WeakMap<Database, Map<number, number>>();
function liberadasDe(db: Database): Map<number, number> {
  let m = liberadasPorBanco.get(db);
  if (!m) liberadasPorBanco.set(db, (m = new Map()));
  return m;
}

/** Esquece o "livre" guardado de uma empresa: um bloqueio manual vale na gravação seguinte. */
export function esquecerLiberacao(db: Database, emitenteId: number): void {
  liberadasDe(db).delete(emitenteId);
}

/** Registra a verificação após a autenticação (auth/apos-autenticar.ts). */
export function registrarBloqueio(app: FastifyInstance, db: Database): void {
  const liberadas = liberadasDe(db);
  registrarAposAutenticar(app, async (req: FastifyRequest) => {
    const ctx = req.ctx;
    if (ctx?.nivel !== 'emitente' || !ctx.emitenteId) return;
    const url = req.url;
    const leitura = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (leitura ? !GET_QUE_GRAVA.test(url) : LIBERADAS.test(url)) return;
    const id = ctx.emitenteId;
    if ((liberadas.get(id) ?? 0) > Date.now()) return;
    // cópia do contexto: nunca reaproveitar uma transação adotada por outro pedido (db/tenant.ts)
    const b = await withTenant(db, { ...ctx }, (c) => situacaoBloqueio(c, id, dataDeHoje()));
    if (b.bloqueado)
      throw new ApiError(423, mensagemBloqueio(b), { bloqueio_licenca: [b.manual?.situacao === 'bloqueado' ? 'bloqueio manual' : `fatura ${b.fatura_id}`] });
    // só "sem bloqueio" fica em memória: um pagamento nunca espera o cache (libera na hora)
    if (b.fatura_id === null && !b.manual) liberadas.set(id, Date.now() + CACHE_LIVRE_MS);
    if (liberadas.size > 10_000) liberadas.clear();
  });
}
