/**
 * Boleto da fatura de licença (SPEC §7 `GerarBoleto/{id}`, `BaixarBoleto/{id}`; entidades
 * agenciaBoletoLicenca e boletoLicencaRecebivel): Itaú carteira 109 (src/domain/licencas/boleto-itau.ts),
 * nosso número sequencial da agência ativa, um boleto por fatura (gerar de novo devolve o mesmo), PDF
 * A4 com ficha de compensação e código de barras Interleaved 2 of 5 (bwip-js `interleaved2of5`).
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { ULTIMO_VENCIMENTO_BOLETO, formatarLinhaDigitavel, montarBoletoItau } from '../../../domain/licencas/boleto-itau.ts';
import type { FaturaVisao } from './faturas.ts';

export interface BoletoGerado {
  id: number;
  licenca_recebivel_id: number;
  banco: string;
  agencia: string;
  conta: string;
  carteira: string;
  beneficiario: string;
  cnpj_beneficiario: string;
  nosso_numero: string;
  codigo_barras: string;
  linha_digitavel: string;
  linha_digitavel_formatada: string;
  vencimento: string;
  valor: string;
}

const SELECT = `
  SELECT b.id, b.licenca_recebivel_id, a.banco, a.agencia, a.conta, a.carteira, a.beneficiario, a.cnpj AS cnpj_beneficiario,
         b.nosso_numero, b.codigo_barras, b.linha_digitavel, to_char(b.vencimento, 'YYYY-MM-DD') AS vencimento, b.valor::text AS valor
    FROM boleto_licenca_recebivel b JOIN agencia_boleto_licenca a ON a.id = b.agencia_boleto_licenca_id`;

const visao = (r: Omit<BoletoGerado, 'linha_digitavel_formatada'>): BoletoGerado => ({
  ...r,
  linha_digitavel_formatada: formatarLinhaDigitavel(r.linha_digitavel),
});

/** O boleto já emitido da fatura, ou null. */
export async function boletoDaFatura(c: Client, faturaId: number): Promise<BoletoGerado | null> {
  const { rows } = await c.query(`${SELECT} WHERE b.licenca_recebivel_id = $1`, [faturaId]);
  return rows[0] ? visao(rows[0]) : null;
}

/**
 * Emite (ou devolve o já emitido) boleto da fatura aberta `f`. O nosso número sai da agência ativa
 * (`UPDATE ... RETURNING`, sem corrida entre dois pedidos). Vencimento: o da fatura, ou hoje se já
 * passou (boleto vencido não seria aceito pelo banco).
 * @throws ApiError 400 sem agência ativa cadastrada; ValidationError 400 (campo `vencimento`) quando o
 * vencimento passa do último que o fator de vencimento representa ({@link ULTIMO_VENCIMENTO_BOLETO}).
 */
export async function gerarBoleto(c: Client, f: FaturaVisao, hoje: string): Promise<BoletoGerado> {
  const existente = await boletoDaFatura(c, f.id);
  if (existente) return existente;
  if (f.vencimento > ULTIMO_VENCIMENTO_BOLETO) {
    const br = ULTIMO_VENCIMENTO_BOLETO.split('-').reverse().join('/');
    throw new ValidationError(
      { vencimento: [`Vencimento além do que o boleto representa (até ${br})`] },
      `vencimento: a fatura vence depois de ${br}, último vencimento que um boleto representa; use PIX ou corrija a fatura.`,
    );
  }
  // a agência é do administrador: lida como dono da linha (sem RLS), o nosso número é reservado aqui
  const ag = await c.query(
    `UPDATE agencia_boleto_licenca SET proximo_nosso_numero = proximo_nosso_numero + 1
      WHERE id = (SELECT id FROM agencia_boleto_licenca WHERE ativo ORDER BY id LIMIT 1)
      RETURNING id, agencia, conta, carteira, proximo_nosso_numero - 1 AS nosso_numero`,
  );
  const a = ag.rows[0];
  if (!a) throw new ApiError(400, 'Cadastre a agência de cobrança (boleto) da licença.', { agencia_boleto_licenca: ['Nenhuma agência ativa'] });
  const vencimento = f.vencimento < hoje ? hoje : f.vencimento;
  const centavos = Math.round(Number(f.valor) * 100);
  const b = montarBoletoItau({ agencia: a.agencia, conta: a.conta, carteira: '109', nossoNumero: a.nosso_numero, vencimento, valorCentavos: centavos });
  await c.query(
    `INSERT INTO boleto_licenca_recebivel (licenca_recebivel_id, agencia_boleto_licenca_id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id,
                                           nosso_numero, codigo_barras, linha_digitavel, vencimento, valor)
     SELECT l.id, $2, l.emitente_id, l.distribuidor_master_id, l.distribuidor_id, l.revenda_id, $3, $4, $5, $6, l.valor FROM licenca_recebivel l WHERE l.id = $1`,
    [f.id, a.id, b.nossoNumero, b.codigoBarras, b.linhaDigitavel, vencimento],
  );
  return (await boletoDaFatura(c, f.id)) as BoletoGerado;
}

