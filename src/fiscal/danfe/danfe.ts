/**
 * DANFE retrato A4 (MOC 7.0, Anexo II — Manual de Especificações Técnicas do DANFE) gerado com
 * pdfkit a partir de um `nfeProc` (ou de uma `NFe` ainda sem protocolo, para pré-visualização).
 *
 * Quadros, de cima para baixo: canhoto (só na 1ª folha); cabeçalho (identificação do emitente +
 * logotipo, DANFE/0-Entrada 1-Saída/Nº/Série/Folha, código de barras Code 128 da chave, chave
 * formatada, texto de consulta, natureza da operação, protocolo, IE, IE do substituto, CNPJ),
 * repetido em todas as folhas; destinatário/remetente; fatura/duplicatas; cálculo do imposto
 * (com a linha IBS/CBS da NT 2025.002 quando a nota traz `IBSCBSTot`); transportador/volumes;
 * dados dos produtos/serviços (continua nas folhas seguintes); cálculo do ISSQN (se houver);
 * dados adicionais (o que não couber continua em folhas seguintes).
 */
import { formatChaveAcesso, normalizeChaveAcesso } from '../../domain/chave-acesso.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import { lerDadosDanfe, type DadosDanfe, type ItemDanfe } from './dados.ts';
import { cancelamentoDaNFe, type CancelamentoNFe } from './cancelamento.ts';
import { MARCA_DANFE_EPEC } from '../sefaz/epec.ts';
import {
  casasSignificativas,
  dataHoraXml,
  dataXml,
  formatCep,
  formatFone,
  horaXml,
  modalidadeFrete,
  num,
  numeroNota,
  serieNota,
  somaDecimal,
  valor,
} from './formatar.ts';
import {
  alturaParagrafo,
  caixa,
  campo,
  codigoBarras128,
  criarDocumento,
  type Doc,
  linha,
  marcaDagua,
  NEGRITO,
  FONTE,
  PAGINA,
  paragrafo,
  quebrarLinhas,
  tituloQuadro,
  LINHA,
} from './pdf.ts';

export interface OpcoesDanfe {
  /** Pré-visualização antes da transmissão: marca d'água "SEM VALOR FISCAL". */
  semValorFiscal?: boolean;
  /** Logotipo do emitente (PNG ou JPEG). Se não for uma imagem válida, é ignorado. */
  logo?: Buffer;
  /** Comprimir os fluxos do PDF (padrão `true`; `false` só para testes e depuração). */
  compress?: boolean;
  /**
   * XML de eventos da nota (`procEventoNFe`...). Um cancelamento registrado entre eles (ou no
   * próprio XML da nota) imprime a marca "NF-E CANCELADA" — ver `cancelamentoDaNFe`.
   */
  eventos?: string[];
  /**
   * NF-e em contingência EPEC ainda não autorizada (NT 2013.004): protocolo e data do registro do
   * evento 110140; os dados adicionais abrem com a expressão "DANFE impresso em contingência - EPEC
   * regularmente recebido pela Receita Federal do Brasil" e o DANFE não leva a marca "SEM VALOR
   * FISCAL" por falta de autorização (em homologação ela continua).
   */
  epec?: { nProt: string; dhRegEvento?: string };
}

const M = 15;
const X0 = M;
const L = PAGINA.largura - 2 * M;
const FIM_PAGINA = PAGINA.altura - M;
const H_CAMPO = 20;
const H_CANHOTO = 48;
const H_CABECALHO_TOPO = 122;
const H_ADIC = 84;
const TAM_ITEM = 6;
const TAM_ADIC = 6.5;

/** Colunas do quadro de produtos (a descrição fica com a sobra). */
interface Coluna {
  rotulo: string;
  largura: number;
  alinhar: 'left' | 'center' | 'right';
  valor: (i: ItemDanfe) => string;
}

