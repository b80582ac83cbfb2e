/**
 * Importação da NF-e do fornecedor como compra, numa transação de tenant aberta.
 *
 * 1. Lê o nfeProc ({@link lerNotaFornecedor}) e confere, antes de gravar qualquer coisa
 *    (conferencia.ts): XML bem formado, sem evento de cancelamento, não emitida pela própria
 *    empresa, destinatário = a empresa, assinatura XMLDSig válida, protocolo de autorização
 *    (cStat 100/150) da mesma chave com digVal = DigestValue.
 * 2. Recusa a nota já importada (mesma chave numa compra não cancelada; índice compra_chave_unica).
 * 3. Fornecedor: pelo CNPJ/CPF do `emit` (alfanumérico incluso, NT 2025.001); se não existe, é
 *    cadastrado com nome, IE, endereço e contato da nota.
 * 4. Cada item: o vínculo aprendido (fornecedor + cProd → produto e fator de conversão), senão o
 *    GTIN (cEAN) de um produto nosso (fator 1), senão fica pendente para o usuário escolher uma vez
 *    na tela ({@link vincularItem}), que grava o vínculo para as próximas notas.
 * 5. Com todos os itens vinculados, finaliza ({@link finalizarCompra}): entrada no estoque pelo
 *    razão (custo com frete, seguro, outras, IPI e ST; custo médio) e contas a pagar das duplicatas.
 */
import { Decimal } from 'decimal.js';
import { auditar } from '../auditoria/registro.ts';
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { lancarMovimento } from '../estoque/lancamento.ts';
import { lancarTitulos, type NovoTitulo } from '../financeiro/titulos.ts';
import { type ItemNota, lerNotaFornecedor, type NotaFornecedor } from './nota-fornecedor.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { chavesCanceladas, conferirNotaRecebida, conferirXmlBemFormado, recusa } from './conferencia.ts';

/** Item ainda sem produto nosso: a tela pergunta uma vez. */
export interface ItemPendente {
  id: number;
  numero_item: number;
  codigo_fornecedor: string | null;
  gtin: string | null;
  descricao: string;
  unidade_fornecedor: string | null;
  quantidade_fornecedor: string;
}

export interface ResultadoImportacao {
  compra_id: number;
  fornecedor_id: number;
  fornecedor_novo: boolean;
  numero: string;
  chave: string;
  situacao: 'pendente' | 'finalizada';
  valor_total: string;
  pendentes: ItemPendente[];
  avisos: string[];
}

const DOC_COMPRA = 'compra';

/** (vProd − vDesc + vFrete + vSeg + vOutro + vIPI + vICMSST): o custo total do item, R$ 2 casas. */
export function custoTotalItem(i: Pick<ItemNota, 'vProd' | 'vDesc' | 'vFrete' | 'vSeg' | 'vOutro' | 'vIPI' | 'vICMSST'>): Decimal {
  return new Decimal(i.vProd).minus(i.vDesc).plus(i.vFrete).plus(i.vSeg).plus(i.vOutro).plus(i.vIPI).plus(i.vICMSST);
}

/** Data AAAA-MM-DD do texto da nota (dia como o emitente a declarou), ou hoje do negócio. */
const dataDe = (dh?: string) => (dh && /^\d{4}-\d{2}-\d{2}/.test(dh) ? dh.slice(0, 10) : dataDeHoje());

/**
 * As conferências que uma nota precisa passar para virar compra (conferencia.ts), antes de gravar
 * qualquer coisa: XML bem formado, NF-e legível, sem evento de cancelamento (no arquivo ou em
 * `canceladas`), não emitida pela própria empresa, destinatário = a empresa, assinatura e protocolo.
 * @returns a nota lida, o rótulo "NF-e n/s de fornecedor" e o XML a guardar.
 * @throws ValidationError 400 (`arquivo`) dizendo a conferência que falhou.
 */
