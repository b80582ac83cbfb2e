/**
 * DANFE NFC-e em bobina térmica (80 mm = 48 colunas, 58 mm = 32 colunas), como texto simples
 * (pronto para impressora ESC/POS: linhas de largura fixa, sem códigos de controle) e como PDF
 * (pdfkit, mesmo leiaute em fonte monoespaçada, QR Code em imagem pelo bwip-js).
 *
 * Leiaute conforme o Manual de Padrões Técnicos do DANFE NFC-e e QR Code (v5.0/v6.0, MOC 7.0
 * anexo II): divisão I cabeçalho do emitente; II identificação do documento; III detalhe da venda;
 * IV totais e pagamentos (com troco); V tributos (Lei 12.741/2012); VI mensagem fiscal e consulta
 * por chave (urlChave + chave em grupos de 4); VII consumidor; VIII número, série, emissão e
 * protocolo; IX QR Code; X informações complementares. Em contingência off-line (tpEmis 9) imprime
 * "EMITIDA EM CONTINGÊNCIA" e "Pendente de autorização"; no EPEC da NFC-e de SP (tpEmis 4, NT
 * 2014.003), "EMITIDA EM CONTINGÊNCIA EPEC", "Pendente de autorização" e o protocolo do EPEC. Em
 * homologação, a mensagem de "SEM VALOR FISCAL".
 */
import type { NFe } from '../nfe/tipos.ts';
import { formatChaveAcesso } from '../../domain/chave-acesso.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { dataHoraXml, num } from '../danfe/formatar.ts';
import { criarDocumento } from '../danfe/pdf.ts';
import { MARCA_DANFE_EPEC_NFCE } from './epec.ts';

export type LarguraBobina = 58 | 80;

export interface DadosDanfeNFCe {
  nfe: NFe;
  /** Protocolo de autorização e data (ausentes em contingência ainda não transmitida). */
  protocolo?: string | null;
  dataAutorizacao?: string | null;
  cancelada?: boolean;
  /** EPEC da NFC-e registrado (tpEmis 4, SP): protocolo e data do registro, para a via impressa. */
  epec?: { nProt: string; dhRegEvento?: string | null } | null;
}

/** Linha do cupom: texto já na largura, estilo e o lugar do QR Code. */
export interface LinhaCupom {
  texto: string;
  negrito?: boolean;
  qr?: string;
}

const TPAG: Record<string, string> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '05': 'Crédito Loja',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '12': 'Vale Presente',
  '13': 'Vale Combustível',
  '15': 'Boleto Bancário',
  '16': 'Depósito Bancário',
  '17': 'PIX',
  '18': 'Transferência bancária',
  '19': 'Fidelidade',
  '20': 'PIX estático',
  '21': 'Crédito em loja',
  '90': 'Sem pagamento',
  '99': 'Outros',
};

function centro(s: string, w: number): string {
  const t = s.slice(0, w);
  const e = Math.floor((w - t.length) / 2);
  return ' '.repeat(e) + t;
}
function quebrar(s: string, w: number): string[] {
  const out: string[] = [];
  let atual = '';
  for (const p of s.split(/\s+/).filter(Boolean)) {
    if (!atual) atual = p;
    else if (atual.length + 1 + p.length <= w) atual += ` ${p}`;
    else {
      out.push(atual);
      atual = p;
    }
    while (atual.length > w) {
      out.push(atual.slice(0, w));
      atual = atual.slice(w);
    }
  }
  if (atual) out.push(atual);
  return out;
}
function dupla(esq: string, dir: string, w: number): string {
  const espaco = w - dir.length;
  return esq.length >= espaco ? `${esq.slice(0, Math.max(0, espaco - 1))} ${dir}` : esq + ' '.repeat(espaco - esq.length) + dir;
}

/**
 * Linhas do DANFE NFC-e na largura da bobina (48 ou 32 colunas).
 * @param largura 80 ou 58 (mm).
 */
