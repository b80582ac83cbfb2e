/**
 * Impressos do pedido (SPEC §7 `GET /v1/pedido/Imprimir/{id}` blob; "a further order print call"):
 *
 * - {@link pedidoPdf} (A4): faixa na cor primária da marca (white label do usuário, SPEC §3
 *   configuracaoWhiteLabel.cor_primaria) com o nome da empresa emitente, dados do emitente e do
 *   cliente, endereço de entrega, itens (código de barras, quantidade, unidade, valores, detalhes de
 *   metragem/pesagem/embalagem/tolerância), adicionais, totais, pagamentos, observações e situação;
 *   rodapé "Emitido por {nome da marca}".
 * - {@link separacaoPdf} (compacta, 80 mm de largura, altura conforme os itens): lista de
 *   separação para o depósito — número, cliente, entrega, e cada item com quantidade, unidade,
 *   embalagem, código de barras e uma caixa de conferência; sem valores.
 * Desenho sobre pdfkit com as primitivas do DANFE (src/fiscal/danfe/pdf.ts).
 */
import type { Client } from '../../db/tenant.ts';
import { notFound } from '../../http/envelope.ts';
import { caixa, criarDocumento, linha, PAGINA, paragrafo } from '../../../fiscal/danfe/pdf.ts';
import { formatCpfCnpj } from '../../../domain/documentos.ts';
import { formatarData, formatarMoeda } from '../financeiro/formato.ts';
import { marcaDoUsuario } from '../conta/marca.ts';

type Linha = Record<string, any>;

/** Tudo o que os impressos mostram. */
export interface DadosImpressao {
  pedido: Linha;
  emitente: Linha;
  cliente: Linha;
  endereco: Linha | null;
  entrega: Linha | null;
  itens: Linha[];
  subs: Linha[];
  pagamentos: Linha[];
  marca: { nome_empresa: string; cor_primaria: string; site: string | null };
}

const qtd = (v: unknown) => Number(v).toLocaleString('pt-BR', { maximumFractionDigits: 4 });
const end = (e: Linha | null) =>
  e
    ? [e.logradouro, e.numero, e.complemento, e.bairro, e.cidade ? `${e.cidade}/${e.uf ?? ''}` : e.uf, e.cep ? `CEP ${e.cep}` : null].filter(Boolean).join(', ')
    : '';

/**
 * Lê o pedido e o que os impressos precisam.
 * @throws ApiError 404 quando o pedido não é do emitente.
 */
export async function dadosImpressao(c: Client, emitenteId: number, usuarioId: number, pedidoId: number): Promise<DadosImpressao> {
  const { rows: p } = await c.query(
    `SELECT p.*, to_char(p.data_pedido AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS data, p.data_entrega::text AS entrega,
            s.descricao AS situacao, s.cor, v.nome AS vendedor, t.nome AS transportadora
       FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id
       LEFT JOIN vendedor v ON v.emitente_id = p.emitente_id AND v.id = p.vendedor_id
       LEFT JOIN transportadora t ON t.emitente_id = p.emitente_id AND t.id = p.transportadora_id
      WHERE p.emitente_id = $1 AND p.id = $2`,
    [emitenteId, pedidoId],
  );
  if (!p[0]) throw notFound('Pedido não encontrado.');
  const q = async (sql: string) => (await c.query(sql, [emitenteId, pedidoId])).rows;
  const [emitente] = (
    await c.query(
      `SELECT e.nome, e.fantasia, e.cnpj, e.ie, e.telefone, e.email, e.logradouro, e.numero, e.complemento, e.bairro, e.cep, e.uf, ci.nome AS cidade
         FROM emitente e LEFT JOIN cidade ci ON ci.id = e.cidade_id WHERE e.id = $1`,
      [emitenteId],
    )
  ).rows;
  const [cliente] = await q('SELECT * FROM pedido_cliente WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id LIMIT 1');
  const [endereco] = await q(
    'SELECT x.*, ci.nome AS cidade FROM pedido_endereco x LEFT JOIN cidade ci ON ci.id = x.cidade_id WHERE x.emitente_id = $1 AND x.pedido_id = $2 ORDER BY x.id LIMIT 1',
  );
  const [entrega] = await q(
    'SELECT x.*, ci.nome AS cidade FROM pedido_endereco_entrega x LEFT JOIN cidade ci ON ci.id = x.cidade_id WHERE x.emitente_id = $1 AND x.pedido_id = $2 ORDER BY x.id LIMIT 1',
  );
  const itens = await q(
    `SELECT i.*, i.quantidade::text AS quantidade, i.valor_unitario::text AS valor_unitario, i.valor_total::text AS valor_total,
            i.valor_desconto::text AS valor_desconto, pr.codigo
       FROM pedido_item i JOIN produto pr ON pr.emitente_id = i.emitente_id AND pr.id = i.produto_id
      WHERE i.emitente_id = $1 AND i.pedido_id = $2 ORDER BY i.id`,
  );
  const subs = await q(
    'SELECT *, quantidade::text AS quantidade, valor_total::text AS valor_total FROM pedido_sub_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id',
  );
  const pagamentos = await q(
    'SELECT parcela, t_pag, vencimento::text AS vencimento, valor::text AS valor FROM pedido_pagamento WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY parcela, id',
  );
  const marca = await marcaDoUsuario(c, usuarioId);
  return {
    pedido: p[0],
    emitente: emitente ?? {},
    cliente: cliente ?? {},
    endereco: endereco ?? null,
    entrega: entrega ?? null,
    itens,
    subs,
    pagamentos,
    marca: { nome_empresa: marca.nome_empresa, cor_primaria: marca.cor_primaria || '#50CD89', site: marca.site },
  };
}

