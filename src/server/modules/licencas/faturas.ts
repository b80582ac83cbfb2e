/**
 * Faturas de licença (SPEC §2 "licencarecebivel", §7 "Licence receivable").
 *
 * - {@link gerarFaturas}: uma `licenca_recebivel` por empresa ativa e competência (mês da
 *   `dataGeracao`); valor (R$) = plano do tipo de pacote (`valor_mensal`) + usuários ativos acima de
 *   `usuarios_inclusos` × `valor_usuario_adicional`; vencimento no `parametro_licenca.dia_vencimento`
 *   do mês. Idempotente: `UNIQUE (emitente_id, competencia)` + `ON CONFLICT DO NOTHING` — rodar de novo
 *   no mesmo mês não cria nem altera nada.
 * - {@link listarFaturas}: o que o chamador enxerga (RLS pela cadeia): a receber para o
 *   administrador, a pagar para master/distribuidor/revenda, as próprias para a empresa.
 * - {@link quitarFatura}: marca paga uma única vez (idempotente: só muda `situacao = 'aberto'`).
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, notFound, ValidationError } from '../../http/envelope.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

/** Data ISO `AAAA-MM-DD` válida (e, com `faixa`, entre `min` e `max` inclusive) ou 400 nomeando o campo. */
export function dataIso(v: unknown, campo: string, faixa?: { min: string; max: string }): string {
  const s = typeof v === 'string' ? v.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s) {
    throw new ValidationError({ [campo]: ['Data inválida (use AAAA-MM-DD)'] }, `${campo}: data inválida (use AAAA-MM-DD).`);
  }
  if (faixa && (s < faixa.min || s > faixa.max)) {
    const br = (d: string) => d.split('-').reverse().join('/');
    throw new ValidationError(
      { [campo]: [`Data fora do intervalo aceito (${br(faixa.min)} a ${br(faixa.max)})`] },
      `${campo}: data fora do intervalo aceito (${br(faixa.min)} a ${br(faixa.max)}).`,
    );
  }
  return s;
}

/**
 * Datas de geração de faturas aceitas a partir de `hoje` (AAAA-MM-DD): de 2000-01-01 a dois anos
 * adiante. Uma fatura gerada para 2099 não poderia ter boleto (o fator de vencimento acaba em
 * 2049) e nenhuma cobrança real se gera com tanta antecedência.
 */
export function faixaDataGeracao(hoje: string): { min: string; max: string } {
  const max = new Date(`${hoje}T00:00:00Z`);
  max.setUTCFullYear(max.getUTCFullYear() + 2);
  return { min: '2000-01-01', max: max.toISOString().slice(0, 10) };
}

/** Prazo mínimo entre a geração e o vencimento, dias: gerada depois do dia de vencimento, a fatura não nasce vencida. */
export const PRAZO_MINIMO_DIAS = 5;

export interface ResultadoGeracao {
  competencia: string;
  geradas: number;
  existentes: number;
  total: number;
  /** R$ das faturas da competência, texto com 2 casas */
  valor_total: string;
}

/**
 * Gera as faturas da competência de `dataGeracao` (AAAA-MM-DD). Roda numa transação de dono ou de
 * administrador (precisa enxergar todas as empresas).
 * @throws ValidationError 400 para data inválida.
 */
export async function gerarFaturas(c: Client, dataGeracao: string): Promise<ResultadoGeracao> {
  const competencia = `${dataGeracao.slice(0, 7)}-01`;
  const ins = await c.query(
    `INSERT INTO licenca_recebivel (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, competencia, data_geracao,
                                    vencimento, tipo_pacote, usuarios, valor, descricao)
     SELECT e.id, e.distribuidor_master_id, e.distribuidor_id, e.revenda_id, $1::date, $2::date,
            greatest($1::date + (p.dia_vencimento - 1), $2::date + $3::int), e.tipo_pacote, u.n,
            pl.valor_mensal + greatest(0, u.n - pl.usuarios_inclusos) * pl.valor_usuario_adicional,
            'Licença ' || pl.descricao || ' ' || to_char($1::date, 'MM/YYYY') ||
              CASE WHEN u.n > pl.usuarios_inclusos THEN ' (+' || (u.n - pl.usuarios_inclusos) || ' usuário(s))' ELSE '' END
       FROM emitente e
       JOIN parametro_licenca p ON p.id = 1
       JOIN LATERAL (SELECT x.* FROM plano_licenca x WHERE x.ativo AND x.tipo_pacote <= e.tipo_pacote ORDER BY x.tipo_pacote DESC LIMIT 1) pl ON true
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM usuario us WHERE us.emitente_id = e.id AND us.ativo) u
      WHERE e.ativo AND e.criado_em < ($1::date + interval '1 month')
     ON CONFLICT (emitente_id, competencia) DO NOTHING`,
    [competencia, dataGeracao, PRAZO_MINIMO_DIAS],
  );
  const { rows } = await c.query(`SELECT count(*)::int AS n, coalesce(sum(valor), 0)::numeric(15,2)::text AS v FROM licenca_recebivel WHERE competencia = $1`, [
    competencia,
  ]);
  const geradas = ins.rowCount ?? 0;
  return { competencia, geradas, existentes: rows[0].n - geradas, total: rows[0].n, valor_total: rows[0].v };
}