export function linhasDanfeNFCe(d: DadosDanfeNFCe, largura: LarguraBobina = 80): LinhaCupom[] {
  const w = largura === 80 ? 48 : 32;
  const n = d.nfe;
  const L: LinhaCupom[] = [];
  const add = (texto: string, negrito = false) => L.push({ texto, negrito });
  const centrar = (s: string, negrito = false) => {
    for (const l of quebrar(s, w)) add(centro(l, w), negrito);
  };
  const sep = () => add('-'.repeat(w));
  const e = n.emit;
  const end = e.enderEmit;
  const contingencia = n.ide.tpEmis === '9' || n.ide.tpEmis === '4';
  const epec = n.ide.tpEmis === '4';
  const homologacao = n.ide.tpAmb === '2';

  centrar(e.xNome, true);
  centrar(`CNPJ: ${formatCpfCnpj(e.CNPJ ?? e.CPF ?? '')}  IE: ${e.IE}`);
  centrar(`${end.xLgr}, ${end.nro}${end.xCpl ? ` ${end.xCpl}` : ''}, ${end.xBairro}, ${end.xMun} - ${end.UF}`);
  sep();
  centrar('Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', true);
  if (d.cancelada) centrar('*** NFC-e CANCELADA ***', true);
  sep();
  add(w >= 48 ? dupla('# Código Descrição', 'Qtde UN x Vl Unit = Vl Total', w) : 'Item  Descrição / Qtde x Unit = Total');
  for (const it of n.det) {
    const p = it.prod;
    for (const l of quebrar(`${it.nItem.padStart(3, '0')} ${p.cProd} ${p.xProd}`, w)) add(l);
    add(dupla('', `${num(p.qCom, Number(p.qCom) % 1 ? 3 : 0)} ${p.uCom} x ${num(p.vUnCom, 2)} = ${num(p.vProd, 2)}`, w));
    if (p.vDesc && Number(p.vDesc) > 0) add(dupla('', `desconto -${num(p.vDesc, 2)}`, w));
  }
  sep();
  const t = n.total.ICMSTot;
  add(dupla('Qtde. total de itens', String(n.det.length), w));
  add(dupla('Valor total R$', num(t.vProd, 2), w));
  if (Number(t.vDesc) > 0) add(dupla('Desconto R$', num(t.vDesc, 2), w));
  if (Number(t.vOutro) > 0) add(dupla('Acréscimo R$', num(t.vOutro, 2), w));
  add(dupla('Valor a Pagar R$', num(t.vNF, 2), w), true);
  add(dupla('FORMA PAGAMENTO', 'VALOR PAGO R$', w));
  for (const p of n.pag.detPag) add(dupla(TPAG[p.tPag] ?? p.xPag ?? p.tPag, num(p.vPag, 2), w));
  if (n.pag.vTroco && Number(n.pag.vTroco) > 0) add(dupla('Troco R$', num(n.pag.vTroco, 2), w));
  if (t.vTotTrib && Number(t.vTotTrib) > 0) {
    sep();
    for (const l of quebrar(`Informação dos Tributos Totais Incidentes (Lei Federal 12.741/2012) R$ ${num(t.vTotTrib, 2)}`, w)) add(l);
  }
  sep();
  if (homologacao) centrar('EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL', true);
  if (contingencia) {
    centrar(epec ? MARCA_DANFE_EPEC_NFCE : 'EMITIDA EM CONTINGÊNCIA', true);
    centrar('Pendente de autorização');
    if (epec && d.epec) centrar(`EPEC: protocolo ${d.epec.nProt}${d.epec.dhRegEvento ? ` de ${dataHoraXml(d.epec.dhRegEvento)}` : ''}`);
  }
  centrar('Consulte pela Chave de Acesso em');
  centrar(n.infNFeSupl?.urlChave ?? '');
  centrar(formatChaveAcesso(n.chave));
  sep();
  const dest = n.dest;
  if (dest?.CPF || dest?.CNPJ) {
    centrar(`CONSUMIDOR - ${dest.CPF ? 'CPF' : 'CNPJ'} ${formatCpfCnpj(dest.CPF ?? dest.CNPJ ?? '')}`, true);
    if (dest.xNome) centrar(dest.xNome);
  } else if (dest?.idEstrangeiro) centrar(`CONSUMIDOR - Id. Estrangeiro ${dest.idEstrangeiro}`, true);
  else centrar('CONSUMIDOR NÃO IDENTIFICADO', true);
  sep();
  centrar(`NFC-e nº ${n.ide.nNF.padStart(9, '0')} Série ${n.ide.serie.padStart(3, '0')} ${dataHoraXml(n.ide.dhEmi)}`, true);
  if (d.protocolo) {
    centrar(`Protocolo de autorização: ${d.protocolo}`);
    if (d.dataAutorizacao) centrar(`Data de autorização: ${dataHoraXml(d.dataAutorizacao)}`);
  } else if (contingencia) centrar(`Via do consumidor (contingência desde ${dataHoraXml(n.ide.dhCont)})`);
  if (n.infNFeSupl?.qrCode) L.push({ texto: '', qr: n.infNFeSupl.qrCode });
  if (n.infAdic?.infCpl) {
    sep();
    for (const l of quebrar(n.infAdic.infCpl, w)) add(l);
  }
  return L;
}

