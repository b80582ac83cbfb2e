/**
 * Grade de variações do produto (SPEC §3 EstoqueVariacao).
 *
 * `POST /v1/estoqueVariacao/Gerar` {produto_id, variacao_item_ids: [..], variacao_item2_ids?: [..]}
 * cria, para cada combinação ainda ausente (1ª variação × 2ª variação), um produto da combinação —
 * cópia do pai com todos os dados fiscais e preços, código `{código do pai}-{sigla 1}-{sigla 2}`
 * (SKU), descrição `{pai} {valor 1} {valor 2}`, GTIN "SEM GTIN" — e a linha da grade que o liga ao
 * pai. SKU, GTIN e preço de cada combinação se alteram depois no próprio produto da combinação; o
 * saldo é o dele no razão. Combinações já existentes ficam como estão. Tudo numa transação.
 * Permissão: Permitir.Produto.Incluir. Resposta: `Data` = a grade inteira (ver {@link lerGrade}).
 *
 * `GET /v1/estoqueVariacao/Grade/{produto_id}` → a grade com SKU, GTIN, preço e saldo de cada
 * combinação (soma dos locais). Permissão: Permitir.Produto.Consultar.
 *
 * @throws 400 — produto pai inexistente, que já é combinação de outro, ou kit (`produto_id`); valor
 *   inexistente, repetido ou de variação diferente entre os da mesma lista (`variacao_item_ids`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import type { Client } from '../../db/tenant.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError, notFound, ok } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';
import { assertCan } from '../../auth/permissions.ts';
import { acao } from '../../http/contrato.ts';
import { CADASTROS } from '../../../contratos/cadastros.ts';

/** Colunas do produto que a combinação não herda do pai. */
const PROPRIAS = new Set(['id', 'emitente_id', 'codigo', 'descricao', 'gtin', 'gtin_tributavel', 'criado_em', 'alterado_em']);

function ids(v: unknown, campo: string, obrigatorio: boolean): number[] {
  if (v === undefined || v === null) {
    if (obrigatorio) throw new ValidationError({ [campo]: ['Escolha ao menos um valor'] });
    return [];
  }
  if (!Array.isArray(v) || v.some((x) => !Number.isSafeInteger(x) || x <= 0)) throw new ValidationError({ [campo]: ['Lista de códigos inválida'] });
  if (obrigatorio && v.length === 0) throw new ValidationError({ [campo]: ['Escolha ao menos um valor'] });
  if (new Set(v).size !== v.length) throw new ValidationError({ [campo]: ['Valor repetido'] });
  if (v.length > 100) throw new ValidationError({ [campo]: ['No máximo 100 valores'] });
  return v as number[];
}

/** Valores de uma lista: todos existem e são da mesma variação. */
async function valores(c: Client, emitenteId: number, lista: number[], campo: string) {
  if (!lista.length) return [null];
  const { rows } = await c.query(
    `SELECT i.id, i.variacao_id, i.descricao, coalesce(i.sigla, i.id::text) AS sigla FROM variacao_item i
      WHERE i.emitente_id = $1 AND i.id = ANY($2::int[]) ORDER BY i.ordem, i.id`,
    [emitenteId, lista],
  );
  if (rows.length !== lista.length) throw new ValidationError({ [campo]: ['Valor de variação não encontrado'] });
  if (new Set(rows.map((r) => r.variacao_id)).size > 1) throw new ValidationError({ [campo]: ['Os valores devem ser da mesma variação'] });
  return rows;
}

/** A grade do produto: uma linha por combinação com SKU, GTIN, preço (R$) e saldo (todos os locais), em texto decimal. */
export async function lerGrade(c: Client, emitenteId: number, produtoId: number) {
  const { rows } = await c.query(
    `SELECT v.id, v.produto_variacao_id, v.variacao_item_id, v.variacao_item2_id, v.ativo,
            i1.descricao AS valor1, i2.descricao AS valor2, a1.descricao AS variacao1, a2.descricao AS variacao2,
            p.codigo AS sku, p.gtin, p.preco_venda::text AS preco_venda, p.descricao,
            coalesce((SELECT sum(e.quantidade) FROM estoque e WHERE e.emitente_id = $1 AND e.produto_id = p.id), 0)::text AS saldo
       FROM estoque_variacao v
       JOIN produto p ON p.emitente_id = $1 AND p.id = v.produto_variacao_id
       JOIN variacao_item i1 ON i1.emitente_id = $1 AND i1.id = v.variacao_item_id
       JOIN variacao a1 ON a1.emitente_id = $1 AND a1.id = i1.variacao_id
       LEFT JOIN variacao_item i2 ON i2.emitente_id = $1 AND i2.id = v.variacao_item2_id
       LEFT JOIN variacao a2 ON a2.emitente_id = $1 AND a2.id = i2.variacao_id
      WHERE v.emitente_id = $1 AND v.produto_id = $2
      ORDER BY i1.ordem, i1.id, i2.ordem, i2.id`,
    [emitenteId, produtoId],
  );
  return rows;
}