function colunas(csosn: boolean): Coluna[] {
  const fixas: Coluna[] = [
    { rotulo: 'CÓDIGO PRODUTO', largura: 46, alinhar: 'left', valor: (i) => i.cProd },
    { rotulo: 'DESCRIÇÃO DO PRODUTO / SERVIÇO', largura: 0, alinhar: 'left', valor: descricaoItem },
    { rotulo: 'NCM/SH', largura: 34, alinhar: 'center', valor: (i) => i.NCM ?? '' },
    { rotulo: csosn ? 'O/CSOSN' : 'O/CST', largura: 24, alinhar: 'center', valor: (i) => `${i.orig ?? ''}${i.cst ?? ''}` },
    { rotulo: 'CFOP', largura: 20, alinhar: 'center', valor: (i) => i.CFOP ?? '' },
    { rotulo: 'UN', largura: 20, alinhar: 'center', valor: (i) => i.uCom ?? '' },
    { rotulo: 'QUANT.', largura: 38, alinhar: 'right', valor: (i) => num(i.qCom, casasSignificativas(i.qCom, 2, 4)) },
    { rotulo: 'VALOR UNIT.', largura: 40, alinhar: 'right', valor: (i) => num(i.vUnCom, casasSignificativas(i.vUnCom, 2, 10)) },
    { rotulo: 'VALOR TOTAL', largura: 40, alinhar: 'right', valor: (i) => num(i.vProd) },
    { rotulo: 'B.CÁLC. ICMS', largura: 38, alinhar: 'right', valor: (i) => num(i.vBC) },
    { rotulo: 'VALOR ICMS', largura: 34, alinhar: 'right', valor: (i) => num(i.vICMS) },
    { rotulo: 'VALOR IPI', largura: 32, alinhar: 'right', valor: (i) => num(i.vIPI) },
    { rotulo: 'ALÍQ. ICMS', largura: 22, alinhar: 'right', valor: (i) => num(i.pICMS, casasSignificativas(i.pICMS, 2, 4)) },
    { rotulo: 'ALÍQ. IPI', largura: 22, alinhar: 'right', valor: (i) => num(i.pIPI, casasSignificativas(i.pIPI, 2, 4)) },
  ];
  const ocupada = fixas.reduce((a, c) => a + c.largura, 0);
  fixas[1].largura = L - ocupada;
  return fixas;
}

function descricaoItem(i: ItemDanfe): string {
  return i.infAdProd ? `${i.xProd}\n${i.infAdProd}` : i.xProd;
}

function enderecoLinha(e: DadosDanfe['emit']['endereco']): string {
  return [e.xLgr, e.nro].filter(Boolean).join(', ') + (e.xCpl ? ` - ${e.xCpl}` : '');
}

/** Marca da finalidade (finNFe 2, 3, 4) no início dos dados adicionais (issue 16, item 5). */
const MARCA_FINALIDADE: Record<string, string> = {
  '2': 'NF-e COMPLEMENTAR',
  '3': 'NF-e DE AJUSTE',
  '4': 'DEVOLUÇÃO DE MERCADORIA',
};

/** Texto de "INFORMAÇÕES COMPLEMENTARES": finalidade e NF-e referenciadas, fisco, contribuinte, obsCont, locais, contingência. */
function textoAdicional(d: DadosDanfe, epec?: OpcoesDanfe['epec']): string {
  const partes: string[] = [];
  if (epec) partes.push(`${MARCA_DANFE_EPEC}. Protocolo do EPEC: ${epec.nProt}${epec.dhRegEvento ? ` - ${dataHoraXml(epec.dhRegEvento)}` : ''}`);
  const marca = MARCA_FINALIDADE[d.ide.finNFe ?? ''];
  if (marca) partes.push(marca);
  if (d.ide.refNFe?.length) partes.push(`NF-e referenciada${d.ide.refNFe.length > 1 ? 's' : ''}: ${d.ide.refNFe.map(formatChaveAcesso).join('; ')}`);
  if (d.infAdFisco) partes.push(`Inf. fisco: ${d.infAdFisco}`);
  if (d.infCpl) partes.push(`Inf. contribuinte: ${d.infCpl}`);
  for (const o of d.obsCont) partes.push(`${o.xCampo ?? ''}: ${o.xTexto ?? ''}`);
  const local = (titulo: string, l: DadosDanfe['retirada']) => {
    if (!l) return;
    const doc = l.documento ? formatCpfCnpj(l.documento) : '';
    partes.push(`${titulo}: ${[doc, l.xNome, enderecoLinha(l), l.xBairro, l.xMun && `${l.xMun}/${l.UF ?? ''}`].filter(Boolean).join(' - ')}`);
  };
  local('Local de retirada', d.retirada);
  local('Local de entrega', d.entrega);
  if (d.ide.dhCont) partes.push(`Contingência desde ${dataHoraXml(d.ide.dhCont)}: ${d.ide.xJust ?? ''}`);
  if (d.dest?.email) partes.push(`E-mail do destinatário: ${d.dest.email}`);
  return partes.join('\n');
}

interface Contexto {
  doc: Doc;
  d: DadosDanfe;
  opts: OpcoesDanfe;
  chave: string;
  semValor: boolean;
  homologacao: boolean;
  colunas: Coluna[];
}

/* ------------------------------------------------------------------ canhoto */

