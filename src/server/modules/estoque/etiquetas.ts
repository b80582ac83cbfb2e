/**
 * Etiquetas de produto (SPEC §3 labelDescricao):
 * `POST /v1/labelDescricao/Imprimir` `{label_descricao_id?, pular?, itens: [{produto_id, quantidade}]}`
 * -> PDF com as etiquetas no modelo escolhido (sem modelo: o padrão do emitente).
 *
 * - Folha A4: as etiquetas correm da esquerda para a direita e de cima para baixo, a partir da
 *   posição `pular` + 1 (reaproveitar uma folha já usada em parte), com as margens e os espaços do
 *   modelo; rolo: uma etiqueta por página do tamanho da etiqueta (impressoras térmicas).
 * - Cada etiqueta: descrição (até 2 linhas, reduzida para caber), preço de venda em R$, código, e o
 *   código de barras: EAN-13/EAN-8 quando o GTIN do produto é válido (dígito GS1), senão Code 128 do
 *   código do produto. Medidas do modelo em mm (1 mm = 72/25,4 pt).
 * - Limites: 200 produtos, 1 a 1.000 etiquetas por produto, 5.000 por impressão.
 * Permissão: Permitir.Produto.Consultar. Modelo marcado como padrão desmarca o anterior (hook).
 * @throws ValidationError 400 no campo (`itens[n].produto_id`, `quantidade`, `label_descricao_id`, `pular`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { corpo } from '../comum.ts';
import { codigoBarras, criarDocumento, type Doc, FONTE, NEGRITO, PAGINA, quebrarLinhas } from '../../../fiscal/danfe/pdf.ts';
import { formatMoeda as reais } from '../../../domain/formatos.ts';
import { gtinValido } from '../../../domain/pdv/codigo-barras.ts';
import { acao } from '../../http/contrato.ts';
import { ESTOQUE } from '../../../contratos/estoque.ts';

const MM = 72 / 25.4;
const MAX_PRODUTOS = 200;
const MAX_POR_PRODUTO = 1000;
const MAX_TOTAL = 5000;

interface Modelo {
  id: number;
  descricao: string;
  papel: 'A4' | 'rolo';
  largura_mm: number;
  altura_mm: number;
  colunas: number;
  linhas: number;
  margem_superior_mm: number;
  margem_esquerda_mm: number;
  espaco_horizontal_mm: number;
  espaco_vertical_mm: number;
  tamanho_fonte: number;
  mostrar_preco: boolean;
  mostrar_codigo: boolean;
  mostrar_codigo_barras: boolean;
}

interface ProdutoEtiqueta {
  id: number;
  codigo: string;
  descricao: string;
  gtin: string | null;
  preco_venda: string;
}

/** O símbolo e o texto do código de barras de um produto. */
export function simboloDoProduto(p: Pick<ProdutoEtiqueta, 'codigo' | 'gtin'>): { bcid: string; texto: string } {
  const g = (p.gtin ?? '').replace(/\D/g, '');
  if (g.length === 13 && gtinValido(g)) return { bcid: 'ean13', texto: g };
  if (g.length === 8 && gtinValido(g)) return { bcid: 'ean8', texto: g };
  return { bcid: 'code128', texto: p.codigo };
}

function desenharEtiqueta(doc: Doc, m: Modelo, p: ProdutoEtiqueta, x: number, y: number): void {
  const w = m.largura_mm * MM;
  const h = m.altura_mm * MM;
  const pad = Math.min(2 * MM, w * 0.05);
  const larg = w - 2 * pad;
  let cy = y + pad;
  const fonte = m.tamanho_fonte;
  let linhas = quebrarLinhas(doc, p.descricao, larg, fonte).slice(0, 2);
  let tam = fonte;
  while (tam > 5 && linhas.length === 2 && quebrarLinhas(doc, p.descricao, larg, tam).length > 2) {
    tam -= 0.5;
    linhas = quebrarLinhas(doc, p.descricao, larg, tam).slice(0, 2);
  }
  doc.font(NEGRITO).fontSize(tam).fillColor('black');
  for (const l of linhas) {
    doc.text(l, x + pad, cy, { width: larg, lineBreak: false, ellipsis: true });
    cy += tam * 1.15;
  }
  const rodape = (m.mostrar_codigo ? fonte * 1.1 : 0) + (m.mostrar_preco ? fonte * 1.6 : 0);
  const altBarras = Math.max(0, y + h - pad - rodape - cy - 1);
  if (m.mostrar_codigo_barras && altBarras >= 4 * MM) {
    const s = simboloDoProduto(p);
    codigoBarras(doc, s.bcid, s.texto, x + pad, cy + 1, larg, altBarras);
    cy += altBarras + 2;
  }
  if (m.mostrar_preco) {
    doc.font(NEGRITO).fontSize(fonte * 1.4);
    doc.text(reais(p.preco_venda), x + pad, cy, { width: larg, lineBreak: false });
    cy += fonte * 1.6;
  }
  if (m.mostrar_codigo) {
    const s = simboloDoProduto(p);
    doc.font(FONTE).fontSize(fonte * 0.85);
    doc.text(s.bcid === 'code128' ? p.codigo : `${p.codigo} · ${s.texto}`, x + pad, cy, { width: larg, lineBreak: false, ellipsis: true });
  }
}

