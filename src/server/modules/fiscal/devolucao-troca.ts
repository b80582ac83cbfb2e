/**
 * NF-e de entrada da troca no balcão (devolução da NF-e × troca no PDV): a troca (pdv/troca.ts)
 * devolve ao estoque os itens de uma NFC-e autorizada e dá um vale-troca; o documento fiscal que o
 * caso pede é uma NF-e modelo 55 de ENTRADA (tpNF 0) com finNFe 4 (devolução), CFOP de devolução de
 * venda (1202; 1411 quando a venda foi com ST, cfopDevolucaoDeVenda) e NFref/refNFe = a chave da
 * NFC-e (MOC 7.0, grupo BA02; NFC-e pode ser referenciada por refNFe).
 *
 * `POST /v1/faturamento/GerarDevolucao` `{ troca_id, cliente_id? }` (devolucao.ts) chama
 * {@link corpoDaTroca}: os itens e quantidades são os da troca (o limite do que se devolve já foi
 * conferido nela), pelo valor unitário da venda. O destinatário é o cliente da troca ou da venda;
 * sem cliente, o consumidor identificado pelo CPF/CNPJ da NFC-e (cadastrado com o nome da venda se
 * não houver); sem nenhum dos dois, `cliente_id` no corpo. A troca fica ligada à nota
 * (`troca.faturamento_id`); a mercadoria já voltou ao estoque na troca, então a autorização desta
 * nota não lança estoque de novo (estoque/nfe.ts).
 * @throws ValidationError `troca_id` (não encontrada; já tem nota ativa) ou `cliente_id` (consumidor
 *   não identificado / cliente inexistente).
 */
import type { Client } from '../../db/tenant.ts';
import { notFound, ValidationError } from '../../http/envelope.ts';
import { cfopDevolucaoDeVenda } from './cfop-devolucao.ts';

type Linha = Record<string, any>;

/** Nota de entrada já ligada à troca e ainda válida (não cancelada nem denegada/rejeitada). */
async function notaAtivaDaTroca(c: Client, emitenteId: number, faturamentoId: number | null): Promise<Linha | null> {
  if (faturamentoId == null) return null;
  const { rows } = await c.query('SELECT id, numero, situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, faturamentoId]);
  const f = rows[0];
  return f && !['cancelada', 'denegada'].includes(f.situacao) ? f : null;
}

/** O cliente do consumidor pelo CPF/CNPJ da NFC-e (cadastra com o nome da venda quando não há). */
async function clienteDoConsumidor(c: Client, emitenteId: number, cpfCnpj: string, nome: string | null): Promise<number> {
  const doc = cpfCnpj.replace(/\D/g, '');
  const { rows } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [emitenteId, doc]);
  if (rows[0]) return rows[0].id;
  const pj = doc.length === 14;
  const { rows: novo } = await c.query(`INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, nome, ind_ie_dest) VALUES ($1, $2, $3, $4, 9) RETURNING id`, [
    emitenteId,
    pj ? 'J' : 'F',
    doc,
    (nome?.trim() || 'Consumidor').slice(0, 60),
  ]);
  return novo[0].id;
}

/**
 * Corpo do POST genérico do faturamento para a nota de entrada da troca (ver o cabeçalho).
 * @returns `{ corpo, trocaId }`; quem chama grava o rascunho e depois {@link ligarNotaATroca}.
 */
export async function corpoDaTroca(c: Client, emitenteId: number, trocaId: number, clienteId: number | null, serieEntrada: number): Promise<Linha> {
  const { rows } = await c.query(
    `SELECT t.*, v.numero AS venda_numero, v.serie AS venda_serie, v.cliente_id AS venda_cliente_id, v.cpf_cnpj AS venda_cpf_cnpj, v.nome AS venda_nome
       FROM troca t JOIN venda_cupom v ON v.emitente_id = t.emitente_id AND v.id = t.venda_cupom_id
      WHERE t.emitente_id = $1 AND t.id = $2 FOR UPDATE OF t`,
    [emitenteId, trocaId],
  );
  const t = rows[0];
  if (!t) throw notFound('Troca não encontrada.');
  const ativa = await notaAtivaDaTroca(c, emitenteId, t.faturamento_id);
  if (ativa)
    throw new ValidationError(
      { troca_id: [`A troca já tem a nota de entrada (faturamento ${ativa.id}, ${ativa.situacao})`] },
      `troca_id: a troca já tem a nota de entrada (faturamento ${ativa.id}).`,
    );
  let destinatario = clienteId ?? t.cliente_id ?? t.venda_cliente_id ?? null;
  if (clienteId != null) {
    const { rows: cl } = await c.query('SELECT 1 FROM cliente WHERE emitente_id = $1 AND id = $2', [emitenteId, clienteId]);
    if (!cl[0]) throw new ValidationError({ cliente_id: ['Cliente não encontrado'] }, 'cliente_id: cliente não encontrado.');
  }
  if (destinatario == null && t.venda_cpf_cnpj) destinatario = await clienteDoConsumidor(c, emitenteId, t.venda_cpf_cnpj, t.venda_nome);
  if (destinatario == null)
    throw new ValidationError(
      { cliente_id: ['A venda não identifica o consumidor: escolha o cliente da nota de entrada'] },
      'cliente_id: a venda não identifica o consumidor (sem CPF/CNPJ); escolha o cliente da nota de entrada.',
    );
  const { rows: itens } = await c.query(
    `SELECT ti.*, p.ncm, p.unidade FROM troca_item ti LEFT JOIN produto p ON p.emitente_id = ti.emitente_id AND p.id = ti.produto_id
      WHERE ti.emitente_id = $1 AND ti.troca_id = $2 ORDER BY ti.id`,
    [emitenteId, trocaId],
  );
  return {
    cliente_id: destinatario,
    natureza_operacao: 'Devolução de venda (troca)',
    tipo_operacao: 0,
    finalidade: 4,
    serie: serieEntrada,
    consumidor_final: 1,
    presenca: 1,
    modalidade_frete: 9,
    informacoes_complementares: `Troca ${trocaId}: devolução de ${itens.length} item(ns) da NFC-e ${t.venda_numero} série ${t.venda_serie}, chave ${t.chave_nfce}. Mercadoria devolvida no balcão; crédito dado em vale-troca.`,
    Item: itens.map((i) => ({
      produto_id: i.produto_id,
      descricao: i.descricao,
      ...(i.ncm ? { ncm: i.ncm } : {}),
      ...(i.unidade ? { unidade: i.unidade } : {}),
      cfop: (() => {
        try {
          return cfopDevolucaoDeVenda(i.cfop);
        } catch (e) {
          throw new ValidationError({ troca_id: [(e as Error).message] }, `troca_id: ${(e as Error).message}.`);
        }
      })(),
      quantidade: Number(i.quantidade),
      valor_unitario: Number(i.valor_unitario),
    })),
    NFref: [{ ref_nfe: t.chave_nfce }],
  };
}

/** Liga a nota de entrada gravada à troca (a autorização não lança estoque de novo). */
export async function ligarNotaATroca(c: Client, emitenteId: number, trocaId: number, faturamentoId: number): Promise<void> {
  await c.query('UPDATE troca SET faturamento_id = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, trocaId, faturamentoId]);
}