function canhoto(c: Contexto, y: number): number {
  const { doc, d } = c;
  const wDir = 110;
  const wEsq = L - wDir;
  const h1 = 26;
  const h2 = H_CANHOTO - h1;
  caixa(doc, X0, y, wEsq, h1);
  const dest = d.dest;
  const destTexto = dest
    ? ` DESTINATÁRIO: ${dest.xNome ?? ''} - ${[enderecoLinha(dest.endereco), dest.endereco.xBairro, dest.endereco.xMun && `${dest.endereco.xMun}-${dest.endereco.UF ?? ''}`].filter(Boolean).join(' - ')}`
    : '';
  paragrafo(
    doc,
    `RECEBEMOS DE ${d.emit.xNome ?? ''} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA ABAIXO. ` +
      `EMISSÃO: ${dataXml(d.ide.dhEmi)} VALOR TOTAL: R$ ${valor(d.totais.icms.vNF)}${destTexto}`,
    X0 + 2,
    y + 2.5,
    wEsq - 4,
    h1 - 3,
    { tamanho: 6 },
  );
  campo(doc, X0, y + h1, 120, h2, 'DATA DE RECEBIMENTO', '');
  campo(doc, X0 + 120, y + h1, wEsq - 120, h2, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', '');
  caixa(doc, X0 + wEsq, y, wDir, H_CANHOTO);
  linha(doc, 'NF-e', X0 + wEsq, y + 6, wDir, { tamanho: 12, negrito: true, alinhar: 'center' });
  linha(doc, `Nº ${numeroNota(d.ide.nNF)}`, X0 + wEsq, y + 22, wDir, { tamanho: 9, negrito: true, alinhar: 'center' });
  linha(doc, `SÉRIE ${serieNota(d.ide.serie)}`, X0 + wEsq, y + 34, wDir, { tamanho: 9, negrito: true, alinhar: 'center' });
  const yCorte = y + H_CANHOTO + 5;
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 2 })
    .moveTo(X0, yCorte)
    .lineTo(X0 + L, yCorte)
    .stroke()
    .undash()
    .restore();
  return yCorte + 5;
}

/* --------------------------------------------------------------- cabeçalho */