const MEIOS: Record<string, string> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de crédito',
  '04': 'Cartão de débito',
  '05': 'Crédito loja',
  '15': 'Boleto',
  '16': 'Depósito',
  '17': 'PIX',
  '18': 'Transferência',
  '20': 'PIX',
  '90': 'Sem pagamento',
  '91': 'Pagamento posterior',
  '99': 'Outros',
};

/** Pedido em A4 na marca do usuário. */
export async function pedidoPdf(d: DadosImpressao): Promise<Buffer> {
  const p = d.pedido;
  const { doc, pronto } = await criarDocumento({ titulo: `Pedido ${p.numero}`, assunto: `Pedido de venda nº ${p.numero}` });
  const m = 36;
  const w = PAGINA.largura - 2 * m;
  const rodape = () => {
    doc
      .save()
      .rect(0, PAGINA.altura - 24, PAGINA.largura, 24)
      .fill(d.marca.cor_primaria)
      .restore();
    doc.fillColor('#ffffff');
    linha(doc, `Emitido por ${d.marca.nome_empresa}${d.marca.site ? ` — ${d.marca.site}` : ''}`, m, PAGINA.altura - 18, w, { tamanho: 8, alinhar: 'center' });
    doc.fillColor('#000000');
  };
  doc.addPage({ size: 'A4', margin: 0 });
  // faixa da marca
  doc.save().rect(0, 0, PAGINA.largura, 70).fill(d.marca.cor_primaria).restore();
  doc.fillColor('#ffffff');
  linha(doc, d.emitente.fantasia || d.emitente.nome, m, 14, w * 0.6, { tamanho: 16, negrito: true });
  linha(doc, `${d.emitente.nome ?? ''}${d.emitente.cnpj ? ` — CNPJ ${formatCpfCnpj(d.emitente.cnpj)}` : ''}`, m, 36, w * 0.6, { tamanho: 8 });
  linha(doc, [end(d.emitente), d.emitente.telefone].filter(Boolean).join(' — '), m, 48, w * 0.6, { tamanho: 7 });
  linha(doc, `PEDIDO Nº ${p.numero}`, m + w * 0.6, 14, w * 0.4, { tamanho: 16, negrito: true, alinhar: 'right' });
  linha(doc, `Data ${formatarData(p.data)}`, m + w * 0.6, 36, w * 0.4, { tamanho: 9, alinhar: 'right' });
  linha(doc, `Situação: ${p.situacao}`, m + w * 0.6, 50, w * 0.4, { tamanho: 9, negrito: true, alinhar: 'right' });
  doc.fillColor('#000000');
  let y = 84;
  caixa(doc, m, y, w, 52);
  linha(doc, 'CLIENTE', m + 6, y + 4, 100, { tamanho: 7, negrito: true });
  linha(doc, `${d.cliente.nome ?? ''}${d.cliente.cpf_cnpj ? ` — ${formatCpfCnpj(d.cliente.cpf_cnpj)}` : ''}`, m + 6, y + 14, w - 12, {
    tamanho: 10,
    negrito: true,
  });
  linha(doc, end(d.endereco), m + 6, y + 28, w - 12, { tamanho: 8 });
  linha(doc, [d.cliente.email, d.cliente.telefone, p.vendedor ? `Vendedor: ${p.vendedor}` : null].filter(Boolean).join(' — '), m + 6, y + 39, w - 12, {
    tamanho: 8,
  });
  y += 58;
  if (d.entrega || p.entrega || p.transportadora) {
    caixa(doc, m, y, w, 40);
    linha(doc, 'ENTREGA', m + 6, y + 4, 100, { tamanho: 7, negrito: true });
    linha(doc, d.entrega ? end(d.entrega) : 'No endereço do cliente', m + 6, y + 14, w - 12, { tamanho: 8 });
    linha(
      doc,
      [
        d.entrega?.recebedor ? `Recebedor: ${d.entrega.recebedor}` : null,
        d.entrega?.referencia ? `Ref.: ${d.entrega.referencia}` : null,
        p.entrega ? `Previsão: ${formatarData(p.entrega)}` : null,
        p.transportadora ? `Transportadora: ${p.transportadora}` : null,
      ]
        .filter(Boolean)
        .join(' — '),
      m + 6,
      y + 26,
      w - 12,
      { tamanho: 8 },
    );
    y += 46;
  }
  const cols: Array<[string, number, 'left' | 'right']> = [
    ['#', 0.04, 'left'],
    ['Código', 0.1, 'left'],
    ['Descrição', 0.4, 'left'],
    ['Qtd.', 0.1, 'right'],
    ['Un.', 0.06, 'left'],
    ['Unitário', 0.1, 'right'],
    ['Desconto', 0.1, 'right'],
    ['Total', 0.1, 'right'],
  ];
  const desenhar = (vals: string[], negrito: boolean, tamanho = 8) => {
    if (y > PAGINA.altura - 80) {
      rodape();
      doc.addPage({ size: 'A4', margin: 0 });
      y = 36;
    }
    let x = m;
    cols.forEach(([, f, al], i) => {
      linha(doc, vals[i], x + 2, y + 3, f * w - 4, { tamanho, negrito, alinhar: al });
      x += f * w;
    });
    doc
      .moveTo(m, y + 15)
      .lineTo(m + w, y + 15)
      .lineWidth(0.3)
      .stroke();
    y += 16;
  };
  desenhar(
    cols.map(([t]) => t),
    true,
  );
  d.itens.forEach((i, n) => {
    desenhar(
      [
        String(n + 1),
        i.codigo ?? String(i.produto_id),
        i.descricao ?? '',
        qtd(i.quantidade),
        i.unidade ?? '',
        formatarMoeda(i.valor_unitario),
        formatarMoeda(i.valor_desconto),
        formatarMoeda(i.valor_total),
      ],
      false,
    );
    const det = [
      i.codigo_barras ? `GTIN ${i.codigo_barras}` : null,
      i.metragem ? `Metragem ${qtd(i.metragem)} m` : null,
      i.pesagem ? `Pesagem ${qtd(i.pesagem)} kg` : null,
      i.tipo_embalagem ? `Embalagem ${i.tipo_embalagem}` : null,
      i.tolerancia ? `Tolerância ${qtd(i.tolerancia)}%` : null,
      i.observacao,
    ].filter(Boolean);
    for (const s of d.subs.filter((x) => Number(x.item) === n + 1)) det.push(`+ ${s.descricao} (${qtd(s.quantidade)}) ${formatarMoeda(s.valor_total)}`);
    if (det.length) {
      linha(doc, det.join(' · '), m + 0.14 * w, y, w * 0.86, { tamanho: 7 });
      y += 11;
    }
  });
  y += 8;
  const tot: Array<[string, string]> = [
    ['Itens', formatarMoeda(p.total_produtos)],
    ['Frete', formatarMoeda(p.valor_frete)],
    ['Outras despesas', formatarMoeda(p.valor_outros)],
    ['Desconto', formatarMoeda(p.valor_desconto)],
  ];
  for (const [r, v] of tot) {
    linha(doc, r, m + w * 0.6, y, w * 0.25, { tamanho: 9 });
    linha(doc, v, m + w * 0.85, y, w * 0.15, { tamanho: 9, alinhar: 'right' });
    y += 13;
  }
  doc
    .save()
    .rect(m + w * 0.6, y, w * 0.4, 22)
    .fill(d.marca.cor_primaria)
    .restore();
  doc.fillColor('#ffffff');
  linha(doc, 'TOTAL DO PEDIDO', m + w * 0.6 + 6, y + 5, w * 0.2, { tamanho: 10, negrito: true });
  linha(doc, formatarMoeda(p.total_pedido), m + w * 0.8, y + 5, w * 0.2 - 6, { tamanho: 11, negrito: true, alinhar: 'right' });
  doc.fillColor('#000000');
  const yPag = y - 52;
  if (d.pagamentos.length) {
    linha(doc, 'PAGAMENTO', m, yPag, w * 0.5, { tamanho: 7, negrito: true });
    d.pagamentos.slice(0, 8).forEach((x, n) => {
      linha(
        doc,
        `${x.parcela}ª ${MEIOS[x.t_pag] ?? x.t_pag} — venc. ${formatarData(x.vencimento)} — ${formatarMoeda(x.valor)}`,
        m,
        yPag + 10 + n * 11,
        w * 0.55,
        {
          tamanho: 8,
        },
      );
    });
  }
  y += 34;
  if (p.observacao) {
    linha(doc, 'OBSERVAÇÕES', m, y, w, { tamanho: 7, negrito: true });
    paragrafo(doc, p.observacao, m, y + 10, w, 60, { tamanho: 8 });
    y += 70;
  }
  if (p.chave_nfe) linha(doc, `NF-e chave ${p.chave_nfe.replace(/(\d{4})/g, '$1 ').trim()}`, m, y, w, { tamanho: 8 });
  rodape();
  doc.end();
  return pronto;
}

