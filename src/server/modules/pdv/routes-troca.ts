/**
 * Rotas do balcão para variações/adicionais, troca e vale-troca:
 * - GET /v1/pdv/Produto/:id/Opcoes -> `{produto, variacoes, grupos}` (opcoes.ts);
 * - GET /v1/pdv/Troca/Venda?entrada=chave|QR Code|número -> a venda autorizada com os itens e o
 *   disponível para troca (troca.ts);
 * - POST /v1/pdv/Troca `{venda_cupom_id, itens: [{venda_cupom_item_id, quantidade}], motivo?}` ->
 *   201 `{troca_id, chave_nfce, valor_total, vale: {id, codigo, valor}}`;
 * - GET /v1/pdv/ValeTroca/:codigo -> saldo e situação; `/Imprimir` -> PDF de bobina (80 mm) ou
 *   `?formato=texto`.
 * Permissão: Permitir.VendasCupom.Incluir (o operador do caixa) para tudo; consulta do vale também
 * com .Consultar.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ok, ValidationError } from '../../http/envelope.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { exigir } from '../../auth/exigir.ts';
import { opcoesDoProduto } from './opcoes.ts';
import { localizarVendaParaTroca, registrarTroca } from './troca.ts';
import { dadosVale, pdfVale, textoVale } from './vale-troca.ts';
import { acao } from '../../http/contrato.ts';
import { PDV_TROCA } from '../../../contratos/pdv.ts';

function idDe(v: unknown, campo: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new ValidationError({ [campo]: ['Código inválido'] }, `Informe ${campo}.`);
  return n;
}

export function registerTrocaRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get('/v1/pdv/Produto/:id/Opcoes', acao(PDV_TROCA.opcoes, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const id = idDe((req.params as Record<string, unknown>).id, 'id');
    return ok(await withTenant(db, req.ctx, (c) => opcoesDoProduto(c, req.ctx.emitenteId!, id)));
  });

  app.get('/v1/pdv/Troca/Venda', acao(PDV_TROCA.vendaParaTroca, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const q = req.query as Record<string, unknown>;
    return ok(await withTenant(db, req.ctx, (c) => localizarVendaParaTroca(c, req.ctx.emitenteId!, q.entrada)));
  });

  app.post('/v1/pdv/Troca', acao(PDV_TROCA.trocar, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const r = await withTenant(db, req.ctx, (c) => registrarTroca(c, req.ctx, (req.body ?? {}) as Record<string, unknown>));
    return reply.code(201).send(ok(r, `Troca registrada: vale-troca ${r.vale.codigo} de R$ ${r.valor_total.replace('.', ',')}.`));
  });

  app.get('/v1/pdv/ValeTroca/:codigo', acao(PDV_TROCA.vale, auth), async (req) => {
    exigir(req.ctx, [
      ['VendasCupom', 'Consultar'],
      ['VendasCupom', 'Incluir'],
    ]);
    const codigo = String((req.params as Record<string, unknown>).codigo ?? '');
    return ok(await withTenant(db, req.ctx, (c) => dadosVale(c, req.ctx.emitenteId!, codigo)));
  });

  app.get('/v1/pdv/ValeTroca/:codigo/Imprimir', acao(PDV_TROCA.imprimirVale, auth), async (req, reply) => {
    exigir(req.ctx, [
      ['VendasCupom', 'Consultar'],
      ['VendasCupom', 'Incluir'],
    ]);
    const codigo = String((req.params as Record<string, unknown>).codigo ?? '');
    const v = await withTenant(db, req.ctx, (c) => dadosVale(c, req.ctx.emitenteId!, codigo));
    if ((req.query as Record<string, unknown>).formato === 'texto')
      return enviarArquivo(reply, 'text/plain; charset=utf-8', `vale-${v.codigo}.txt`, textoVale(v), 'inline');
    return enviarArquivo(reply, 'application/pdf', `vale-${v.codigo}.pdf`, await pdfVale(v), 'inline');
  });
}