export async function conferirNotaDeCompra(
  c: Client,
  emitenteId: number,
  xml: string,
  canceladas?: ReadonlySet<string>,
): Promise<{ nota: NotaFornecedor; rotulo: string; guardado: string }> {
  conferirXmlBemFormado(xml);
  let nota: NotaFornecedor;
  try {
    nota = lerNotaFornecedor(xml);
  } catch (e) {
    throw new ValidationError({ arquivo: [`Não é uma NF-e: ${(e as Error).message}`] }, `Arquivo recusado: ${(e as Error).message}.`);
  }
  const rotulo = `NF-e ${nota.numero}/${nota.serie} de ${nota.emit.xNome}`;
  if (chavesCanceladas(xml).includes(nota.chave) || canceladas?.has(nota.chave)) {
    throw recusa(`${rotulo} foi cancelada pelo emitente (evento de cancelamento 110111 da chave ${nota.chave}): não é uma compra.`);
  }
  const {
    rows: [emp],
  } = await c.query('SELECT cnpj AS cpf_cnpj FROM emitente WHERE id = $1', [emitenteId]);
  if (emp?.cpf_cnpj && emp.cpf_cnpj === nota.emit.documento) {
    throw recusa(`${rotulo} foi emitida pela própria empresa: não é uma compra.`);
  }
  const guardado = conferirNotaRecebida(xml, nota, String(emp?.cpf_cnpj ?? ''), rotulo);
  return { nota, rotulo, guardado };
}

/** Resultado de {@link arquivarNota}. */
export interface ResultadoArquivamento {
  documento_id: number;
  chave: string;
  numero: string;
  /** A conferência de compra que a nota não passa (pt-BR), ou null se passaria em todas. */
  conferencia: string | null;
}

/**
 * Guarda o XML de uma NF-e só como documento (opção `apenasArquivar` do upload): em
 * `documento_fiscal_xml` com tipo 'terceiro', sem compra, contas a pagar, estoque nem créditos. Para
 * a nota que a empresa precisa guardar mas não é compra dela (ex.: de uma filial). Exige XML bem
 * formado e uma NF-e legível; as conferências de compra rodam só para informar a que falhou.
 * @throws ValidationError 400 (`arquivo`) para XML malformado, arquivo que não é NF-e ou chave já arquivada.
 */
export async function arquivarNota(c: Client, emitenteId: number, xml: string, canceladas?: ReadonlySet<string>): Promise<ResultadoArquivamento> {
  conferirXmlBemFormado(xml);
  let nota: NotaFornecedor;
  try {
    nota = lerNotaFornecedor(xml);
  } catch (e) {
    throw recusa(`Não é uma NF-e: ${(e as Error).message}.`);
  }
  let conferencia: string | null = null;
  let guardar = xml;
  try {
    guardar = (await conferirNotaDeCompra(c, emitenteId, xml, canceladas)).guardado;
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    conferencia = e.message;
  }
  const { rows: ja } = await c.query(`SELECT id FROM documento_fiscal_xml WHERE emitente_id = $1 AND tipo = 'terceiro' AND chave = $2`, [
    emitenteId,
    nota.chave,
  ]);
  if (ja[0]) throw recusa(`NF-e ${nota.numero}/${nota.serie} (chave ${nota.chave}) já está arquivada como documento.`);
  const {
    rows: [d],
  } = await c.query(`INSERT INTO documento_fiscal_xml (emitente_id, chave, tipo, xml, cstat) VALUES ($1, $2, 'terceiro', $3, $4) RETURNING id`, [
    emitenteId,
    nota.chave.slice(0, 44),
    guardar,
    nota.protocolo?.cStat?.slice(0, 3) ?? null,
  ]);
  return { documento_id: Number(d.id), chave: nota.chave, numero: nota.numero, conferencia };
}

/**
 * Importa um XML de NF-e de fornecedor.
 * @param origem 'xml' (upload) ou 'dfe' (documento recebido pela distribuição).
 * @param opts.canceladas chaves canceladas por eventos enviados junto (outro arquivo do mesmo envio).
 * @throws ValidationError 400 (`arquivo`) dizendo a conferência que falhou (XML malformado, nota
 *   cancelada, emitida pela própria empresa, destinatário que não é a empresa, sem assinatura ou
 *   assinatura que não confere, sem protocolo de autorização ou protocolo de outra nota), nota já
 *   importada; nada é gravado.
 */
