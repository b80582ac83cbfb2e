/**
 * DANFSe — Documento Auxiliar da NFS-e em PDF (A4), gerado localmente a partir do XML da NFS-e
 * (o serviço de PDF do governo está sendo retirado). Segue os quadros do leiaute nacional do
 * DANFSe (NT 008 do Sistema Nacional NFS-e): cabeçalho com chave de acesso e QR Code da consulta
 * pública, dados da NFS-e e da DPS, emitente (prestador), tomador, serviço prestado, tributação
 * municipal e federal, valor total e informações complementares. Homologação (produção restrita)
 * leva a tarja "SEM VALIDADE JURÍDICA"; NFS-e cancelada ou substituída, a marca d'água.
 *
 * Desenho com as primitivas do DANFE da NF-e (src/fiscal/danfe/pdf.ts: pdfkit, fontes padrão).
 */
import { formatarChaveNfse } from './chave.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { dataHoraXml, dataXml, formatCep, formatFone, num, valor } from '../danfe/formatar.ts';
import { caixa, campo, criarDocumento, type Doc, linha, marcaDagua, PAGINA, paragrafo } from '../danfe/pdf.ts';
import { lerNfse, type NfseLida, type PessoaNfseLida } from './leitura.ts';

/** Endereço da consulta pública da NFS-e no portal nacional (QR Code do DANFSe). */
export const URL_CONSULTA_PUBLICA_NFSE = 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=';

/** URL do QR Code do DANFSe para a chave (consulta pública do portal nacional). */
export function urlConsultaNfse(chave: string): string {
  return `${URL_CONSULTA_PUBLICA_NFSE}${chave}`;
}

/** Opções de {@link gerarDanfse}. */
export interface OpcoesDanfse {
  /** Marca d'água de NFS-e cancelada (evento 101101 registrado). */
  cancelada?: boolean;
  /** Marca d'água de NFS-e substituída (evento 105102), com a chave da substituta. */
  substituidaPor?: string;
  /** Falso só para inspecionar o conteúdo do PDF em testes (padrão: comprimido). */
  compress?: boolean;
}

const SIMPLES: Record<string, string> = { '1': 'Não optante', '2': 'Optante - MEI', '3': 'Optante - ME/EPP' };
const TRIB_ISSQN: Record<string, string> = { '1': 'Operação tributável', '2': 'Imunidade', '3': 'Exportação de serviço', '4': 'Não incidência' };
const RETENCAO: Record<string, string> = { '1': 'Não retido', '2': 'Retido pelo tomador', '3': 'Retido pelo intermediário' };
const M = 20;
const L = PAGINA.largura - 2 * M;

