/**
 * Atos manuais do administrador sobre licenças, todos auditados (entidade
 * 'licencaRecebivel' / 'licencaBloqueio', ação 'outra', com o motivo):
 *
 * - `POST /v1/licencarecebivel/BaixaManual/{id}` `{valor_pago, data_pagamento (AAAA-MM-DD, até hoje),
 *   motivo (3 a 300 caracteres)}`: baixa da fatura em aberto com o valor, a data e o motivo
 *   informados (forma 'manual'); 400 nomeando o campo, nada gravado.
 * - `POST /v1/licencarecebivel/BloqueioManual/{emitenteId}` `{acao: 'bloquear'|'desbloquear', motivo,
 *   liberado_ate?}`: bloquear deixa a empresa somente leitura já na gravação seguinte; desbloquear tira
 *   o bloqueio manual e, se a empresa estiver bloqueada por fatura vencida, exige `liberado_ate`
 *   (até quando ela volta a gravar, no máximo 60 dias adiante).
 * - `GET /v1/licencarecebivel/FormasPagamento`: os meios que funcionam neste servidor
 *   (`{pix, mercado_pago, boleto}`): a tela só oferece esses.
 *
 * Baixa e bloqueio: Permitir.LicencaRecebivel.Gerenciar e nível administrador.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { forbidden, notFound, ok, ValidationError } from '../../http/envelope.ts';
import type { UserContext } from '../../auth/context.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { dataIso, exigirAberta, obterFatura, quitarFatura } from './faturas.ts';
import { esquecerLiberacao, situacaoBloqueio, situacaoPorFatura } from './bloqueio.ts';
import { mpConfigurado, pixConfigurado } from './provedores.ts';
import { acao } from '../../http/contrato.ts';
import { LICENCAS } from '../../../contratos/licencas.ts';

const BASE = '/v1/licencarecebivel';
/** Dias máximos de uma liberação manual. */
export const DIAS_LIBERACAO_MAXIMO = 60;

function exigirAdmin(ctx: UserContext): void {
  if (ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!ctx.regrasTipo.has('Permitir.LicencaRecebivel.Gerenciar'))
    throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Gerenciar).');
}

const idDe = (req: FastifyRequest, nome: string): number => {
  const id = Number((req.params as Record<string, string>)[nome]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ [nome]: ['Código inválido'] }, `${nome}: código inválido.`);
  return id;
};

/** Motivo obrigatório (3 a 300 caracteres) ou 400 nomeando `motivo`. */
function motivoDe(v: unknown): string {
  const m = typeof v === 'string' ? v.trim() : '';
  if (m.length < 3) throw new ValidationError({ motivo: ['Informe o motivo'] }, 'Motivo: informe o motivo.');
  if (m.length > 300) throw new ValidationError({ motivo: ['No máximo 300 caracteres'] }, 'Motivo: no máximo 300 caracteres.');
  return m;
}

/** Valor em R$ (número ou texto com ponto ou vírgula decimal) maior que zero, 2 casas; senão 400. */
function valorDe(v: unknown): string {
  const bruto = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  // "1.234,56" (pt-BR) ou "1234.56"
  const t = bruto.includes(',') ? bruto.replace(/\./g, '').replace(',', '.') : bruto;
  const n = Number(t);
  if (!t || !Number.isFinite(n) || n <= 0 || n >= 1e13)
    throw new ValidationError({ valor_pago: ['Informe um valor maior que zero'] }, 'Valor pago: informe um valor maior que zero.');
  return n.toFixed(2);
}