export async function importarNota(
  c: Client,
  emitenteId: number,
  xml: string,
  opts: { origem: 'xml' | 'dfe'; usuarioId?: number | null; canceladas?: ReadonlySet<string> },
): Promise<ResultadoImportacao> {
  const { nota, rotulo, guardado } = await conferirNotaDeCompra(c, emitenteId, xml, opts.canceladas);
  const { rows: dup } = await c.query(`SELECT id FROM compra WHERE emitente_id = $1 AND chave = $2 AND situacao <> 'cancelada'`, [emitenteId, nota.chave]);
  if (dup[0]) throw recusa(`${rotulo} já foi importada (compra ${dup[0].id}).`);
  const avisos: string[] = [];
  const forn = await fornecedorDaNota(c, emitenteId, nota);
  const t = nota.totais;
  const {
    rows: [compra],
  } = await c.query(
    `INSERT INTO compra (emitente_id, fornecedor_id, origem, modelo, numero, serie, chave, natureza_operacao, data_emissao, data_entrada,
            valor_produtos, valor_desconto, valor_frete, valor_seguro, valor_outros, valor_ipi, valor_icms_st, valor_total, situacao)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $18, $10, $11, $12, $13, $14, $15, $16, $17, 'pendente') RETURNING id`,
    [
      emitenteId,
      forn.id,
      opts.origem,
      nota.modelo.slice(0, 2),
      nota.numero.slice(0, 9),
      nota.serie.slice(0, 3),
      nota.chave,
      nota.natOp?.slice(0, 60) ?? null,
      nota.dhEmi ?? null,
      t.vProd,
      t.vDesc,
      t.vFrete,
      t.vSeg,
      t.vOutro,
      t.vIPI,
      t.vST,
      t.vNF,
      dataDeHoje(),
    ],
  );
  await c.query('INSERT INTO compra_xml (emitente_id, compra_id, xml) VALUES ($1, $2, $3)', [emitenteId, compra.id, guardado]);
  for (const i of nota.itens) {
    const v = await vinculoDoItem(c, emitenteId, forn.id, i);
    await c.query(
      `INSERT INTO compra_item (emitente_id, compra_id, numero_item, produto_id, codigo_fornecedor, gtin, descricao, ncm, cfop, unidade_fornecedor,
              quantidade_fornecedor, valor_unitario_fornecedor, fator_conversao, valor_produto, valor_desconto, valor_frete, valor_seguro, valor_outros,
              valor_ipi, valor_icms_st, valor_total, base_icms, aliquota_icms, valor_icms, base_icms_st, aliquota_icms_st, valor_pis, valor_cofins)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
      [
        emitenteId,
        compra.id,
        i.nItem || 1,
        v?.produto_id ?? null,
        i.cProd.slice(0, 60),
        i.cEAN,
        i.xProd.slice(0, 120),
        i.NCM?.slice(0, 8) ?? null,
        i.CFOP?.slice(0, 4) ?? null,
        i.uCom.slice(0, 6),
        i.qCom,
        i.vUnCom,
        v?.fator ?? '1',
        i.vProd,
        i.vDesc,
        i.vFrete,
        i.vSeg,
        i.vOutro,
        i.vIPI,
        i.vICMSST,
        custoTotalItem(i).toFixed(2),
        i.vBC,
        i.pICMS,
        i.vICMS,
        i.vBCST,
        i.pICMSST,
        i.vPIS,
        i.vCOFINS,
      ],
    );
  }
  await recalcularItens(c, emitenteId, compra.id);
  const pendentes = await itensPendentes(c, emitenteId, compra.id);
  if (!pendentes.length) await finalizarCompra(c, emitenteId, compra.id, opts.usuarioId ?? null);
  return {
    compra_id: compra.id,
    fornecedor_id: forn.id,
    fornecedor_novo: forn.novo,
    numero: nota.numero,
    chave: nota.chave,
    situacao: pendentes.length ? 'pendente' : 'finalizada',
    valor_total: new Decimal(t.vNF).toFixed(2),
    pendentes,
    avisos,
  };
}

/** O fornecedor do CNPJ/CPF do `emit`, cadastrado agora se não existir. */
async function fornecedorDaNota(c: Client, emitenteId: number, nota: NotaFornecedor): Promise<{ id: number; novo: boolean }> {
  const e = nota.emit;
  const { rows } = await c.query('SELECT id FROM fornecedor WHERE emitente_id = $1 AND upper(cpf_cnpj) = $2 ORDER BY ativo DESC, id LIMIT 1', [
    emitenteId,
    e.documento,
  ]);
  if (rows[0]) return { id: rows[0].id, novo: false };
  const ie = e.IE && /^\d+$/.test(e.IE) ? e.IE.slice(0, 14) : null;
  const { rows: cid } = await c.query('SELECT id FROM cidade WHERE id = $1', [Number(e.cMun) || 0]);
  const {
    rows: [f],
  } = await c.query(
    `INSERT INTO fornecedor (emitente_id, tipo_pessoa, cpf_cnpj, nome, fantasia, ind_ie_dest, ie, email, telefone, cep, logradouro, numero,
            complemento, bairro, cidade_id, uf, observacao)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      emitenteId,
      e.documento.length === 11 ? 'F' : 'J',
      e.documento,
      e.xNome.slice(0, 60),
      e.xFant?.slice(0, 60) ?? null,
      ie ? 1 : e.IE?.toUpperCase() === 'ISENTO' ? 2 : 9,
      ie,
      e.email && e.email.length <= 60 ? e.email : null,
      e.fone?.replace(/\D/g, '').slice(0, 14) || null,
      e.CEP && /^\d{8}$/.test(e.CEP) ? e.CEP : null,
      e.xLgr?.slice(0, 60) ?? null,
      e.nro?.slice(0, 60) ?? null,
      e.xCpl?.slice(0, 60) ?? null,
      e.xBairro?.slice(0, 60) ?? null,
      cid[0]?.id ?? null,
      e.UF && /^[A-Z]{2}$/.test(e.UF) && e.UF !== 'EX' ? e.UF : null,
      `Cadastrado pela importação da NF-e ${nota.numero}/${nota.serie}`,
    ],
  );
  await auditar(c, {
    entidade: 'fornecedor',
    acao: 'incluir',
    descricao: `Cadastrado pela importação da NF-e ${nota.numero}/${nota.serie}`,
    itens: [{ registroId: f.id, depois: { cpf_cnpj: e.documento, nome: e.xNome.slice(0, 60) } }],
  });
  return { id: f.id, novo: true };
}

