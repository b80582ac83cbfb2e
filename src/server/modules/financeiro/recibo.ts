/**
 * Recibo em PDF de uma transação de baixa (SPEC §7 `ImprimirRecibo/`, blob): quem pagou, a quem,
 * a importância em R$ e por extenso (src/domain/financeiro/extenso.ts), os títulos quitados com
 * juros, multa e desconto, a data, a cidade e a linha de assinatura. A receber: o emitente dá
 * quitação ao cliente; a pagar: o fornecedor dá quitação ao emitente (recibo para ele assinar).
 * Desenho sobre pdfkit com as primitivas do DANFE (src/fiscal/danfe/pdf.ts, A4).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { caixa, criarDocumento, linha, paragrafo, PAGINA } from '../../../fiscal/danfe/pdf.ts';
import { formatCpfCnpj } from '../../../domain/documentos.ts';
import { valorPorExtenso } from '../../../domain/financeiro/extenso.ts';
import { formatarData, formatarMoeda } from './formato.ts';
import { LADO, type Lado } from './titulos.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dados do recibo (também úteis a testes e à tela). */
export interface DadosRecibo {
  numero: number;
  guid_transacao: string;
  data: string;
  pagador: { nome: string; documento: string };
  recebedor: { nome: string; documento: string };
  cidade: string;
  total: string;
  extenso: string;
  linhas: Array<{
    documento: string;
    parcela: string;
    vencimento: string;
    valor: string;
    juros: string;
    multa: string;
    desconto: string;
    total: string;
    especie: string;
  }>;
  estornado: boolean;
}

/**
 * Lê a transação `guid` (só linhas de baixa) e monta os dados do recibo.
 * @throws ValidationError 400 (guid inválido / não é baixa), ApiError 404 (não encontrada).
 */