/** Gera o PDF das etiquetas. `fila`: a sequência de produtos já repetidos pela quantidade. */
export async function etiquetasPdf(m: Modelo, fila: ProdutoEtiqueta[], pular: number): Promise<Buffer> {
  const { doc, pronto } = await criarDocumento({ titulo: `Etiquetas - ${m.descricao}`, assunto: `${fila.length} etiqueta(s)` });
  if (m.papel === 'rolo') {
    for (const p of fila) {
      doc.addPage({ size: [m.largura_mm * MM, m.altura_mm * MM], margin: 0 });
      desenharEtiqueta(doc, m, p, 0, 0);
    }
  } else {
    const porFolha = m.colunas * m.linhas;
    let pos = pular;
    let folhaAberta = false;
    for (const p of fila) {
      if (pos % porFolha === 0 || !folhaAberta) {
        doc.addPage({ size: 'A4', margin: 0 });
        folhaAberta = true;
      }
      const n = pos % porFolha;
      const col = n % m.colunas;
      const lin = Math.floor(n / m.colunas);
      const x = (m.margem_esquerda_mm + col * (m.largura_mm + m.espaco_horizontal_mm)) * MM;
      const y = (m.margem_superior_mm + lin * (m.altura_mm + m.espaco_vertical_mm)) * MM;
      if (x + m.largura_mm * MM <= PAGINA.largura + 0.5 && y + m.altura_mm * MM <= PAGINA.altura + 0.5) desenharEtiqueta(doc, m, p, x, y);
      pos++;
    }
  }
  doc.end();
  return pronto;
}

async function lerModelo(c: Client, emitenteId: number, id: unknown): Promise<Modelo> {
  const colunas = `id, descricao, papel, largura_mm::float8 AS largura_mm, altura_mm::float8 AS altura_mm, colunas, linhas,
    margem_superior_mm::float8 AS margem_superior_mm, margem_esquerda_mm::float8 AS margem_esquerda_mm,
    espaco_horizontal_mm::float8 AS espaco_horizontal_mm, espaco_vertical_mm::float8 AS espaco_vertical_mm,
    tamanho_fonte, mostrar_preco, mostrar_codigo, mostrar_codigo_barras`;
  const { rows } =
    id === undefined || id === null
      ? await c.query(`SELECT ${colunas} FROM label_descricao WHERE emitente_id = $1 AND ativo ORDER BY padrao DESC, id LIMIT 1`, [emitenteId])
      : await c.query(`SELECT ${colunas} FROM label_descricao WHERE emitente_id = $1 AND id = $2 AND ativo`, [emitenteId, Number(id)]);
  if (!rows[0])
    throw new ValidationError({ label_descricao_id: ['Modelo de etiqueta não encontrado'] }, 'label_descricao_id: modelo de etiqueta não encontrado.');
  return rows[0];
}

export function registerEtiquetasRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const produto = registry.get('produto');

  registrarHook('labelDescricao', {
    antesDeGravar: async ({ c, ctx, record, current }) => {
      if (record.padrao === true && !current?.padrao) {
        await c.query('UPDATE label_descricao SET padrao = false WHERE emitente_id = $1 AND padrao', [ctx.emitenteId]);
      }
    },
  });

  app.post('/v1/labelDescricao/Imprimir', acao(ESTOQUE.etiquetas, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, produto, 'Consultar');
    const b = corpo(req.body);
    const erros: Record<string, string[]> = {};
    const itens = Array.isArray(b.itens) ? (b.itens as Array<Record<string, unknown>>) : null;
    if (!itens?.length) erros.itens = ['Escolha ao menos um produto'];
    else if (itens.length > MAX_PRODUTOS) erros.itens = [`Até ${MAX_PRODUTOS} produtos por impressão`];
    const pular = b.pular === undefined || b.pular === null ? 0 : Number(b.pular);
    if (!Number.isInteger(pular) || pular < 0 || pular > 299) erros.pular = ['Informe de 0 a 299 posições'];
    let total = 0;
    itens?.slice(0, MAX_PRODUTOS).forEach((i, n) => {
      if (!Number.isSafeInteger(Number(i?.produto_id)) || Number(i?.produto_id) <= 0) erros[`itens[${n}].produto_id`] = ['Produto inválido'];
      const q = Number(i?.quantidade);
      if (!Number.isInteger(q) || q < 1 || q > MAX_POR_PRODUTO) erros[`itens[${n}].quantidade`] = [`De 1 a ${MAX_POR_PRODUTO} etiquetas`];
      else total += q;
    });
    if (total > MAX_TOTAL) erros.itens = [`Até ${MAX_TOTAL} etiquetas por impressão (pedidas ${total})`];
    if (Object.keys(erros).length) {
      const [campo, msgs] = Object.entries(erros)[0]!;
      throw new ValidationError(erros, `${campo}: ${msgs[0]}.`);
    }
    const { modelo, fila } = await withTenant(db, req.ctx, async (c) => {
      const modelo = await lerModelo(c, req.ctx.emitenteId!, b.label_descricao_id);
      const ids = itens!.map((i) => Number(i.produto_id));
      const { rows } = await c.query(
        'SELECT id, codigo, descricao, gtin, preco_venda::text AS preco_venda FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])',
        [req.ctx.emitenteId, ids],
      );
      const porId = new Map((rows as ProdutoEtiqueta[]).map((p) => [p.id, p]));
      const faltam = ids.map((id, n) => [id, n] as const).filter(([id]) => !porId.has(id));
      if (faltam.length) {
        throw new ValidationError(
          Object.fromEntries(faltam.map(([, n]) => [`itens[${n}].produto_id`, ['Produto não encontrado']])),
          `itens[${faltam[0]![1]}].produto_id: produto não encontrado.`,
        );
      }
      const fila = itens!.flatMap((i) => Array.from({ length: Number(i.quantidade) }, () => porId.get(Number(i.produto_id))!));
      return { modelo, fila };
    });
    const pdf = await etiquetasPdf(modelo, fila, modelo.papel === 'A4' ? pular % (modelo.colunas * modelo.linhas) : 0);
    return reply.header('content-type', 'application/pdf').header('content-disposition', 'inline; filename="etiquetas.pdf"').send(pdf);
  });
}