/** Vínculo aprendido (fornecedor + cProd), senão produto nosso com o mesmo GTIN (fator 1). */
async function vinculoDoItem(c: Client, emitenteId: number, fornecedorId: number, i: ItemNota): Promise<{ produto_id: number; fator: string } | null> {
  const { rows } = await c.query(
    `SELECT produto_id, fator_conversao::text AS fator FROM compra_item_relacionamento_fornecedor
      WHERE emitente_id = $1 AND fornecedor_id = $2 AND codigo_fornecedor = $3`,
    [emitenteId, fornecedorId, i.cProd.slice(0, 60)],
  );
  if (rows[0]) return rows[0];
  if (!i.cEAN) return null;
  const { rows: p } = await c.query('SELECT id FROM produto WHERE emitente_id = $1 AND (gtin = $2 OR gtin_tributavel = $2) AND ativo ORDER BY id LIMIT 2', [
    emitenteId,
    i.cEAN,
  ]);
  return p.length === 1 ? { produto_id: p[0].id, fator: '1' } : null;
}

/** Quantidade na nossa unidade (qCom × fator) e custo unitário (total ÷ quantidade, 4 casas). */
export async function recalcularItens(c: Client, emitenteId: number, compraId: number): Promise<void> {
  await c.query(
    `UPDATE compra_item SET quantidade = round(quantidade_fornecedor * fator_conversao, 4),
            custo_unitario = round(valor_total / nullif(round(quantidade_fornecedor * fator_conversao, 4), 0), 4)
      WHERE emitente_id = $1 AND compra_id = $2`,
    [emitenteId, compraId],
  );
}

export async function itensPendentes(c: Client, emitenteId: number, compraId: number): Promise<ItemPendente[]> {
  const { rows } = await c.query(
    `SELECT id, numero_item, codigo_fornecedor, gtin, descricao, unidade_fornecedor, quantidade_fornecedor::text AS quantidade_fornecedor
       FROM compra_item WHERE emitente_id = $1 AND compra_id = $2 AND produto_id IS NULL ORDER BY numero_item, id`,
    [emitenteId, compraId],
  );
  return rows;
}