const brl = (v: string) => `R$ ${Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const br = (iso: string) => iso.split('-').reverse().join('/');

/** PDF A4 do boleto (recibo do pagador + ficha de compensação com o código de barras I2of5). */
export async function boletoPdf(b: BoletoGerado, f: FaturaVisao): Promise<Buffer> {
  // pdfkit e bwip-js carregados no primeiro boleto, não na partida
  const [bwipjs, PDFDocument] = await Promise.all([import('bwip-js').then((m) => m.default), import('pdfkit').then((m) => m.default)]);
  const barras = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: b.codigo_barras, scale: 2, height: 13, includetext: false } as Parameters<
    typeof bwipjs.toBuffer
  >[0]);
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `Boleto ${b.nosso_numero}` } });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const fim = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(partes))));
  const campo = (x: number, y: number, w: number, rotulo: string, valor: string) => {
    doc.rect(x, y, w, 26).stroke();
    doc.fontSize(6).text(rotulo, x + 3, y + 3, { width: w - 6 });
    doc.fontSize(9).text(valor, x + 3, y + 12, { width: w - 6 });
  };
  const cabecalho = (y: number) => {
    doc.fontSize(14).text('Banco Itaú S.A.', 36, y, { width: 150 });
    doc.fontSize(14).text('341-7', 190, y, { width: 50 });
    doc.fontSize(10).text(b.linha_digitavel_formatada, 250, y + 3, { width: 310, align: 'right' });
    doc
      .moveTo(36, y + 18)
      .lineTo(559, y + 18)
      .stroke();
  };
  doc.fontSize(8).text('Recibo do pagador', 36, 36);
  cabecalho(50);
  campo(36, 72, 300, 'Beneficiário', `${b.beneficiario} — CNPJ ${b.cnpj_beneficiario}`);
  campo(336, 72, 110, 'Agência/Código do beneficiário', `${b.agencia}/${b.conta}`);
  campo(446, 72, 113, 'Vencimento', br(b.vencimento));
  campo(36, 98, 300, 'Pagador', `${f.emitente} — CNPJ ${f.cnpj}`);
  campo(336, 98, 110, 'Nosso número', `${b.carteira}/${b.nosso_numero}`);
  campo(446, 98, 113, 'Valor do documento', brl(b.valor));
  doc.fontSize(8).text(f.descricao, 36, 130);
  doc.moveTo(36, 160).lineTo(559, 160).dash(3, { space: 3 }).stroke().undash();
  doc.fontSize(8).text('Ficha de compensação', 36, 170);
  cabecalho(184);
  campo(36, 206, 410, 'Local de pagamento', 'Pagável em qualquer banco até o vencimento');
  campo(446, 206, 113, 'Vencimento', br(b.vencimento));
  campo(36, 232, 410, 'Beneficiário', `${b.beneficiario} — CNPJ ${b.cnpj_beneficiario}`);
  campo(446, 232, 113, 'Agência/Código do beneficiário', `${b.agencia}/${b.conta}`);
  campo(36, 258, 100, 'Data do documento', br(f.competencia));
  campo(136, 258, 110, 'Número do documento', `LIC${f.id}`);
  campo(246, 258, 60, 'Espécie doc.', 'DS');
  campo(306, 258, 40, 'Aceite', 'N');
  campo(346, 258, 100, 'Carteira', b.carteira);
  campo(446, 258, 113, 'Nosso número', `${b.carteira}/${b.nosso_numero}`);
  campo(36, 284, 410, 'Instruções', 'Após o vencimento, a empresa pode ficar somente leitura até a compensação.');
  campo(446, 284, 113, '(=) Valor do documento', brl(b.valor));
  campo(36, 310, 523, 'Pagador', `${f.emitente} — CNPJ ${f.cnpj}`);
  doc.image(barras, 36, 345, { width: 292, height: 37 }); // 103 mm × 13 mm (FEBRABAN)
  doc.fontSize(7).text('Autenticação mecânica — Ficha de compensação', 380, 400, { width: 179, align: 'right' });
  doc.end();
  return fim;
}