const reais = (v: number | undefined) => (v === undefined ? '-' : `R$ ${valor(v.toFixed(2))}`);
const cTribNacFormatado = (c: string) => (/^\d{6}$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2, 4)}.${c.slice(4)}` : c);

/** Faixa cinza com o título do quadro; devolve o y logo abaixo. */
function faixa(doc: Doc, titulo: string, y: number): number {
  doc.save().rect(M, y, L, 11).fillColor('#e6e6e6').fill().restore();
  caixa(doc, M, y, L, 11);
  linha(doc, titulo, M + 3, y + 2.5, L - 6, { tamanho: 6.5, negrito: true });
  return y + 11;
}

/** Uma linha de campos de larguras proporcionais. */
function campos(doc: Doc, y: number, itens: [rotulo: string, valor: string | undefined, peso?: number][], h = 20): number {
  const total = itens.reduce((a, i) => a + (i[2] ?? 1), 0);
  let x = M;
  for (const [rotulo, v, peso] of itens) {
    const w = (L * (peso ?? 1)) / total;
    campo(doc, x, y, w, h, rotulo, v || '-', { tamanho: 7.5 });
    x += w;
  }
  return y + h;
}

function endereco(p: PessoaNfseLida | undefined): string {
  if (!p?.xLgr) return '';
  return [p.xLgr, p.nro, p.xCpl, p.xBairro].filter(Boolean).join(', ');
}

function pessoa(doc: Doc, y: number, titulo: string, p: PessoaNfseLida | undefined, municipio?: string): number {
  y = faixa(doc, titulo, y);
  if (!p) {
    paragrafo(doc, 'NÃO IDENTIFICADO NA NFS-e', M + 3, y + 4, L - 6, 10, { tamanho: 7 });
    caixa(doc, M, y, L, 16);
    return y + 16;
  }
  y = campos(doc, y, [
    ['CNPJ / CPF', p.documento ? formatCpfCnpj(p.documento) : ''],
    ['Inscrição municipal', p.IM],
    ['Telefone', p.fone ? formatFone(p.fone) : ''],
    ['E-mail', p.email, 1.6],
  ]);
  y = campos(doc, y, [['Nome / Nome empresarial', p.xNome, 3]]);
  return campos(doc, y, [
    ['Endereço', endereco(p), 3],
    ['Município', municipio ?? (p.cMun ? `${p.cMun}${p.UF ? ` - ${p.UF}` : ''}` : '')],
    ['CEP', p.CEP ? formatCep(p.CEP) : ''],
  ]);
}

/** Desenha o QR Code (vetorial, bwip-js) com `lado` pontos. */
async function qrCode(doc: Doc, texto: string, x: number, y: number, lado: number): Promise<void> {
  const bwip = (await import('bwip-js')).default;
  const m = bwip.raw({ bcid: 'qrcode', text: texto })[0] as unknown as { pixs: number[]; pixx: number };
  const modulo = lado / m.pixx;
  doc.fillColor('black');
  for (let i = 0; i < m.pixs.length; i++) if (m.pixs[i]) doc.rect(x + (i % m.pixx) * modulo, y + Math.floor(i / m.pixx) * modulo, modulo, modulo);
  doc.fill();
}

/**
 * Gera o DANFSe (PDF A4, uma página) do XML da NFS-e (`NFSe` como devolvido pela Sefin Nacional).
 * @returns o PDF.
 * @throws Error se o XML não for uma NFS-e (ver `lerNfse`).
 */
export async function gerarDanfse(nfseXml: string, opcoes: OpcoesDanfse = {}): Promise<Buffer> {
  const n = lerNfse(nfseXml);
  return desenhar(n, opcoes);
}

async function desenhar(n: NfseLida, o: OpcoesDanfse): Promise<Buffer> {
  const { doc, pronto } = await criarDocumento({ titulo: `DANFSe ${n.nNFSe}`, assunto: `NFS-e ${n.chave}` }, o.compress ?? true);
  doc.addPage({ size: 'A4', margin: 0 });
  const d = n.dps;
  let y = M;

  // cabeçalho: título, município emissor, QR Code
  const qr = 78;
  caixa(doc, M, y, L, qr + 8);
  linha(doc, 'DANFSe v1.0', M + 6, y + 6, 200, { tamanho: 13, negrito: true });
  linha(doc, 'Documento Auxiliar da NFS-e', M + 6, y + 22, 250, { tamanho: 9 });
  linha(doc, `Município emissor: ${n.xLocEmi}`, M + 6, y + 38, 300, { tamanho: 8 });
  linha(doc, n.tpAmb === '2' ? 'NFS-e SEM VALIDADE JURÍDICA (produção restrita)' : 'Sistema Nacional NFS-e', M + 6, y + 52, 320, {
    tamanho: 8,
    negrito: n.tpAmb === '2',
  });
  linha(doc, 'Consulte pelo QR Code ou pela chave de acesso em www.nfse.gov.br/consultapublica', M + 6, y + 66, 330, { tamanho: 6.5 });
  await qrCode(doc, urlConsultaNfse(n.chave), M + L - qr - 4, y + 4, qr);
  y += qr + 8;

  y = faixa(doc, 'CHAVE DE ACESSO DA NFS-e', y);
  caixa(doc, M, y, L, 16);
  linha(doc, formatarChaveNfse(n.chave), M + 3, y + 4, L - 6, { tamanho: 9.5, negrito: true, alinhar: 'center' });
  y += 16;
  y = campos(doc, y, [
    ['Número da NFS-e', n.nNFSe],
    ['Competência da NFS-e', dataXml(d.dCompet)],
    ['Data e hora da emissão da NFS-e', dataHoraXml(n.dhProc), 1.4],
    ['Número da DPS', d.nDPS],
    ['Série da DPS', d.serie],
    ['Data e hora da emissão da DPS', dataHoraXml(d.dhEmi), 1.4],
  ]);

  y = pessoa(doc, y, 'EMITENTE DA NFS-e — PRESTADOR DO SERVIÇO', n.emit, n.xLocEmi + (n.emit.UF ? ` - ${n.emit.UF}` : ''));
  y = campos(doc, y, [
    ['Simples Nacional na data de competência', SIMPLES[d.opSimpNac] ?? d.opSimpNac, 1.5],
    ['Regime de apuração tributária pelo SN', d.regApTribSN ? `${d.regApTribSN}` : '', 1.5],
  ]);
  y = pessoa(doc, y, 'TOMADOR DO SERVIÇO', d.toma);

  y = faixa(doc, 'SERVIÇO PRESTADO', y);
  y = campos(doc, y, [
    ['Código de tributação nacional', cTribNacFormatado(d.cTribNac)],
    ['Código de tributação municipal', d.cTribMun],
    ['Local da prestação', n.xLocPrestacao],
    ['Código NBS', d.cNBS],
  ]);
  caixa(doc, M, y, L, 22);
  linha(doc, 'Descrição da tributação nacional', M + 2, y + 1.8, L - 4, { tamanho: 5 });
  paragrafo(doc, n.xTribNac, M + 3, y + 8, L - 6, 13, { tamanho: 6.5 });
  y += 22;
  caixa(doc, M, y, L, 52);
  linha(doc, 'Descrição do serviço', M + 2, y + 1.8, L - 4, { tamanho: 5 });
  paragrafo(doc, d.xDescServ, M + 3, y + 9, L - 6, 41, { tamanho: 7.5 });
  y += 52;

  y = faixa(doc, 'TRIBUTAÇÃO MUNICIPAL (ISSQN)', y);
  y = campos(doc, y, [
    ['Tributação do ISSQN', TRIB_ISSQN[d.tribISSQN] ?? d.tribISSQN, 1.3],
    ['Município de incidência do ISSQN', n.xLocIncid, 1.3],
    ['Retenção do ISSQN', RETENCAO[d.tpRetISSQN] ?? d.tpRetISSQN, 1.2],
    ['Alíquota aplicada', n.valores.pAliqAplic !== undefined ? `${num(n.valores.pAliqAplic.toFixed(2))} %` : ''],
  ]);
  y = campos(doc, y, [
    ['Valor do serviço', reais(d.vServ)],
    ['Desconto incondicionado', reais(d.vDescIncond ?? 0)],
    ['Base de cálculo do ISSQN', reais(n.valores.vBC)],
    ['ISSQN apurado', reais(n.valores.vISSQN)],
  ]);

  y = faixa(doc, 'TRIBUTAÇÃO FEDERAL (RETENÇÕES)', y);
  y = campos(doc, y, [
    ['IRRF', reais(d.vRetIRRF ?? 0)],
    ['Contribuição previdenciária', reais(d.vRetCP ?? 0)],
    ['CSLL', reais(d.vRetCSLL ?? 0)],
  ]);

  y = faixa(doc, 'VALOR TOTAL DA NFS-e', y);
  const issRetido = d.tpRetISSQN !== '1' ? (n.valores.vISSQN ?? 0) : 0;
  y = campos(doc, y, [
    ['Valor do serviço', reais(d.vServ)],
    ['Desconto condicionado', reais(d.vDescCond ?? 0)],
    ['Desconto incondicionado', reais(d.vDescIncond ?? 0)],
    ['ISSQN retido', reais(issRetido)],
    ['Total das retenções', reais(n.valores.vTotalRet ?? 0)],
  ]);
  caixa(doc, M, y, L, 20);
  linha(doc, 'VALOR LÍQUIDO DA NFS-e', M + 3, y + 6, 200, { tamanho: 9, negrito: true });
  linha(doc, reais(n.valores.vLiq), M + L - 203, y + 5, 200, { tamanho: 11, negrito: true, alinhar: 'right' });
  y += 20;

  y = faixa(doc, 'INFORMAÇÕES COMPLEMENTARES', y);
  const compl = [
    d.chSubstda ? `NFS-e substituta da chave ${formatarChaveNfse(d.chSubstda)}.` : '',
    o.substituidaPor ? `Substituída pela NFS-e de chave ${formatarChaveNfse(o.substituidaPor)}.` : '',
    d.xInfComp ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const alt = Math.max(30, PAGINA.altura - M - y);
  caixa(doc, M, y, L, alt);
  paragrafo(doc, compl || '-', M + 3, y + 4, L - 6, alt - 8, { tamanho: 7 });

  if (o.cancelada || o.substituidaPor)
    marcaDagua(doc, o.substituidaPor ? 'SUBSTITUÍDA' : 'CANCELADA', PAGINA.largura / 2, PAGINA.altura / 2, 70, '#c00000', 0.25);
  else if (n.tpAmb === '2') marcaDagua(doc, 'SEM VALIDADE JURÍDICA', PAGINA.largura / 2, PAGINA.altura / 2, 44);
  doc.end();
  return pronto;
}