/**
 * Vincula um item pendente ao nosso produto (com o fator: quantas unidades nossas há em uma do
 * fornecedor), grava o vínculo para as próximas notas do mesmo fornecedor e, se era o último
 * pendente, finaliza a compra.
 * @throws ValidationError 400 (`item`, `produto_id`, `fator_conversao`).
 */
export async function vincularItem(
  c: Client,
  emitenteId: number,
  itemId: number,
  produtoId: number,
  fator: string,
  usuarioId: number | null,
): Promise<{ compra_id: number; situacao: string; pendentes: ItemPendente[] }> {
  const f = new Decimal(fator);
  if (!f.isFinite() || f.lte(0) || f.decimalPlaces() > 4 || f.gte('1e11'))
    throw new ValidationError({ fator_conversao: ['Fator deve ser maior que zero (até 4 casas)'] });
  const {
    rows: [it],
  } = await c.query(
    `SELECT i.id, i.compra_id, i.codigo_fornecedor, i.descricao, i.unidade_fornecedor, co.fornecedor_id, co.situacao
       FROM compra_item i JOIN compra co ON co.emitente_id = i.emitente_id AND co.id = i.compra_id
      WHERE i.emitente_id = $1 AND i.id = $2`,
    [emitenteId, itemId],
  );
  if (!it) throw new ValidationError({ item: ['Item da compra não encontrado'] });
  if (it.situacao !== 'pendente' && it.situacao !== 'aberta') throw new ValidationError({ item: ['A compra já foi finalizada ou cancelada'] });
  const { rows: p } = await c.query('SELECT id FROM produto WHERE emitente_id = $1 AND id = $2', [emitenteId, produtoId]);
  if (!p[0]) throw new ValidationError({ produto_id: ['Produto não encontrado'] });
  await c.query('UPDATE compra_item SET produto_id = $3, fator_conversao = $4 WHERE emitente_id = $1 AND id = $2', [
    emitenteId,
    itemId,
    produtoId,
    f.toFixed(4),
  ]);
  await auditar(c, {
    entidade: 'compra',
    acao: 'alterar',
    descricao: `Item "${String(it.descricao).slice(0, 120)}" vinculado ao produto ${produtoId}`,
    itens: [{ registroId: it.compra_id, depois: { item_id: itemId, produto_id: produtoId, fator_conversao: f.toFixed(4) } }],
  });
  if (it.codigo_fornecedor) {
    await c.query(
      `INSERT INTO compra_item_relacionamento_fornecedor (emitente_id, fornecedor_id, codigo_fornecedor, descricao_fornecedor, unidade_fornecedor, produto_id, fator_conversao)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (emitente_id, fornecedor_id, codigo_fornecedor) DO UPDATE SET produto_id = EXCLUDED.produto_id, fator_conversao = EXCLUDED.fator_conversao,
              descricao_fornecedor = EXCLUDED.descricao_fornecedor, unidade_fornecedor = EXCLUDED.unidade_fornecedor`,
      [emitenteId, it.fornecedor_id, it.codigo_fornecedor, it.descricao, it.unidade_fornecedor, produtoId, f.toFixed(4)],
    );
  }
  await recalcularItens(c, emitenteId, it.compra_id);
  const pendentes = await itensPendentes(c, emitenteId, it.compra_id);
  if (!pendentes.length && it.situacao === 'pendente') await finalizarCompra(c, emitenteId, it.compra_id, usuarioId);
  return { compra_id: it.compra_id, situacao: pendentes.length || it.situacao === 'aberta' ? it.situacao : 'finalizada', pendentes };
}

/**
 * Finaliza a compra: uma entrada no razão por produto (operação `compra`, custo unitário = custo
 * total ÷ quantidade na nossa unidade; custo médio recalculado pelo razão) no local da compra ou no
 * padrão, e uma conta a pagar por duplicata do XML (ou uma única, vencendo na data de entrada,
 * quando a nota não traz cobrança). Idempotente pelos índices do razão e de pagar_origem_unica.
 * @throws ValidationError 400 se há item sem produto ou a compra não está aberta/pendente.
 */
