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
import { casasSignificativas, dataHoraXml, num, numeroNota, serieNota, valor } from './formatar.ts';
import {
  alturaParagrafo,
  caixa,
  campo,
  criarDocumento,
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
import { canhoto, cabecalho, destinatario, enderecoLinha, fatura, H_MARCA_FINALIDADE, impostos, marcaFinalidade, transporte } from './quadros.ts';
import {
  FIM_PAGINA,
  H_ADIC,
  H_CABECALHO_TOPO,
  H_CAMPO,
  H_CANHOTO,
  L,
  M,
  TAM_ADIC,
  TAM_ITEM,
  X0,
  type Coluna,
  type Contexto,
  type OpcoesDanfe,
} from './contexto.ts';

export type { OpcoesDanfe } from './contexto.ts';

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

/**
 * Texto de "INFORMAÇÕES COMPLEMENTARES": NF-e referenciadas, fisco, contribuinte, obsCont, locais,
 * contingência. A marca da finalidade (finNFe 2, 3, 4) não entra aqui: sai em destaque na faixa sob
 * o cabeçalho (`faixaFinalidade`).
 */
function textoAdicional(d: DadosDanfe, epec?: OpcoesDanfe['epec']): string {
  const partes: string[] = [];
  if (epec) partes.push(`${MARCA_DANFE_EPEC}. Protocolo do EPEC: ${epec.nProt}${epec.dhRegEvento ? ` - ${dataHoraXml(epec.dhRegEvento)}` : ''}`);
  if (d.ide.refNFe?.length) partes.push(`NF-e referenciada${d.ide.refNFe.length > 1 ? 's' : ''}: ${d.ide.refNFe.map(formatChaveAcesso).join('; ')}`);
  if (d.ide.outrasRef?.length)
    partes.push(`Documento${d.ide.outrasRef.length > 1 ? 's' : ''} referenciado${d.ide.outrasRef.length > 1 ? 's' : ''}: ${d.ide.outrasRef.join('; ')}`);
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
  const hCabecalho = H_CABECALHO_TOPO + 2 * H_CAMPO + (homologacao ? 13 : 0) + (marcaFinalidade(d) ? H_MARCA_FINALIDADE : 0);
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
