/**
 * Rotas do estoque. Todas exigem sessão com empresa; consultar exige
 * Permitir.Produto.Consultar, lançar exige Permitir.Produto.Alterar (a mesma regra dos cadastros de
 * produto e estoque do registro). Respostas no envelope {Success, Message, Data}; `Message` leva os
 * avisos da política `avisar`.
 *
 * - POST /v1/estoqueMovimentacao/Lancar {produto_id, operacao, quantidade (+ entra, − sai),
 *   tipo_estoque_id?, custo_unitario? (R$), observacao?} → {movimentos, avisos}. Operações aceitas
 *   aqui: compra, devolucao, ajuste, perda, consumo, saldo_inicial (venda, transferência e estorno
 *   vêm dos seus documentos).
 * - POST /v1/estoque/Transferir {produto_id, origem_id, destino_id, quantidade, observacao?}.
 * - POST /v1/estoque/Contagem {tipo_estoque_id, itens:[{produto_id, quantidade}], confirmar} →
 *   {diferencas, movimentos, documento}; sem `confirmar` só compara.
 * - GET /v1/estoque/Posicao?tipo_estoque_id=&busca=&categoria_estoque_id= → posição por local, grupo, categoria e produto.
 * - GET /v1/estoque/Conferir → {confere, divergencias} (saldo recalculado do razão).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { lancarMovimento, type CodigoOperacao } from './lancamento.ts';
import { contagem, transferir } from './acoes.ts';
import { conferirSaldos, posicaoEstoque } from './consultas.ts';
import { acao } from '../../http/contrato.ts';
import { ESTOQUE } from '../../../contratos/estoque.ts';

const OPERACOES_MANUAIS: ReadonlySet<string> = new Set(['compra', 'devolucao', 'ajuste', 'perda', 'consumo', 'saldo_inicial']);

type Corpo = Record<string, unknown>;

function corpo(req: FastifyRequest): Corpo {
  const b = req.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) throw new ValidationError({}, 'Corpo da requisição deve ser um objeto JSON.');
  return b as Corpo;
}

function inteiro(b: Corpo, campo: string, obrigatorio = true): number | null {
  const v = b[campo];
  if (v === undefined || v === null || v === '') {
    if (obrigatorio) throw new ValidationError({ [campo]: ['Campo obrigatório'] });
    return null;
  }
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (!Number.isSafeInteger(n) || (n as number) <= 0) throw new ValidationError({ [campo]: ['Código inválido'] });
  return n as number;
}

function texto(b: Corpo, campo: string, max: number): string | null {
  const v = b[campo];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > max) throw new ValidationError({ [campo]: [`Texto de até ${max} caracteres`] });
  return v;
}

const mensagem = (avisos: string[]) => (avisos.length ? avisos.join(' ') : null);

export function registerEstoqueRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const razao = registry.get('estoqueMovimentacao');
  const saldo = registry.get('estoque');

  app.post('/v1/estoqueMovimentacao/Lancar', acao(ESTOQUE.lancar, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, razao, 'Alterar');
    const b = corpo(req);
    const operacao = String(b.operacao ?? '');
    if (!OPERACOES_MANUAIS.has(operacao)) {
      throw new ValidationError({ operacao: ['Operação deve ser compra, devolucao, ajuste, perda, consumo ou saldo_inicial'] });
    }
    const r = await withTenant(db, req.ctx, (c) =>
      lancarMovimento(c, req.ctx.emitenteId!, {
        produtoId: inteiro(b, 'produto_id')!,
        tipoEstoqueId: inteiro(b, 'tipo_estoque_id', false),
        quantidade: b.quantidade as number | string,
        operacao: operacao as CodigoOperacao,
        custoUnitario: (b.custo_unitario as number | string | null | undefined) ?? null,
        documento: { tipo: 'manual' },
        observacao: texto(b, 'observacao', 200),
        usuarioId: req.ctx.usuarioId,
      }),
    );
    return ok(r, mensagem(r.avisos));
  });

  app.post('/v1/estoque/Transferir', acao(ESTOQUE.transferir, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, razao, 'Alterar');
    const b = corpo(req);
    const r = await withTenant(db, req.ctx, (c) =>
      transferir(c, req.ctx.emitenteId!, {
        produtoId: inteiro(b, 'produto_id')!,
        origemId: inteiro(b, 'origem_id')!,
        destinoId: inteiro(b, 'destino_id')!,
        quantidade: b.quantidade as number | string,
        observacao: texto(b, 'observacao', 200),
        usuarioId: req.ctx.usuarioId,
      }),
    );
    return ok(r, mensagem(r.avisos));
  });

  app.post('/v1/estoque/Contagem', acao(ESTOQUE.contagem, { preHandler: app.authenticate }), async (req) => {
    const b = corpo(req);
    const confirmar = b.confirmar === true;
    assertCan(req.ctx, razao, confirmar ? 'Alterar' : 'Consultar');
    const local = inteiro(b, 'tipo_estoque_id')!;
    if (!Array.isArray(b.itens)) throw new ValidationError({ itens: ['Informe a lista de itens contados'] });
    if (b.itens.length > 5000) throw new ValidationError({ itens: ['No máximo 5.000 produtos por contagem'] });
    const r = await withTenant(db, req.ctx, (c) => contagem(c, req.ctx.emitenteId!, local, b.itens as [], confirmar, req.ctx.usuarioId));
    return ok(r, confirmar ? `${r.movimentos.length} ajuste(s) lançado(s).` : null);
  });

  app.get('/v1/estoque/Posicao', acao(ESTOQUE.posicao, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, saldo, 'Consultar');
    const q = (req.query ?? {}) as Corpo;
    const local = inteiro(q, 'tipo_estoque_id', false);
    const busca = texto(q, 'busca', 120);
    const categoria = inteiro(q, 'categoria_estoque_id', false);
    return ok(await withTenant(db, req.ctx, (c) => posicaoEstoque(c, req.ctx.emitenteId!, local, busca, 500, categoria)));
  });

  app.get('/v1/estoque/Conferir', acao(ESTOQUE.conferir, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, saldo, 'Consultar');
    const divergencias = await withTenant(db, req.ctx, (c) => conferirSaldos(c, req.ctx.emitenteId!));
    return ok({ confere: divergencias.length === 0, divergencias });
  });
}
