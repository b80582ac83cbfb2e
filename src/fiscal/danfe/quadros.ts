/**
 * Quadros fixos do DANFE retrato (MOC 7.0, Anexo II): canhoto, cabeçalho (repetido em todas as
 * folhas), destinatário/remetente, fatura/duplicatas, cálculo do imposto e transportador/volumes.
 * Cada função desenha a partir de `y` (pontos PDF) e devolve o `y` seguinte; `medir` só calcula a
 * altura. A tabela de produtos, o ISSQN, os dados adicionais e a paginação ficam em danfe.ts.
 */
import { formatChaveAcesso } from '../../domain/chave-acesso.ts';
import { formatCpfCnpj } from '../../domain/documentos.ts';
import type { DadosDanfe } from './dados.ts';
import { dataHoraXml, dataXml, formatCep, formatFone, horaXml, modalidadeFrete, num, numeroNota, serieNota, somaDecimal, valor } from './formatar.ts';
import { alturaParagrafo, caixa, campo, codigoBarras128, linha, paragrafo, tituloQuadro } from './pdf.ts';
import { H_CABECALHO_TOPO, H_CAMPO, H_CANHOTO, L, X0, type Contexto } from './contexto.ts';

/** Endereço numa linha: logradouro, número, complemento, bairro. */
export function enderecoLinha(e: DadosDanfe['emit']['endereco']): string {
  return [e.xLgr, e.nro].filter(Boolean).join(', ') + (e.xCpl ? ` - ${e.xCpl}` : '');
}

/* ------------------------------------------------------------ marca da finalidade */

/** Altura (pt) da faixa da finalidade sob o cabeçalho. */
export const H_MARCA_FINALIDADE = 18;

/** Títulos da faixa por `finNFe` (2 complementar, 3 ajuste, 4 devolução). */
const TITULO_FINALIDADE: Record<string, string> = {
  '2': 'NF-e COMPLEMENTAR',
  '3': 'NF-e DE AJUSTE',
  '4': 'DEVOLUÇÃO DE MERCADORIA',
};

/**
 * Marca da finalidade de uma NF-e complementar (finNFe 2), de ajuste (3) ou de devolução (4),
 * impressa em destaque numa faixa sombreada logo abaixo do cabeçalho de cada folha, com o
 * documento referenciado (chave formatada da 1ª `refNFe`, ou o 1º documento de `outrasRef`).
 * MOC 7.0, Anexo II (DANFE), item 1.3: o DANFE pode trazer, fora dos quadros obrigatórios,
 * mensagens de interesse do emitente; a faixa evita que a nota passe por uma venda comum.
 *
 * @returns `{ titulo, referencia }` (referência vazia se a nota não referencia nada), ou
 *   `undefined` para finNFe 1 / ausente.
 */
export function marcaFinalidade(d: DadosDanfe): { titulo: string; referencia: string } | undefined {
  const titulo = TITULO_FINALIDADE[d.ide.finNFe ?? ''];
  if (!titulo) return undefined;
  const chaves = d.ide.refNFe ?? [];
  const outras = d.ide.outrasRef ?? [];
  const total = chaves.length + outras.length;
  const primeira = chaves.length ? `NF-e chave ${formatChaveAcesso(chaves[0])}` : (outras[0] ?? '');
  const referencia = primeira ? `Referente a ${primeira}${total > 1 ? ` e mais ${total - 1} (ver dados adicionais)` : ''}` : '';
  return { titulo, referencia };
}

/** Desenha a faixa da finalidade em `y` (se houver) e devolve o y seguinte. */
export function faixaFinalidade(c: Contexto, y: number): number {
  const marca = marcaFinalidade(c.d);
  if (!marca) return y;
  const { doc } = c;
  const h = H_MARCA_FINALIDADE - 2;
  doc
    .save()
    .rect(X0, y + 1, L, h)
    .fillAndStroke('#d9d9d9', 'black')
    .restore();
  doc.fillColor('black');
  const wTitulo = marca.referencia ? L * 0.36 : L - 8;
  linha(doc, marca.titulo, X0 + 4, y + 4.5, wTitulo, { tamanho: 10, negrito: true, alinhar: marca.referencia ? 'left' : 'center' });
  if (marca.referencia) linha(doc, marca.referencia, X0 + 4 + wTitulo, y + 6, L - wTitulo - 8, { tamanho: 7.5, negrito: true, alinhar: 'right' });
  return y + H_MARCA_FINALIDADE;
}

/* ------------------------------------------------------------------ canhoto */

export function canhoto(c: Contexto, y: number): number {
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

export function cabecalho(c: Contexto, y: number, folha: number, total: number): number {
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
  return faixaFinalidade(c, yy);
}

/* ------------------------------------------------------------ destinatário */

export function destinatario(c: Contexto, y: number): number {
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

export function fatura(c: Contexto, y: number, medir = false): number {
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

export function impostos(c: Contexto, y: number, medir = false): number {
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

export function transporte(c: Contexto, y: number): number {
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