export async function finalizarCompra(c: Client, emitenteId: number, compraId: number, usuarioId: number | null): Promise<void> {
  const {
    rows: [co],
  } = await c.query(
    `SELECT co.id, co.fornecedor_id, co.numero, co.serie, co.situacao, co.tipo_estoque_id, co.valor_total::text AS valor_total, co.data_entrada::text AS entrada,
            (co.data_emissao AT TIME ZONE 'America/Sao_Paulo')::date::text AS emissao, f.nome AS fornecedor
       FROM compra co JOIN fornecedor f ON f.emitente_id = co.emitente_id AND f.id = co.fornecedor_id
      WHERE co.emitente_id = $1 AND co.id = $2 FOR UPDATE OF co`,
    [emitenteId, compraId],
  );
  if (!co) throw new ValidationError({ id: ['Compra não encontrada'] });
  if (co.situacao !== 'aberta' && co.situacao !== 'pendente') throw new ValidationError({ situacao: ['A compra já foi finalizada ou cancelada'] });
  if ((await itensPendentes(c, emitenteId, compraId)).length) throw new ValidationError({ itens: ['Vincule todos os itens a produtos antes de finalizar'] });
  const { rows: itens } = await c.query(
    `SELECT produto_id, sum(quantidade)::text AS quantidade, round(sum(valor_total) / nullif(sum(quantidade), 0), 4)::text AS custo
       FROM compra_item WHERE emitente_id = $1 AND compra_id = $2 GROUP BY produto_id ORDER BY produto_id`,
    [emitenteId, compraId],
  );
  if (!itens.length) throw new ValidationError({ itens: ['A compra não tem itens'] });
  const doc = co.numero ? `NF ${co.numero}${co.serie ? `/${co.serie}` : ''}` : `Compra ${compraId}`;
  for (const i of itens) {
    await lancarMovimento(c, emitenteId, {
      produtoId: i.produto_id,
      tipoEstoqueId: co.tipo_estoque_id,
      quantidade: i.quantidade,
      operacao: 'compra',
      custoUnitario: i.custo,
      documento: { tipo: DOC_COMPRA, id: compraId },
      observacao: `${doc} — ${co.fornecedor}`.slice(0, 200),
      usuarioId,
      politica: 'permitir',
    });
  }
  const titulos = await titulosDaCompra(c, emitenteId, compraId, co, doc);
  if (titulos.length) await lancarTitulos(c, emitenteId, 'pagar', titulos);
  await c.query(`UPDATE compra SET situacao = 'finalizada' WHERE emitente_id = $1 AND id = $2`, [emitenteId, compraId]);
}

/** Duplicatas do XML (grupo Y07) como títulos a pagar, ou um título único pelo total. */
async function titulosDaCompra(
  c: Client,
  emitenteId: number,
  compraId: number,
  co: { fornecedor_id: number; valor_total: string; entrada: string; emissao: string | null },
  doc: string,
): Promise<NovoTitulo[]> {
  const { rows: x } = await c.query('SELECT xml FROM compra_xml WHERE emitente_id = $1 AND compra_id = $2', [emitenteId, compraId]);
  const dups = x[0] ? lerNotaFornecedor(x[0].xml).duplicatas.filter((d) => new Decimal(d.vDup).gt(0)) : [];
  const emissao = co.emissao ?? co.entrada;
  if (dups.length) {
    return dups.map((d, i) => ({
      documento: `${doc}-${d.nDup || i + 1}`,
      parcela: i + 1,
      total_parcelas: dups.length,
      pessoa_id: co.fornecedor_id,
      descricao: `${doc} — duplicata ${d.nDup || i + 1}`,
      emissao: emissao <= dataDe(d.dVenc) ? emissao : dataDe(d.dVenc),
      vencimento: dataDe(d.dVenc),
      valor: d.vDup,
      origem: 'compra' as const,
      origem_id: compraId,
    }));
  }
  if (!new Decimal(co.valor_total).gt(0)) return [];
  return [
    {
      documento: doc,
      pessoa_id: co.fornecedor_id,
      descricao: `${doc} — compra ${compraId}`,
      emissao: emissao <= co.entrada ? emissao : co.entrada,
      vencimento: co.entrada,
      valor: co.valor_total,
      origem: 'compra',
      origem_id: compraId,
    },
  ];
}