/** Cria as combinações ausentes (ver o cabeçalho do arquivo) e devolve quantas criou. */
export async function gerarGrade(
  c: Client,
  emitenteId: number,
  produtoId: number,
  itens1: number[],
  itens2: number[],
  colunasProduto: string[],
): Promise<number> {
  const {
    rows: [pai],
  } = await c.query(
    `SELECT p.codigo, p.descricao,
            EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_variacao_id = p.id) AS filho,
            EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = p.id) AS kit
       FROM produto p WHERE p.emitente_id = $1 AND p.id = $2 FOR UPDATE`,
    [emitenteId, produtoId],
  );
  if (!pai) throw new ValidationError({ produto_id: ['Produto não encontrado'] });
  if (pai.filho) throw new ValidationError({ produto_id: ['Este produto já é uma combinação de outra grade'] });
  if (pai.kit) throw new ValidationError({ produto_id: ['Kit não tem grade de variações'] });
  const v1 = await valores(c, emitenteId, itens1, 'variacao_item_ids');
  const v2 = await valores(c, emitenteId, itens2, 'variacao_item2_ids');
  if (v2[0] && v1[0] && v2[0].variacao_id === v1[0].variacao_id) throw new ValidationError({ variacao_item2_ids: ['A 2ª variação deve ser outra'] });
  const herdadas = colunasProduto.filter((k) => !PROPRIAS.has(k));
  const lista = herdadas.map((k) => `"${k}"`).join(', ');
  let criadas = 0;
  for (const a of v1) {
    for (const b of v2) {
      const { rowCount } = await c.query(
        'SELECT 1 FROM estoque_variacao WHERE emitente_id = $1 AND produto_id = $2 AND variacao_item_id = $3 AND coalesce(variacao_item2_id, 0) = coalesce($4::int, 0)',
        [emitenteId, produtoId, a!.id, b?.id ?? null],
      );
      if (rowCount) continue;
      const codigo = [pai.codigo, a!.sigla, b?.sigla].filter(Boolean).join('-').slice(0, 60);
      const descricao = [pai.descricao, a!.descricao, b?.descricao].filter(Boolean).join(' ').slice(0, 120);
      const {
        rows: [filho],
      } = await c.query(
        `INSERT INTO produto (emitente_id, codigo, descricao, gtin, ${lista})
         SELECT emitente_id, $3, $4, 'SEM GTIN', ${lista} FROM produto WHERE emitente_id = $1 AND id = $2 RETURNING id`,
        [emitenteId, produtoId, codigo, descricao],
      );
      await c.query(
        'INSERT INTO estoque_variacao (emitente_id, produto_id, produto_variacao_id, variacao_item_id, variacao_item2_id) VALUES ($1, $2, $3, $4, $5)',
        [emitenteId, produtoId, filho.id, a!.id, b?.id ?? null],
      );
      await auditar(c, {
        entidade: 'produto',
        acao: 'incluir',
        descricao: `Combinação da grade de "${String(pai.descricao).slice(0, 100)}"`,
        itens: [{ registroId: filho.id, depois: { codigo, descricao, produto_pai_id: produtoId, variacao_item_id: a!.id, variacao_item2_id: b?.id ?? null } }],
      });
      criadas++;
    }
  }
  return criadas;
}

export function registerGradeRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const grade = registry.get('estoqueVariacao');
  const colunas = Object.keys(registry.get('produto').properties);

  app.post('/v1/estoqueVariacao/Gerar', acao(CADASTROS.gerarGrade, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, grade, 'Incluir');
    const b = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
    const produtoId = b.produto_id;
    if (!Number.isSafeInteger(produtoId) || (produtoId as number) <= 0) throw new ValidationError({ produto_id: ['Informe o produto'] });
    const i1 = ids(b.variacao_item_ids, 'variacao_item_ids', true);
    const i2 = ids(b.variacao_item2_ids, 'variacao_item2_ids', false);
    const r = await withTenant(db, req.ctx, async (c) => {
      const criadas = await gerarGrade(c, req.ctx.emitenteId!, produtoId as number, i1, i2, colunas);
      return { criadas, grade: await lerGrade(c, req.ctx.emitenteId!, produtoId as number) };
    });
    return ok(r, `${r.criadas} combinação(ões) criada(s).`);
  });

  app.get('/v1/estoqueVariacao/Grade/:produto', acao(CADASTROS.grade, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, grade, 'Consultar');
    const id = Number((req.params as { produto: string }).produto);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    return ok(await withTenant(db, req.ctx, (c) => lerGrade(c, req.ctx.emitenteId!, id)));
  });
}