const somaDias = (iso: string, dias: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

export function registerBaixaManualLicenca(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get(`${BASE}/FormasPagamento`, acao(LICENCAS.formasPagamento, auth), async () =>
    ok({ pix: pixConfigurado(), mercado_pago: mpConfigurado(), boleto: true }),
  );

  app.post(`${BASE}/BaixaManual/:id`, acao(LICENCAS.baixaManual, auth), async (req) => {
    exigirAdmin(req.ctx);
    const id = idDe(req, 'id');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const hoje = dataDeHoje();
    const valor = valorDe(b.valor_pago);
    if (b.data_pagamento === undefined || b.data_pagamento === null || b.data_pagamento === '')
      throw new ValidationError({ data_pagamento: ['Informe a data do pagamento'] }, 'Data do pagamento: informe a data.');
    const data = dataIso(b.data_pagamento, 'data_pagamento', { min: '2000-01-01', max: hoje });
    const motivo = motivoDe(b.motivo);
    return withTenant(db, req.ctx, async (c) => {
      const f = await obterFatura(c, hoje, id);
      exigirAberta(f);
      // meio-dia de Brasília: a data informada não muda de dia em nenhum fuso de exibição
      await quitarFatura(c, f.id, 'manual', valor, new Date(`${data}T12:00:00-03:00`));
      await c.query('UPDATE licenca_recebivel SET motivo_baixa = $2 WHERE id = $1', [f.id, motivo]);
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'licencaRecebivel',
        registroId: f.id,
        acao: 'outra',
        antes: { situacao: f.situacao, valor: f.valor },
        depois: { situacao: 'pago', valor_pago: valor, data_pagamento: data, forma_pagamento: 'manual', motivo },
        descricao: `Baixa manual da fatura de licença de ${f.emitente}: R$ ${valor.replace('.', ',')} em ${data.split('-').reverse().join('/')} (${motivo})`,
      });
      esquecerLiberacao(db, f.emitente_id);
      return ok(await obterFatura(c, hoje, id), 'Fatura baixada.');
    });
  });

  app.post(`${BASE}/BloqueioManual/:emitenteId`, acao(LICENCAS.bloqueioManual, auth), async (req) => {
    exigirAdmin(req.ctx);
    const emitenteId = idDe(req, 'emitenteId');
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (b.acao !== 'bloquear' && b.acao !== 'desbloquear')
      throw new ValidationError({ acao: ['Use bloquear ou desbloquear'] }, 'Ação: use bloquear ou desbloquear.');
    const motivo = motivoDe(b.motivo);
    const hoje = dataDeHoje();
    return withTenant(db, req.ctx, async (c) => {
      const e = (await c.query('SELECT id, nome, distribuidor_master_id, distribuidor_id, revenda_id FROM emitente WHERE id = $1', [emitenteId])).rows[0];
      if (!e) throw notFound('Empresa não encontrada.');
      const antes = await situacaoBloqueio(c, emitenteId, hoje);
      let liberadoAte: string | null = null;
      if (b.acao === 'bloquear') {
        await gravarManual(c, e, 'bloqueado', null, motivo, req.ctx.usuarioId);
      } else {
        const porFatura = (await situacaoPorFatura(c, emitenteId, hoje)).bloqueado;
        if (porFatura) {
          if (b.liberado_ate === undefined || b.liberado_ate === null || b.liberado_ate === '')
            throw new ValidationError(
              { liberado_ate: ['A empresa tem fatura vencida: informe até quando ela fica liberada'] },
              'Liberado até: a empresa tem fatura vencida; informe até quando ela fica liberada.',
            );
          liberadoAte = dataIso(b.liberado_ate, 'liberado_ate', { min: hoje, max: somaDias(hoje, DIAS_LIBERACAO_MAXIMO) });
          await gravarManual(c, e, 'liberado', liberadoAte, motivo, req.ctx.usuarioId);
        } else {
          await c.query('DELETE FROM licenca_bloqueio_manual WHERE emitente_id = $1', [emitenteId]);
        }
      }
      const depois = await situacaoBloqueio(c, emitenteId, hoje);
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'licencaBloqueio',
        registroId: emitenteId,
        acao: 'outra',
        antes: { bloqueado: antes.bloqueado, manual: antes.manual },
        depois: { bloqueado: depois.bloqueado, manual: depois.manual, motivo },
        descricao:
          b.acao === 'bloquear'
            ? `Empresa ${e.nome} bloqueada manualmente: ${motivo}`
            : `Empresa ${e.nome} desbloqueada manualmente${liberadoAte ? ` até ${liberadoAte.split('-').reverse().join('/')}` : ''}: ${motivo}`,
      });
      esquecerLiberacao(db, emitenteId);
      return ok(depois, b.acao === 'bloquear' ? 'Empresa bloqueada para alterações.' : 'Empresa desbloqueada.');
    });
  });
}

type EmitenteCadeia = { id: number; distribuidor_master_id: number; distribuidor_id: number; revenda_id: number };

async function gravarManual(
  c: Client,
  e: EmitenteCadeia,
  situacao: 'bloqueado' | 'liberado',
  liberadoAte: string | null,
  motivo: string,
  usuarioId: number | null,
): Promise<void> {
  await c.query(
    `INSERT INTO licenca_bloqueio_manual (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, situacao, liberado_ate, motivo, usuario_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (emitente_id) DO UPDATE SET situacao = EXCLUDED.situacao, liberado_ate = EXCLUDED.liberado_ate, motivo = EXCLUDED.motivo,
       usuario_id = EXCLUDED.usuario_id, criado_em = now()`,
    [e.id, e.distribuidor_master_id, e.distribuidor_id, e.revenda_id, situacao, liberadoAte, motivo, usuarioId],
  );
}