/** O DANFE NFC-e em texto (linhas separadas por `\n`; o QR Code vira a linha `[QR Code]` + a URL). */
export function textoDanfeNFCe(d: DadosDanfeNFCe, largura: LarguraBobina = 80): string {
  const w = largura === 80 ? 48 : 32;
  return `${linhasDanfeNFCe(d, largura)
    .flatMap((l) => (l.qr ? [centro('[QR Code]', w), ...quebrar(l.qr, w)] : [l.texto]))
    .join('\n')}\n`;
}

/** PDF do DANFE NFC-e na largura da bobina (página única, altura conforme o conteúdo). */
export async function pdfDanfeNFCe(d: DadosDanfeNFCe, largura: LarguraBobina = 80, compress = true): Promise<Buffer> {
  const linhas = linhasDanfeNFCe(d, largura);
  const w = largura === 80 ? 48 : 32;
  const larguraPt = (largura * 72) / 25.4;
  const margem = 6;
  const tam = (larguraPt - 2 * margem) / (w * 0.6);
  const passo = tam * 1.25;
  const qrLado = Math.min(larguraPt - 2 * margem, largura === 80 ? 130 : 110);
  const altura = margem * 2 + linhas.reduce((a, l) => a + (l.qr ? qrLado + 6 : passo), 0);
  const { doc, pronto } = await criarDocumento({ titulo: `NFC-e ${d.nfe.ide.nNF}`, assunto: `DANFE NFC-e ${d.nfe.chave}` }, compress);
  doc.addPage({ size: [larguraPt, Math.max(altura, 200)], margin: 0 });
  const bwip = (await import('bwip-js')).default;
  let y = margem;
  for (const l of linhas) {
    if (l.qr) {
      // QR Code vetorial (matriz de módulos do bwip-js; nível de correção M, padrão do BWIPP)
      const m = bwip.raw({ bcid: 'qrcode', text: l.qr })[0] as unknown as { pixs: number[]; pixx: number; pixy: number };
      const lado = qrLado / m.pixx;
      const x0 = (larguraPt - qrLado) / 2;
      doc.fillColor('black');
      for (let i = 0; i < m.pixs.length; i++) if (m.pixs[i]) doc.rect(x0 + (i % m.pixx) * lado, y + 3 + Math.floor(i / m.pixx) * lado, lado, lado);
      doc.fill();
      y += qrLado + 6;
      continue;
    }
    doc.font(l.negrito ? 'Courier-Bold' : 'Courier').fontSize(tam);
    doc.text(l.texto.replace(/[^\u0000-\u00ff]/g, '?'), margem, y, { lineBreak: false });
    y += passo;
  }
  doc.end();
  return pronto;
}