function cabecalho(c: Contexto, y: number, folha: number, total: number): number {
  const { doc, d } = c;
  const wEmit = 226;
  const wDanfe = 106;
  const wDir = L - wEmit - wDanfe;
  const h = H_CABECALHO_TOPO;

  // identificação do emitente
  caixa(doc, X0, y, wEmit, h);
  linha(doc, 'IDENTIFICAÇÃO DO EMITENTE', X0, y + 3, wEmit, { tamanho: 5.5, alinhar: 'center' });
  let xTexto = X0 + 4;
  let wTexto = wEmit - 8;
  if (c.opts.logo) {
    try {
      doc.image(c.opts.logo, X0 + 4, y + 14, { fit: [64, 64], align: 'center', valign: 'center' });
      xTexto = X0 + 72;
      wTexto = wEmit - 76;
    } catch {
      // logotipo inválido: o DANFE sai sem ele
    }
  }
  const e = d.emit.endereco;
  const nome = d.emit.xNome ?? '';
  const hNome = Math.min(36, alturaParagrafo(doc, nome, wTexto, 9.5, true));
  const alinhar = c.opts.logo && xTexto !== X0 + 4 ? 'left' : 'center';
  paragrafo(doc, nome, xTexto, y + 16, wTexto, 36, { tamanho: 9.5, negrito: true, alinhar });
  const enderecoTexto = [
    enderecoLinha(e),
    [e.xBairro, formatCep(e.CEP)].filter(Boolean).join(' - '),
    [e.xMun, e.UF].filter(Boolean).join(' - '),
    e.fone ? `Fone: ${formatFone(e.fone)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  paragrafo(doc, enderecoTexto, xTexto, y + 20 + hNome, wTexto, h - 24 - hNome, { tamanho: 7, alinhar, espaco: 1 });

  // DANFE
  const xD = X0 + wEmit;
  caixa(doc, xD, y, wDanfe, h);
  linha(doc, 'DANFE', xD, y + 5, wDanfe, { tamanho: 14, negrito: true, alinhar: 'center' });
  linha(doc, 'Documento Auxiliar da', xD, y + 22, wDanfe, { tamanho: 7, alinhar: 'center' });
  linha(doc, 'Nota Fiscal Eletrônica', xD, y + 30, wDanfe, { tamanho: 7, alinhar: 'center' });
  linha(doc, '0 - ENTRADA', xD + 10, y + 44, 60, { tamanho: 7 });
  linha(doc, '1 - SAÍDA', xD + 10, y + 53, 60, { tamanho: 7 });
  caixa(doc, xD + wDanfe - 30, y + 43, 16, 17);
  linha(doc, d.ide.tpNF ?? '', xD + wDanfe - 30, y + 47, 16, { tamanho: 10, negrito: true, alinhar: 'center' });
  linha(doc, `Nº ${numeroNota(d.ide.nNF)}`, xD, y + 70, wDanfe, { tamanho: 9, negrito: true, alinhar: 'center' });
  linha(doc, `SÉRIE ${serieNota(d.ide.serie)}`, xD, y + 82, wDanfe, { tamanho: 9, negrito: true, alinhar: 'center' });
  linha(doc, `FOLHA ${folha}/${total}`, xD, y + 96, wDanfe, { tamanho: 8, negrito: true, alinhar: 'center' });

  // código de barras, chave e consulta
  const xR = xD + wDanfe;
  const hBarras = 46;
  caixa(doc, xR, y, wDir, hBarras);
  codigoBarras128(doc, c.chave, xR + 8, y + 6, wDir - 16, hBarras - 12);
  campo(doc, xR, y + hBarras, wDir, 22, 'CHAVE DE ACESSO', formatChaveAcesso(c.chave), { tamanho: 8.5, negrito: true, alinhar: 'center' });
  const yCons = y + hBarras + 22;
  caixa(doc, xR, yCons, wDir, h - hBarras - 22);
  paragrafo(
    doc,
    'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora',
    xR + 6,
    yCons + 12,
    wDir - 12,
    h - hBarras - 26,
    { tamanho: 8, alinhar: 'center', espaco: 1.5 },
  );

  // natureza / protocolo
  let yy = y + h;
  campo(doc, X0, yy, wEmit + wDanfe, H_CAMPO, 'NATUREZA DA OPERAÇÃO', d.ide.natOp);
  const p = d.protocolo;
  const protocolo = p?.nProt ? `${p.nProt} - ${dataHoraXml(p.dhRecbto)}` : '';
  campo(doc, xR, yy, wDir, H_CAMPO, 'PROTOCOLO DE AUTORIZAÇÃO DE USO', protocolo, { alinhar: 'center', negrito: true });
  yy += H_CAMPO;
  const terco = L / 3;
  campo(doc, X0, yy, terco, H_CAMPO, 'INSCRIÇÃO ESTADUAL', d.emit.IE);
  campo(doc, X0 + terco, yy, terco, H_CAMPO, 'INSCRIÇÃO ESTADUAL DO SUBST. TRIBUT.', d.emit.IEST);
  campo(doc, X0 + 2 * terco, yy, L - 2 * terco, H_CAMPO, 'CNPJ / CPF', d.emit.documento ? formatCpfCnpj(d.emit.documento) : '');
  yy += H_CAMPO;
  if (c.homologacao) {
    linha(doc, 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL', X0, yy + 3, L, {
      tamanho: 8,
      negrito: true,
      alinhar: 'center',
    });
    yy += 13;
  }
  return yy;
}

/* ------------------------------------------------------------ destinatário */

function destinatario(c: Contexto, y: number): number {
  const { doc, d } = c;
  y = tituloQuadro(doc, 'DESTINATÁRIO / REMETENTE', X0, y, L);
  const dest = d.dest;
  const e = dest?.endereco ?? {};
  const wData = 90;
  let x = X0;
  const linhaCampos = (campos: [string, string | undefined, number][]) => {
    x = X0;
    for (const [rot, val, w] of campos) {
      campo(doc, x, y, w, H_CAMPO, rot, val);
      x += w;
    }
    y += H_CAMPO;
  };
  const saida = d.ide.dhSaiEnt;
  linhaCampos([
    ['NOME / RAZÃO SOCIAL', dest?.xNome, L - wData - 125],
    ['CNPJ / CPF', dest?.documento ? formatCpfCnpj(dest.documento) : '', 125],
    ['DATA DA EMISSÃO', dataXml(d.ide.dhEmi), wData],
  ]);
  linhaCampos([
    ['ENDEREÇO', enderecoLinha(e), L - wData - 140 - 70],
    ['BAIRRO / DISTRITO', e.xBairro, 140],
    ['CEP', formatCep(e.CEP), 70],
    ['DATA DA SAÍDA / ENTRADA', dataXml(saida), wData],
  ]);
  linhaCampos([
    ['MUNICÍPIO', e.xMun, L - wData - 110 - 25 - 125],
    ['FONE / FAX', formatFone(e.fone), 110],
    ['UF', e.UF, 25],
    ['INSCRIÇÃO ESTADUAL', dest?.IE, 125],
    ['HORA DA SAÍDA / ENTRADA', d.ide.hSaiEnt ?? horaXml(saida), wData],
  ]);
  return y + 1;
}

/* ------------------------------------------------------ fatura/duplicatas */

function fatura(c: Contexto, y: number, medir = false): number {
  const { doc, d } = c;
  if (!d.fatura && d.duplicatas.length === 0) return y;
  const porLinha = 7;
  const wCel = L / porLinha;
  const hCel = 26;
  const linhasDup = Math.ceil(d.duplicatas.length / porLinha);
  const hFat = d.fatura ? 14 : 0;
  const altura = 10 + hFat + linhasDup * hCel + 1;
  if (medir) return y + altura;
  y = tituloQuadro(doc, 'FATURA / DUPLICATAS', X0, y, L);
  if (d.fatura) {
    const f = d.fatura;
    caixa(doc, X0, y, L, hFat);
    const partes = [
      f.nFat && `Fatura: ${f.nFat}`,
      f.vOrig && `Valor original: R$ ${num(f.vOrig)}`,
      f.vDesc && `Desconto: R$ ${num(f.vDesc)}`,
      f.vLiq && `Valor líquido: R$ ${num(f.vLiq)}`,
    ].filter(Boolean);
    linha(doc, partes.join('     '), X0 + 3, y + 3.5, L - 6, { tamanho: 7 });
    y += hFat;
  }
  d.duplicatas.forEach((dup, i) => {
    const x = X0 + (i % porLinha) * wCel;
    const yy = y + Math.floor(i / porLinha) * hCel;
    caixa(doc, x, yy, wCel, hCel);
    const rot = (r: string, v: string, dy: number) => {
      linha(doc, r, x + 2, yy + dy, 28, { tamanho: 6 });
      linha(doc, v, x + 28, yy + dy, wCel - 31, { tamanho: 6.5, negrito: true, alinhar: 'right' });
    };
    rot('Núm.', dup.nDup ?? '', 2.5);
    rot('Venc.', dataXml(dup.dVenc), 10);
    rot('Valor', `R$ ${num(dup.vDup)}`, 17.5);
  });
  return y + linhasDup * hCel + 1;
}

/* ------------------------------------------------------------- impostos */

function impostos(c: Contexto, y: number, medir = false): number {
  const { doc, d } = c;
  const t = d.totais.icms;
  const ibs = d.totais.ibsCbs;
  const altura = 10 + 2 * H_CAMPO + (ibs ? H_CAMPO : 0) + 1;
  if (medir) return y + altura;
  y = tituloQuadro(doc, 'CÁLCULO DO IMPOSTO', X0, y, L);
  const linhaCampos = (campos: [string, string][], destaqueUltimo = false) => {
    const w = L / campos.length;
    campos.forEach(([rot, v], i) => {
      const ultimo = destaqueUltimo && i === campos.length - 1;
      campo(doc, X0 + i * w, y, w, H_CAMPO, rot, v, { alinhar: 'right', negrito: ultimo, tamanho: ultimo ? 8.5 : 8 });
    });
    y += H_CAMPO;
  };
  linhaCampos([
    ['BASE DE CÁLC. DO ICMS', valor(t.vBC)],
    ['VALOR DO ICMS', valor(t.vICMS)],
    ['BASE DE CÁLC. ICMS S.T.', valor(t.vBCST)],
    ['VALOR DO ICMS SUBST.', valor(t.vST)],
    ['V. IMP. IMPORTAÇÃO', valor(t.vII)],
    ['V. ICMS UF REMET.', valor(t.vICMSUFRemet)],
    ['V. FCP UF DEST.', valor(t.vFCPUFDest)],
    ['VALOR DO FCP', valor(t.vFCP)],
    ['VALOR DO PIS', valor(t.vPIS)],
    ['V. TOTAL PRODUTOS', valor(t.vProd)],
  ]);
  linhaCampos(
    [
      ['VALOR DO FRETE', valor(t.vFrete)],
      ['VALOR DO SEGURO', valor(t.vSeg)],
      ['DESCONTO', valor(t.vDesc)],
      ['OUTRAS DESPESAS', valor(t.vOutro)],
      ['VALOR TOTAL IPI', valor(t.vIPI)],
      ['V. ICMS UF DEST.', valor(t.vICMSUFDest)],
      ['V. FCP SUBST.', valor(t.vFCPST)],
      ['V. TOT. TRIBUTOS', valor(t.vTotTrib)],
      ['VALOR DA COFINS', valor(t.vCOFINS)],
      ['V. TOTAL DA NOTA', valor(t.vNF)],
    ],
    true,
  );
  if (ibs) {
    const wTitulo = 46;
    caixa(doc, X0, y, wTitulo, H_CAMPO);
    linha(doc, 'IBS/CBS', X0, y + 6.5, wTitulo, { tamanho: 8, negrito: true, alinhar: 'center' });
    const campos: [string, string][] = [
      ['BASE DE CÁLC. IBS/CBS', valor(ibs.vBCIBSCBS)],
      ['VALOR DO IBS UF', valor(ibs.vIBSUF)],
      ['VALOR DO IBS MUNICIPAL', valor(ibs.vIBSMun)],
      ['VALOR TOTAL DO IBS', valor(ibs.vIBS)],
      ['VALOR DA CBS', valor(ibs.vCBS)],
    ];
    if (d.totais.vIS !== undefined) campos.push(['VALOR DO IS', valor(d.totais.vIS)]);
    if (d.totais.vNFTot !== undefined) campos.push(['V. TOTAL NF-E C/ IBS/CBS/IS', valor(d.totais.vNFTot)]);
    const w = (L - wTitulo) / campos.length;
    campos.forEach(([rot, v], i) => {
      campo(doc, X0 + wTitulo + i * w, y, w, H_CAMPO, rot, v, { alinhar: 'right' });
    });
    y += H_CAMPO;
  }
  return y + 1;
}

/* ------------------------------------------------------------ transporte */

function transporte(c: Contexto, y: number): number {
  const { doc, d } = c;
  const tr = d.transp;
  const t = tr.transportadora;
  y = tituloQuadro(doc, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS', X0, y, L);
  const linhaCampos = (campos: [string, string | undefined, number, ('left' | 'right')?][]) => {
    let x = X0;
    for (const [rot, val, w, al] of campos) {
      campo(doc, x, y, w, H_CAMPO, rot, val, { alinhar: al ?? 'left' });
      x += w;
    }
    y += H_CAMPO;
  };
  linhaCampos([
    ['NOME / RAZÃO SOCIAL', t?.xNome, L - 115 - 65 - 65 - 25 - 120],
    ['FRETE POR CONTA', modalidadeFrete(tr.modFrete), 115],
    ['CÓDIGO ANTT', tr.RNTC, 65],
    ['PLACA DO VEÍCULO', tr.placa, 65],
    ['UF', tr.ufVeiculo, 25],
    ['CNPJ / CPF', t?.documento ? formatCpfCnpj(t.documento) : '', 120],
  ]);
  linhaCampos([
    ['ENDEREÇO', t?.xEnder, L - 150 - 25 - 120],
    ['MUNICÍPIO', t?.xMun, 150],
    ['UF', t?.UF, 25],
    ['INSCRIÇÃO ESTADUAL', t?.IE, 120],
  ]);
  const vols = tr.volumes;
  const unico = (f: (v: (typeof vols)[number]) => string | undefined) => {
    const valores = [...new Set(vols.map(f).filter(Boolean))];
    return valores.length === 1 ? valores[0] : valores.length > 1 ? 'DIVERSOS' : '';
  };
  const wPeso = 100;
  const wResto = (L - 2 * wPeso - 70) / 3;
  linhaCampos([
    [
      'QUANTIDADE',
      num(
        somaDecimal(
          vols.map((v) => v.qVol),
          0,
        ),
        0,
      ),
      70,
      'right',
    ],
    ['ESPÉCIE', unico((v) => v.esp), wResto],
    ['MARCA', unico((v) => v.marca), wResto],
    ['NUMERAÇÃO', unico((v) => v.nVol), wResto],
    [
      'PESO BRUTO',
      num(
        somaDecimal(
          vols.map((v) => v.pesoB),
          3,
        ),
        3,
      ),
      wPeso,
      'right',
    ],
    [
      'PESO LÍQUIDO',
      num(
        somaDecimal(
          vols.map((v) => v.pesoL),
          3,
        ),
        3,
      ),
      wPeso,
      'right',
    ],
  ]);
  return y + 1;
}

/* ----------------------------------------------------------- produtos */

const H_CAB_TABELA = 15;

function alturaItem(c: Contexto, item: ItemDanfe): number {
  const wDesc = c.colunas[1].largura - 4;
  return Math.max(TAM_ITEM + 3, alturaParagrafo(c.doc, descricaoItem(item), wDesc, TAM_ITEM) + 3);
}

/** Desenha a tabela de produtos de `yTopo` a `yFim` com os itens dados. */
function tabelaProdutos(c: Contexto, yTopo: number, yFim: number, itens: ItemDanfe[], alturas: number[]): void {
  const { doc } = c;
  let y = tituloQuadro(doc, 'DADOS DOS PRODUTOS / SERVIÇOS', X0, yTopo, L);
  caixa(doc, X0, y, L, yFim - y);
  let x = X0;
  for (const col of c.colunas) {
    paragrafo(doc, col.rotulo, x + 1, y + (doc.font(FONTE).fontSize(5).widthOfString(col.rotulo) > col.largura - 2 ? 2 : 5), col.largura - 2, 12, {
      tamanho: 5,
      alinhar: 'center',
    });
    if (x > X0) doc.lineWidth(LINHA).moveTo(x, y).lineTo(x, yFim).stroke();
    x += col.largura;
  }
  y += H_CAB_TABELA;
  doc
    .lineWidth(LINHA)
    .moveTo(X0, y)
    .lineTo(X0 + L, y)
    .stroke();
  itens.forEach((item, k) => {
    const h = alturas[k];
    let xc = X0;
    for (const col of c.colunas) {
      if (col === c.colunas[1]) {
        paragrafo(doc, col.valor(item), xc + 2, y + 1.8, col.largura - 4, h, { tamanho: TAM_ITEM });
      } else {
        linha(doc, col.valor(item), xc + 1.5, y + 1.8, col.largura - 3, { tamanho: TAM_ITEM, alinhar: col.alinhar, minimo: 4 });
      }
      xc += col.largura;
    }
    y += h;
    if (k < itens.length - 1) {
      doc
        .save()
        .lineWidth(0.3)
        .strokeColor('#9a9a9a')
        .dash(1, { space: 1 })
        .moveTo(X0, y)
        .lineTo(X0 + L, y)
        .stroke()
        .undash()
        .restore();
    }
  });
  doc.strokeColor('black');
}

/* ------------------------------------------------------------ rodapé (1ª folha) */

function issqn(c: Contexto, y: number): number {
  const { doc, d } = c;
  const i = d.totais.issqn;
  if (!i) return y;
  y = tituloQuadro(doc, 'CÁLCULO DO ISSQN', X0, y, L);
  const w = L / 4;
  campo(doc, X0, y, w, H_CAMPO, 'INSCRIÇÃO MUNICIPAL', d.emit.IM);
  campo(doc, X0 + w, y, w, H_CAMPO, 'VALOR TOTAL DOS SERVIÇOS', valor(i.vServ), { alinhar: 'right' });
  campo(doc, X0 + 2 * w, y, w, H_CAMPO, 'BASE DE CÁLCULO DO ISSQN', valor(i.vBC), { alinhar: 'right' });
  campo(doc, X0 + 3 * w, y, w, H_CAMPO, 'VALOR TOTAL DO ISSQN', valor(i.vISS), { alinhar: 'right' });
  return y + H_CAMPO + 1;
}

const W_INF_CPL = 385;

function dadosAdicionais(c: Contexto, y: number, h: number, linhas: string[], continuacao: boolean): void {
  const { doc, d } = c;
  y = tituloQuadro(doc, continuacao ? 'DADOS ADICIONAIS (CONTINUAÇÃO)' : 'DADOS ADICIONAIS', X0, y, L);
  const hCaixa = h - 10;
  const wCpl = continuacao ? L : W_INF_CPL;
  caixa(doc, X0, y, wCpl, hCaixa);
  linha(doc, 'INFORMAÇÕES COMPLEMENTARES', X0 + 2, y + 1.8, wCpl - 4, { tamanho: 5 });
  doc.font(FONTE).fontSize(TAM_ADIC);
  linhas.forEach((l, k) => {
    doc.text(l, X0 + 3, y + 9 + k * (TAM_ADIC + 1.2), { lineBreak: false });
  });
  if (!continuacao) {
    caixa(doc, X0 + wCpl, y, L - wCpl, hCaixa);
    linha(doc, 'RESERVADO AO FISCO', X0 + wCpl + 2, y + 1.8, L - wCpl - 4, { tamanho: 5 });
    void d;
  }
}

function linhasPorAltura(h: number): number {
  return Math.max(0, Math.floor((h - 10 - 11) / (TAM_ADIC + 1.2)));
}

/* ------------------------------------------------------------ montagem */

interface Folha {
  itens: ItemDanfe[];
  alturas: number[];
  /** Linhas de dados adicionais em continuação (folhas extras). */
  adicional?: string[];
}

/**
 * Marca de nota cancelada: "NF-E CANCELADA" em vermelho, na diagonal como a marca d'água do
 * leiaute (MOC 7.0 Anexo II admite mensagens sobre o DANFE fora dos quadros), com o protocolo e a
 * data do cancelamento logo abaixo, para que o papel não passe por nota válida.
 */
function marcaCancelada(doc: Contexto['doc'], canc: CancelamentoNFe, cy: number): void {
  const cx = PAGINA.largura / 2;
  marcaDagua(doc, 'NF-E CANCELADA', cx, cy, 60, '#C62828', 0.35);
  const detalhe = [canc.nProt ? `Protocolo de cancelamento ${canc.nProt}` : 'Cancelamento homologado', canc.dhRegEvento ? dataHoraXml(canc.dhRegEvento) : '']
    .filter(Boolean)
    .join(' em ');
  marcaDagua(doc, detalhe, cx + 34, cy + 40, 13, '#C62828', 0.6);
}

/**
 * Gera o DANFE (PDF A4 retrato) de um `nfeProc` (ou de uma `NFe` sem protocolo).
 *
 * A marca d'água "SEM VALOR FISCAL" sai quando `opts.semValorFiscal`, quando não há protocolo
 * de autorização (cStat 100/150) ou quando a nota é de homologação (tpAmb=2); em homologação o
 * cabeçalho também traz "NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL".
 * Nota cancelada (evento 110111/110112 registrado em `opts.eventos` ou no próprio XML, ou protocolo
 * 101/151) sai com a marca vermelha "NF-E CANCELADA", o protocolo e a data do cancelamento.
 *
 * @param xml o `nfeProc` (ou `NFe`) em texto.
 * @returns o PDF.
 * @throws Error se o XML não contiver uma NF-e.
 */
export async function gerarDanfe(xml: string, opts: OpcoesDanfe = {}): Promise<Buffer> {
  const d = lerDadosDanfe(xml);
  const chave = normalizeChaveAcesso(d.chave);
  const { doc, pronto } = await criarDocumento(
    { titulo: `DANFE NF-e ${numeroNota(d.ide.nNF)} série ${serieNota(d.ide.serie)}`, assunto: `Chave de acesso ${chave}` },
    opts.compress ?? true,
  );
  const homologacao = d.ide.tpAmb === '2' || d.protocolo?.tpAmb === '2';
  const autorizada = !!d.protocolo?.nProt && ['100', '150'].includes(d.protocolo.cStat ?? '');
  const cancelada = cancelamentoDaNFe(chave, xml, ...(opts.eventos ?? []));
  const c: Contexto = {
    doc,
    d,
    opts,
    chave,
    semValor: !!opts.semValorFiscal || (!autorizada && !cancelada && !opts.epec) || homologacao,
    homologacao,
    colunas: colunas(d.itens.some((i) => i.csosn)),
  };

  // --- planejamento das folhas (medidas sem desenhar)
  const hCabecalho = H_CABECALHO_TOPO + 2 * H_CAMPO + (homologacao ? 13 : 0);
  const yCab1 = M + H_CANHOTO + 10;
  let yProd1 = yCab1 + hCabecalho;
  yProd1 += 10 + 3 * H_CAMPO + 1; // destinatário
  yProd1 = fatura(c, yProd1, true);
  yProd1 = impostos(c, yProd1, true);
  yProd1 += 10 + 3 * H_CAMPO + 1; // transporte
  const hIssqn = d.totais.issqn ? 10 + H_CAMPO + 1 : 0;
  const yFimProd1 = FIM_PAGINA - H_ADIC - hIssqn - 2;
  const yProdN = M + hCabecalho;

  const alturas = d.itens.map((i) => alturaItem(c, i));
  const folhas: Folha[] = [];
  let atual: Folha = { itens: [], alturas: [] };
  let disponivel = yFimProd1 - yProd1 - 10 - H_CAB_TABELA - 2;
  d.itens.forEach((item, k) => {
    const h = alturas[k];
    if (h > disponivel && atual.itens.length > 0) {
      folhas.push(atual);
      atual = { itens: [], alturas: [] };
      disponivel = FIM_PAGINA - yProdN - 10 - H_CAB_TABELA - 2;
    }
    atual.itens.push(item);
    atual.alturas.push(h);
    disponivel -= h;
  });
  folhas.push(atual);

  const todasLinhas = quebrarLinhas(doc, textoAdicional(d, opts.epec), W_INF_CPL - 6, TAM_ADIC);
  const cabeNaPrimeira = linhasPorAltura(H_ADIC);
  const linhasPrimeira = todasLinhas.slice(0, cabeNaPrimeira);
  let resto = todasLinhas.slice(cabeNaPrimeira);
  const porFolhaExtra = linhasPorAltura(FIM_PAGINA - yProdN);
  while (resto.length > 0) {
    folhas.push({ itens: [], alturas: [], adicional: resto.slice(0, porFolhaExtra) });
    resto = resto.slice(porFolhaExtra);
  }

  // --- desenho
  const total = folhas.length;
  folhas.forEach((folha, k) => {
    doc.addPage({ size: 'A4', margin: 0 });
    let y: number;
    if (k === 0) {
      y = canhoto(c, M);
      y = cabecalho(c, y, 1, total);
      y = destinatario(c, y);
      y = fatura(c, y);
      y = impostos(c, y);
      y = transporte(c, y);
      tabelaProdutos(c, y, yFimProd1, folha.itens, folha.alturas);
      let yR = yFimProd1 + 2;
      yR = issqn(c, yR);
      dadosAdicionais(c, yR, FIM_PAGINA - yR, linhasPrimeira, false);
    } else {
      y = cabecalho(c, M, k + 1, total);
      if (folha.adicional) dadosAdicionais(c, y, FIM_PAGINA - y, folha.adicional, true);
      else tabelaProdutos(c, y, FIM_PAGINA, folha.itens, folha.alturas);
    }
    if (c.semValor) marcaDagua(doc, 'SEM VALOR FISCAL', PAGINA.largura / 2, k === 0 ? 560 : 480);
    if (cancelada) marcaCancelada(doc, cancelada, k === 0 ? (c.semValor ? 380 : 470) : 330);
  });
  doc.font(NEGRITO);
  doc.end();
  return pronto;
}