export async function dadosRecibo(c: Client, emitenteId: number, lado: Lado, guid: unknown): Promise<DadosRecibo> {
  const L = LADO[lado];
  if (typeof guid !== 'string' || !GUID.test(guid))
    throw new ValidationError({ guid_transacao: ['Informe o guid_transacao da baixa'] }, 'guid_transacao: informe o guid da baixa.');
  const { rows } = await c.query(
    `SELECT p.id, p.tipo, p.data::text AS data, p.valor::text AS valor, p.juros::text AS juros, p.multa::text AS multa, p.desconto::text AS desconto,
            p.valor_total::text AS valor_total, t.documento, t.parcela, t.total_parcelas, t.vencimento::text AS vencimento,
            pe.nome AS pessoa_nome, pe.cpf_cnpj AS pessoa_doc, e.descricao AS especie,
            EXISTS (SELECT 1 FROM ${L.baixas} x WHERE x.emitente_id = p.emitente_id AND x.estorno_de_id = p.id) AS estornada
       FROM ${L.baixas} p
       JOIN ${L.tabela} t ON t.emitente_id = p.emitente_id AND t.id = p.${L.fk}
       JOIN ${L.tabelaPessoa} pe ON pe.emitente_id = t.emitente_id AND pe.id = t.${L.pessoa}
       LEFT JOIN especie e ON e.emitente_id = p.emitente_id AND e.id = p.especie_id
      WHERE p.emitente_id = $1 AND p.guid_transacao = $2 ORDER BY p.id`,
    [emitenteId, guid],
  );
  if (!rows.length) throw new ApiError(404, 'Transação não encontrada.', { guid_transacao: ['Transação não encontrada'] });
  if (rows.some((r) => r.tipo !== 'baixa'))
    throw new ValidationError({ guid_transacao: ['Só baixas têm recibo'] }, 'guid_transacao: só baixas (recebimentos/pagamentos) têm recibo.');
  const { rows: em } = await c.query(
    `SELECT e.nome, e.cnpj, ci.nome AS cidade, e.uf FROM emitente e LEFT JOIN cidade ci ON ci.id = e.cidade_id WHERE e.id = $1`,
    [emitenteId],
  );
  const emitente = { nome: em[0]?.nome ?? '', documento: em[0]?.cnpj ? formatCpfCnpj(em[0].cnpj) : '' };
  const pessoa = { nome: rows[0].pessoa_nome, documento: rows[0].pessoa_doc ? formatCpfCnpj(rows[0].pessoa_doc) : '' };
  const total = rows.reduce((a, r) => a.plus(r.valor_total), new Decimal(0));
  return {
    numero: rows[0].id,
    guid_transacao: guid,
    data: rows[0].data,
    pagador: lado === 'receber' ? pessoa : emitente,
    recebedor: lado === 'receber' ? emitente : pessoa,
    cidade: em[0]?.cidade ? `${em[0].cidade}/${em[0].uf}` : '',
    total: total.toFixed(2),
    extenso: valorPorExtenso(total),
    linhas: rows.map((r) => ({
      documento: r.documento,
      parcela: `${r.parcela}/${r.total_parcelas}`,
      vencimento: formatarData(r.vencimento),
      valor: formatarMoeda(r.valor),
      juros: formatarMoeda(r.juros),
      multa: formatarMoeda(r.multa),
      desconto: formatarMoeda(r.desconto),
      total: formatarMoeda(r.valor_total),
      especie: r.especie ?? '',
    })),
    estornado: rows.every((r) => r.estornada),
  };
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** Desenha o recibo (A4, uma via por página) e devolve o PDF. */
export async function reciboPdf(d: DadosRecibo): Promise<Buffer> {
  const { doc, pronto } = await criarDocumento({ titulo: `Recibo ${d.numero}`, assunto: `Recibo de ${formatarMoeda(d.total)}` });
  doc.addPage({ size: 'A4', margin: 0 });
  const m = 40;
  const w = PAGINA.largura - 2 * m;
  let y = 50;
  caixa(doc, m, y, w, 60);
  linha(doc, 'RECIBO', m + 12, y + 14, 200, { tamanho: 22, negrito: true });
  linha(doc, `Nº ${d.numero}`, m + 12, y + 40, 200, { tamanho: 9 });
  linha(doc, formatarMoeda(d.total), m + w - 230, y + 16, 218, { tamanho: 20, negrito: true, alinhar: 'right' });
  y += 80;
  const texto =
    `Recebi(emos) de ${d.pagador.nome}${d.pagador.documento ? `, CPF/CNPJ ${d.pagador.documento}` : ''}, a importância de ` +
    `${formatarMoeda(d.total)} (${d.extenso}), referente ao pagamento do(s) título(s) abaixo, pelo que dou(damos) plena quitação.`;
  paragrafo(doc, texto, m, y, w, 60, { tamanho: 11, espaco: 3 });
  y += 72;
  const cols: Array<[string, number, keyof DadosRecibo['linhas'][number]]> = [
    ['Documento', 0.16, 'documento'],
    ['Parcela', 0.08, 'parcela'],
    ['Vencimento', 0.11, 'vencimento'],
    ['Valor', 0.12, 'valor'],
    ['Juros', 0.1, 'juros'],
    ['Multa', 0.1, 'multa'],
    ['Desconto', 0.1, 'desconto'],
    ['Total', 0.12, 'total'],
    ['Espécie', 0.11, 'especie'],
  ];
  const desenharLinha = (vals: string[], negrito: boolean) => {
    let x = m;
    cols.forEach(([, f], i) => {
      linha(doc, vals[i], x + 3, y + 4, f * w - 6, { tamanho: 8, negrito, alinhar: i >= 3 && i <= 7 ? 'right' : 'left' });
      x += f * w;
    });
    doc
      .moveTo(m, y + 16)
      .lineTo(m + w, y + 16)
      .lineWidth(0.4)
      .stroke();
    y += 18;
  };
  desenharLinha(
    cols.map(([t]) => t),
    true,
  );
  for (const l of d.linhas.slice(0, 30))
    desenharLinha(
      cols.map(([, , k]) => l[k]),
      false,
    );
  if (d.linhas.length > 30) {
    linha(doc, `... e mais ${d.linhas.length - 30} título(s)`, m, y + 4, w, { tamanho: 8 });
    y += 18;
  }
  y += 30;
  const [a, mes, dia] = d.data.split('-');
  linha(doc, `${d.cidade ? `${d.cidade}, ` : ''}${Number(dia)} de ${MESES[Number(mes) - 1]} de ${a}.`, m, y, w, { tamanho: 11, alinhar: 'right' });
  y += 70;
  doc
    .moveTo(m + w / 2 - 140, y)
    .lineTo(m + w / 2 + 140, y)
    .lineWidth(0.6)
    .stroke();
  linha(doc, d.recebedor.nome, m, y + 6, w, { tamanho: 10, negrito: true, alinhar: 'center' });
  if (d.recebedor.documento) linha(doc, `CPF/CNPJ ${d.recebedor.documento}`, m, y + 20, w, { tamanho: 9, alinhar: 'center' });
  if (d.estornado) {
    doc.save().fillColor('#c00').opacity(0.35).fontSize(60).font('Helvetica-Bold');
    doc.rotate(-25, { origin: [PAGINA.largura / 2, 300] }).text('ESTORNADO', 90, 270, { lineBreak: false });
    doc.restore();
  }
  linha(doc, `Transação ${d.guid_transacao}`, m, PAGINA.altura - 40, w, { tamanho: 7, alinhar: 'center' });
  doc.end();
  return pronto;
}
