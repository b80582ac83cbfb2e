/**
 * Detalhe de uma compra:
 *
 * - `GET /v1/compra/Detalhe/{id}` (Permitir.Compra.Consultar) → `{compra, itens, pagar, tem_xml}`:
 *   a compra com o fornecedor (nome, CPF/CNPJ), os itens com o nosso produto e os tributos
 *   destacados na nota do fornecedor (ICMS, ICMS-ST, IPI, PIS, COFINS, R$ texto 2 casas), as contas a
 *   pagar que ela gerou (null quando o usuário não pode consultar contas a pagar, ex.: pacote 1) e se
 *   o XML do fornecedor está guardado. 404 quando não existe (ou é de outra empresa).
 * - `GET /v1/compra/XML/{id}` (Consultar): o XML do fornecedor (nfeProc) como anexo.
 * - `POST /v1/compra/CriarProdutoDoItem/{item}` (Permitir.Compra.Alterar e Permitir.Produto.Incluir)
 *   `{descricao?, ncm?, gtin?, unidade?, codigo?, preco_venda?, fator_conversao?}`: cadastra o produto
 *   com os dados do item da nota (descrição, NCM, GTIN, unidade e custo = custo total do item ÷
 *   quantidade na nossa unidade), o que vier no corpo valendo no lugar, pelo mesmo caminho do
 *   cadastro (validação do registro, ganchos e auditoria), e vincula o item a ele como o "vincular
 *   produto" (o vínculo fica aprendido; no último pendente a compra é finalizada). Código omitido: o
 *   próximo do gerador de códigos. 400 nomeando o campo, nada gravado.
 * - `POST /v1/compra/ExportarRelatorio` `{inicio, fim, fornecedor_id?, formato: 'pdf'|'xlsx'}`
 *   (Permitir.Compra.Relatorios): as compras do período em PDF A4 ou XLSX, com o gerador dos outros
 *   relatórios (relatorios/arquivo.ts), como anexo; 400 nomeando `formato`, `inicio`, `fim`.
 *
 * Contratos (parâmetros, query, corpo e `Data` de cada rota): src/contratos/compras.ts, presos com `acao()`.
 */
import type { FastifyInstance } from 'fastify';
import { Decimal } from 'decimal.js';
import type { Database } from '../../db/pool.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { Repository } from '../../crud/repository.ts';
import { Validators } from '../../crud/validate.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { acao } from '../../http/contrato.ts';
import { COMPRA } from '../../../contratos/compras.ts';
import { reservarCodigo } from '../generator/routes.ts';
import { vincularItem } from './importacao.ts';
import { comprasParaExportar } from './relatorio.ts';
import { relatorioPdf, relatorioXlsx } from '../relatorios/arquivo.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

const TIPOS = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

const idDe = (v: unknown, campo: string): number => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (!Number.isSafeInteger(n) || (n as number) <= 0) throw new ValidationError({ [campo]: ['Código inválido'] }, `${campo}: código inválido.`);
  return n as number;
};

const pode = (fn: () => void) => {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
};

/**
 * The stored procNFe of an imported purchase of the session's issuer, with its access key.
 * @throws ApiError 404 when the purchase has no XML (typed by hand) or is not the issuer's.
 */