export interface FaturaVisao {
  id: number;
  emitente_id: number;
  emitente: string;
  cnpj: string;
  revenda_id: number;
  revenda: string;
  competencia: string;
  vencimento: string;
  valor: string;
  descricao: string;
  situacao: 'aberto' | 'pago' | 'cancelado';
  /** 'vencido' quando aberto e vencido; senão igual a situacao */
  status: string;
  pago_em: string | null;
  forma_pagamento: string | null;
  tipo: 'receber' | 'pagar';
}

const SELECT_FATURA = `
  SELECT l.id, l.emitente_id, e.nome AS emitente, e.cnpj, l.revenda_id, r.nome AS revenda,
         to_char(l.competencia, 'YYYY-MM-DD') AS competencia, to_char(l.vencimento, 'YYYY-MM-DD') AS vencimento,
         l.valor::text AS valor, l.descricao, l.situacao,
         CASE WHEN l.situacao = 'aberto' AND l.vencimento < $1::date THEN 'vencido' ELSE l.situacao END AS status,
         l.pago_em, l.forma_pagamento, l.distribuidor_master_id, l.distribuidor_id
    FROM licenca_recebivel l JOIN emitente e ON e.id = l.emitente_id LEFT JOIN revenda r ON r.id = l.revenda_id`; // a empresa não enxerga a linha da revenda (RLS)

/**
 * Faturas visíveis (RLS) com filtros opcionais `competencia` (AAAA-MM), `situacao`
 * ('aberto'|'pago'|'vencido'), `emitenteId` (empresa do próprio usuário), até 500, mais recentes primeiro.
 */
export async function listarFaturas(
  c: Client,
  hoje: string,
  nivel: string,
  f: { competencia?: string; situacao?: string; emitenteId?: number | null },
): Promise<FaturaVisao[]> {
  const where: string[] = [];
  const p: unknown[] = [hoje];
  if (f.competencia) {
    if (!/^\d{4}-\d{2}$/.test(f.competencia)) throw new ValidationError({ competencia: ['Use AAAA-MM'] }, 'competencia: use AAAA-MM.');
    p.push(`${f.competencia}-01`);
    where.push(`l.competencia = $${p.length}::date`);
  }
  if (f.situacao === 'vencido') where.push(`l.situacao = 'aberto' AND l.vencimento < $1::date`);
  else if (f.situacao === 'aberto' || f.situacao === 'pago' || f.situacao === 'cancelado') {
    p.push(f.situacao);
    where.push(`l.situacao = $${p.length}`);
  }
  if (f.emitenteId) {
    p.push(f.emitenteId);
    where.push(`l.emitente_id = $${p.length}`);
  }
  const { rows } = await c.query(`${SELECT_FATURA} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.competencia DESC, e.nome LIMIT 500`, p);
  return rows.map((r) => ({ ...r, pago_em: r.pago_em ? instanteDoBanco(r.pago_em).toISOString() : null, tipo: nivel === 'admin' ? 'receber' : 'pagar' }));
}

/** Uma fatura visível ao chamador (RLS), ou 404. */
export async function obterFatura(c: Client, hoje: string, id: number, emitenteId?: number | null): Promise<FaturaVisao> {
  const { rows } = await c.query(
    `${SELECT_FATURA} WHERE l.id = $2 ${emitenteId ? 'AND l.emitente_id = $3' : ''}`,
    emitenteId ? [hoje, id, emitenteId] : [hoje, id],
  );
  if (!rows[0]) throw notFound('Fatura de licença não encontrada.');
  return { ...rows[0], tipo: 'pagar' };
}

/** Fatura ainda em aberto (para cobrar) ou 400 com o motivo. */
export function exigirAberta(f: FaturaVisao): void {
  if (f.situacao !== 'aberto')
    throw new ApiError(400, f.situacao === 'pago' ? 'Esta fatura já está paga.' : 'Esta fatura foi cancelada.', { situacao: [f.situacao] });
}

/**
 * Marca a fatura paga (uma vez). `valorPago` em R$ (texto). Devolve true se mudou agora, false se
 * já estava paga/cancelada (repetição de uma notificação: nada muda).
 */
export async function quitarFatura(c: Client, id: number, forma: string, valorPago: string, pagoEm: Date = new Date()): Promise<boolean> {
  const r = await c.query(
    `UPDATE licenca_recebivel SET situacao = 'pago', pago_em = $3, valor_pago = $4::numeric, forma_pagamento = $2
      WHERE id = $1 AND situacao = 'aberto'`,
    [id, forma, pagoEm, valorPago],
  );
  if (r.rowCount) await c.query(`UPDATE boleto_licenca_recebivel SET baixado_em = $2 WHERE licenca_recebivel_id = $1 AND baixado_em IS NULL`, [id, pagoEm]);
  return (r.rowCount ?? 0) > 0;
}