/** Lista de separação compacta (80 mm), sem valores. */
export async function separacaoPdf(d: DadosImpressao): Promise<Buffer> {
  const p = d.pedido;
  const largura = 226.77; // 80 mm
  const altura = 150 + d.itens.length * 34 + d.subs.length * 10;
  const { doc, pronto } = await criarDocumento({ titulo: `Separação do pedido ${p.numero}`, assunto: 'Lista de separação' });
  doc.addPage({ size: [largura, altura], margin: 0 });
  const m = 8;
  const w = largura - 2 * m;
  let y = 8;
  linha(doc, 'LISTA DE SEPARAÇÃO', m, y, w, { tamanho: 11, negrito: true, alinhar: 'center' });
  y += 16;
  linha(doc, `Pedido nº ${p.numero} — ${formatarData(p.data)}`, m, y, w, { tamanho: 9, alinhar: 'center' });
  y += 13;
  linha(doc, d.cliente.nome ?? '', m, y, w, { tamanho: 8, negrito: true });
  y += 11;
  paragrafo(doc, `Entrega: ${d.entrega ? end(d.entrega) : end(d.endereco) || 'retirada'}`, m, y, w, 24, { tamanho: 7 });
  y += 26;
  doc
    .moveTo(m, y)
    .lineTo(m + w, y)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  d.itens.forEach((i, n) => {
    caixa(doc, m, y + 2, 9, 9);
    linha(doc, `${n + 1}. ${i.descricao ?? ''}`, m + 13, y, w - 13, { tamanho: 8, negrito: true });
    linha(
      doc,
      [
        `${qtd(i.quantidade)} ${i.unidade ?? ''}`,
        i.tipo_embalagem ? `emb. ${i.tipo_embalagem}` : null,
        i.codigo_barras ? `GTIN ${i.codigo_barras}` : `cód. ${i.codigo ?? i.produto_id}`,
      ]
        .filter(Boolean)
        .join(' · '),
      m + 13,
      y + 11,
      w - 13,
      { tamanho: 7 },
    );
    const det = [
      i.metragem ? `${qtd(i.metragem)} m` : null,
      i.pesagem ? `${qtd(i.pesagem)} kg` : null,
      i.tolerancia ? `tol. ${qtd(i.tolerancia)}%` : null,
    ].filter(Boolean);
    if (det.length) linha(doc, det.join(' · '), m + 13, y + 20, w - 13, { tamanho: 7 });
    y += 32;
    for (const s of d.subs.filter((x) => Number(x.item) === n + 1)) {
      linha(doc, `+ ${s.descricao} (${qtd(s.quantidade)})`, m + 20, y - 4, w - 20, { tamanho: 7 });
      y += 10;
    }
  });
  y += 6;
  linha(doc, `${d.itens.length} item(ns) — Separado por: ______________`, m, y, w, { tamanho: 7 });
  doc.end();
  return pronto;
}