export async function xmlDaCompra(db: Database, ctx: TenantContext, id: number): Promise<{ chave: string; xml: string }> {
  const r = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT co.chave, x.xml FROM compra co JOIN compra_xml x ON x.emitente_id = co.emitente_id AND x.compra_id = co.id WHERE co.emitente_id = $1 AND co.id = $2`,
      [ctx.emitenteId, id],
    );
    return rows[0] as { chave: string; xml: string } | undefined;
  });
  if (!r) throw new ApiError(404, 'Compra sem XML de NF-e (digitada à mão ou inexistente).');
  return r;
}

export function registerCompraDetalheRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const compra = registry.get('compra');
  const produto = registry.get('produto');
  const pagar = registry.get('pagar');
  const repo = new Repository(registry);
  const validators = new Validators(registry);

  app.get('/v1/compra/Detalhe/:id', acao(COMPRA.detalhe, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, compra, 'Consultar');
    const id = idDe((req.params as { id: string }).id, 'id');
    const verPagar = pode(() => assertCan(req.ctx, pagar, 'Consultar'));
    return ok(
      await withTenant(db, req.ctx, async (c) => {
        const emit = req.ctx.emitenteId;
        const { rows: cs } = await c.query(
          `SELECT co.id, co.origem, co.modelo, co.numero, co.serie, co.chave, co.natureza_operacao,
                  to_char(co.data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS data_emissao,
                  to_char(co.data_entrada, 'YYYY-MM-DD') AS data_entrada, co.situacao, co.observacao,
                  co.valor_produtos::text, co.valor_desconto::text, co.valor_frete::text, co.valor_seguro::text, co.valor_outros::text,
                  co.valor_ipi::text, co.valor_icms_st::text, co.valor_total::text,
                  co.fornecedor_id, f.nome AS fornecedor, f.cpf_cnpj AS fornecedor_cpf_cnpj
             FROM compra co JOIN fornecedor f ON f.emitente_id = co.emitente_id AND f.id = co.fornecedor_id
            WHERE co.emitente_id = $1 AND co.id = $2`,
          [emit, id],
        );
        if (!cs[0]) throw notFound('Compra não encontrada.');
        const { rows: itens } = await c.query(
          `SELECT i.id, i.numero_item, i.produto_id, p.codigo AS produto_codigo, p.descricao AS produto_descricao, i.codigo_fornecedor, i.gtin,
                  i.descricao, i.ncm, i.cfop, i.unidade_fornecedor, i.quantidade_fornecedor::text, i.valor_unitario_fornecedor::text,
                  i.fator_conversao::text, i.quantidade::text, i.valor_produto::text, i.valor_desconto::text, i.valor_frete::text,
                  i.valor_total::text, i.custo_unitario::text, i.base_icms::text, i.aliquota_icms::text, i.valor_icms::text,
                  i.base_icms_st::text, i.aliquota_icms_st::text, i.valor_icms_st::text, i.valor_ipi::text, i.valor_pis::text, i.valor_cofins::text
             FROM compra_item i LEFT JOIN produto p ON p.emitente_id = i.emitente_id AND p.id = i.produto_id
            WHERE i.emitente_id = $1 AND i.compra_id = $2 ORDER BY i.numero_item, i.id`,
          [emit, id],
        );
        const titulos = verPagar
          ? (
              await c.query(
                `SELECT id, documento, parcela, total_parcelas, to_char(vencimento, 'YYYY-MM-DD') AS vencimento, valor::text, saldo::text, situacao
                   FROM pagar WHERE emitente_id = $1 AND origem = 'compra' AND origem_id = $2 ORDER BY parcela, id`,
                [emit, id],
              )
            ).rows
          : null;
        const { rows: x } = await c.query('SELECT 1 FROM compra_xml WHERE emitente_id = $1 AND compra_id = $2', [emit, id]);
        return { compra: cs[0], itens, pagar: titulos, tem_xml: x.length > 0 };
      }),
    );
  });

  app.get('/v1/compra/XML/:id', acao(COMPRA.xml, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, compra, 'Consultar');
    const id = idDe((req.params as { id: string }).id, 'id');
    const r = await xmlDaCompra(db, req.ctx, id);
    return enviarArquivo(reply, 'application/xml', `${r.chave}-procNFe.xml`, Buffer.from(r.xml, 'utf8'), 'attachment');
  });

  app.post('/v1/compra/ExportarRelatorio', acao(COMPRA.exportarRelatorio, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, compra, 'Relatorios');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const formato = b.formato;
    if (formato !== 'pdf' && formato !== 'xlsx') throw new ValidationError({ formato: ['Escolha PDF ou XLSX'] }, 'Formato inválido (formato): pdf ou xlsx.');
    const { r, emitente } = await withTenant(db, req.ctx, async (c) => ({
      r: await comprasParaExportar(c, req.ctx.emitenteId!, b),
      emitente: String((await c.query('SELECT nome FROM emitente WHERE id = $1', [req.ctx.emitenteId])).rows[0]?.nome ?? ''),
    }));
    const hoje = dataDeHoje();
    const arquivo = formato === 'pdf' ? await relatorioPdf(r, emitente, hoje) : relatorioXlsx(r, emitente, hoje);
    return enviarArquivo(reply, TIPOS[formato], `compras-${r.parametros.inicio}-a-${r.parametros.fim}.${formato}`, arquivo, 'attachment');
  });

  app.post('/v1/compra/CriarProdutoDoItem/:item', acao(COMPRA.criarProdutoDoItem, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, compra, 'Alterar');
    assertCan(req.ctx, produto, 'Incluir');
    const itemId = idDe((req.params as { item: string }).item, 'item');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const fatorTxt =
      b.fator_conversao === undefined || b.fator_conversao === null || b.fator_conversao === '' ? '1' : String(b.fator_conversao).replace(',', '.');
    if (!/^\d{1,11}(\.\d{1,4})?$/.test(fatorTxt) || Number(fatorTxt) <= 0)
      throw new ValidationError({ fator_conversao: ['Fator deve ser um número maior que zero (até 4 casas)'] }, 'Fator de conversão inválido.');
    const r = await withTenant(db, req.ctx, async (c) => {
      const emit = req.ctx.emitenteId!;
      const { rows } = await c.query(
        `SELECT i.id, i.descricao, i.ncm, i.gtin, i.unidade_fornecedor, i.quantidade_fornecedor::text, i.valor_total::text, i.produto_id, co.situacao
           FROM compra_item i JOIN compra co ON co.emitente_id = i.emitente_id AND co.id = i.compra_id WHERE i.emitente_id = $1 AND i.id = $2`,
        [emit, itemId],
      );
      const it = rows[0];
      if (!it) throw new ValidationError({ item: ['Item da compra não encontrado'] }, 'Item da compra não encontrado.');
      if (it.produto_id) throw new ValidationError({ item: ['Este item já está vinculado a um produto'] }, 'Este item já está vinculado a um produto.');
      if (it.situacao !== 'pendente' && it.situacao !== 'aberta')
        throw new ValidationError({ item: ['A compra já foi finalizada ou cancelada'] }, 'A compra já foi finalizada ou cancelada.');
      const quantidade = new Decimal(it.quantidade_fornecedor).times(fatorTxt);
      const custo = quantidade.gt(0) ? new Decimal(it.valor_total).div(quantidade).toDecimalPlaces(4) : new Decimal(0);
      const gtinItem = typeof it.gtin === 'string' && /^([0-9]{8}|[0-9]{12,14})$/.test(it.gtin) ? it.gtin : 'SEM GTIN';
      const corpo: Record<string, unknown> = {
        descricao: String(it.descricao).slice(0, 120),
        ...(typeof it.ncm === 'string' && /^[0-9]{8}$/.test(it.ncm) ? { ncm: it.ncm } : {}),
        gtin: gtinItem,
        unidade: (it.unidade_fornecedor || 'UN').slice(0, 6),
        preco_custo: custo.toNumber(),
      };
      for (const k of ['descricao', 'ncm', 'gtin', 'unidade', 'codigo', 'preco_venda'] as const) {
        if (b[k] !== undefined && b[k] !== null && b[k] !== '') corpo[k] = b[k];
      }
      // a unidade da nota vem em qualquer caixa ("cx"); o cadastro guarda maiúsculas
      if (typeof corpo.unidade === 'string') corpo.unidade = corpo.unidade.trim().toUpperCase();
      if (corpo.codigo === undefined) corpo.codigo = (await reservarCodigo(c, emit, 'produto')).codigo;
      const { record, children } = validators.validate(produto, 'create', corpo);
      const novo = await repo.create(c, produto, req.ctx, record, children);
      const v = await vincularItem(c, emit, itemId, Number(novo.id), new Decimal(fatorTxt).toFixed(4), req.ctx.usuarioId);
      return { produto: novo, ...v };
    });
    const msg =
      r.situacao === 'finalizada'
        ? `Produto ${r.produto.codigo} cadastrado e vinculado. Compra ${r.compra_id} finalizada: estoque e contas a pagar lançados.`
        : `Produto ${r.produto.codigo} cadastrado e vinculado ao item.`;
    return ok(r, msg);
  });
}
