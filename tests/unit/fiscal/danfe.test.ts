import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cancelamentoDaNFe, gerarDanfe, gerarPdfCCe, lerDadosDanfe, marcaFinalidade } from '../../../src/fiscal/danfe/index.ts';

const AMOSTRAS = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe/samples');
const XML = readFileSync(path.join(AMOSTRAS, '06-nfeProc-mod55-RS-2018-spednfe.xml'), 'utf8');
const CHAVE = '43180906929383000163550010000000261000010301';
const CHAVE_FORMATADA = '4318 0906 9293 8300 0163 5500 1000 0000 2610 0001 0301';

/* ---------------------------------------------------------------- helpers */

/** Bytes 0x80-0x9F do WinAnsi (o resto coincide com Latin-1). */
const WIN_ANSI_80: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodificarHex(hex: string): string {
  let s = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const b = parseInt(hex.slice(i, i + 2), 16);
    s += WIN_ANSI_80[b] ?? String.fromCharCode(b);
  }
  return s;
}

/** Texto de um PDF gerado com `compress: false`: cada operador Tj/TJ vira uma linha. */
function textoPdf(pdf: Buffer): string {
  const bruto = pdf.toString('latin1');
  const linhas: string[] = [];
  for (const m of bruto.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (m[1] !== undefined) linhas.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodificarHex(h[1])).join(''));
    else linhas.push(decodificarHex(m[2]));
  }
  return linhas.join('\n');
}

function paginas(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;
}

/** Código de barras vetorial: uma sequência longa de `re` pintada com um único `f`. */
function temCodigoBarras(pdf: Buffer): boolean {
  return /(?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n){30,}f\n/.test(pdf.toString('latin1'));
}

function validarEnvelope(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toMatch(/%%EOF\s*$/);
}

/** A amostra como nota autorizada em produção (sem textos de homologação). */
function producao(xml: string): string {
  return xml
    .replace(/<tpAmb>2<\/tpAmb>/g, '<tpAmb>1</tpAmb>')
    .replace('NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL', 'CLIENTE DE TESTE AÇÚCAR LTDA');
}

/** A amostra com N itens (det clonado com nItem renumerado). */
function comItens(xml: string, n: number): string {
  const det = /<det nItem="1">[\s\S]*?<\/det>/.exec(xml)![0];
  const dets = Array.from({ length: n }, (_, i) =>
    det.replace('nItem="1"', `nItem="${i + 1}"`).replace('<cProd>11007</cProd>', `<cProd>P${String(i + 1).padStart(4, '0')}</cProd>`),
  ).join('\n');
  return xml.replace(det, dets);
}

const IBS_CBS_TOT =
  '<IBSCBSTot><vBCIBSCBS>500.00</vBCIBSCBS><gIBS><gIBSUF><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSUF>0.50</vIBSUF></gIBSUF>' +
  '<gIBSMun><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSMun>0.00</vIBSMun></gIBSMun><vIBS>0.50</vIBS><vCredPres>0.00</vCredPres>' +
  '<vCredPresCondSus>0.00</vCredPresCondSus></gIBS><gCBS><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vCBS>4.50</vCBS>' +
  '<vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gCBS></IBSCBSTot>';

/* ------------------------------------------------------------------ DANFE */

describe('lerDadosDanfe', () => {
  it('lê chave, emitente, itens, totais e protocolo do nfeProc de terceiros', () => {
    const d = lerDadosDanfe(XML);
    expect(d.chave).toBe(CHAVE);
    expect(d.emit.xNome).toBe('UMA RAZAO SOCIAL DE TESTE QUALQUER');
    expect(d.itens).toHaveLength(1);
    expect(d.itens[0]).toMatchObject({ nItem: '1', cProd: '11007', cst: '202', csosn: true, orig: '0', CFOP: '6101' });
    expect(d.totais.icms.vNF).toBe('500.00');
    expect(d.duplicatas).toEqual([{ nDup: '001', dVenc: '2018-12-31', vDup: '1.00' }]);
    expect(d.protocolo).toMatchObject({ nProt: '143180006932433', cStat: '100' });
    expect(d.totais.ibsCbs).toBeUndefined();
  });

  it('rejeita XML sem NF-e', () => {
    expect(() => lerDadosDanfe('<retConsStatServ/>')).toThrow(/NF-e/);
  });
});

describe('gerarDanfe', () => {
  it('gera o DANFE de um nfeProc de terceiros em uma folha, com os dados principais', async () => {
    const pdf = await gerarDanfe(producao(XML), { compress: false });
    validarEnvelope(pdf);
    expect(paginas(pdf)).toBe(1);
    const texto = textoPdf(pdf);
    expect(texto).toContain('DANFE');
    expect(texto).toContain('Documento Auxiliar da');
    expect(texto).toContain('Nota Fiscal Eletrônica');
    expect(texto).toContain(CHAVE_FORMATADA);
    expect(texto).toContain('UMA RAZAO SOCIAL DE TESTE QUALQUER');
    expect(texto).toContain('143180006932433 - 25/09/2018 16:21:05');
    expect(texto).toContain('500,00');
    expect(texto).toContain('R$ 500,00');
    expect(texto).toContain('Nº 000.000.026');
    expect(texto).toContain('SÉRIE 001');
    expect(texto).toContain('FOLHA 1/1');
    expect(texto).toContain('06.929.383/0001-63');
    expect(texto).toContain('25/09/2018');
    expect(texto).toContain('DESTINATÁRIO / REMETENTE');
    expect(texto).toContain('CLIENTE DE TESTE AÇÚCAR LTDA');
    expect(texto).toContain('CÁLCULO DO IMPOSTO');
    expect(texto).toContain('TRANSPORTADOR / VOLUMES TRANSPORTADOS');
    expect(texto).toContain('DADOS DOS PRODUTOS / SERVIÇOS');
    expect(texto).toContain('DADOS ADICIONAIS');
    expect(texto).toContain('PROTOCOLO DE AUTORIZAÇÃO DE USO');
    expect(texto).toContain('Consulta de autenticidade no portal nacional da NF-e');
    expect(texto).toContain('UM PRODUTO TESTE QUALQUER');
    expect(texto).toContain('31/12/2018');
    expect(texto).not.toMatch(/Ã©|Ã§|Ã£|Ãº/); // sem mojibake
    expect(temCodigoBarras(pdf)).toBe(true);
  });

  it('nota autorizada em produção não tem marca d’água; semValorFiscal tem', async () => {
    const autorizada = textoPdf(await gerarDanfe(producao(XML), { compress: false }));
    expect(autorizada).not.toContain('SEM VALOR FISCAL');
    const previa = textoPdf(await gerarDanfe(producao(XML), { compress: false, semValorFiscal: true }));
    expect(previa).toContain('SEM VALOR FISCAL');
  });

  it.each([
    ['2', 'NF-e COMPLEMENTAR'],
    ['3', 'NF-e DE AJUSTE'],
    ['4', 'DEVOLUÇÃO DE MERCADORIA'],
  ])('finNFe %s: marca "%s" em destaque (faixa sombreada sob o cabeçalho) com a chave referenciada', async (fin, marca) => {
    const ref = '43180906929383000163550010000000251000010309';
    const xml = XML.replace('<finNFe>1</finNFe>', `<finNFe>${fin}</finNFe>`).replace('</ide>', `<NFref><refNFe>${ref}</refNFe></NFref></ide>`);
    const pdf = await gerarDanfe(xml, { compress: false });
    const texto = textoPdf(pdf).replace(/\s+/g, ' ');
    const chave = '4318 0906 9293 8300 0163 5500 1000 0000 2510 0001 0309';
    // a faixa vem antes do quadro do destinatário (no alto da folha), não nos dados adicionais
    const posMarca = texto.indexOf(marca);
    expect(posMarca).toBeGreaterThan(-1);
    expect(posMarca).toBeLessThan(texto.indexOf('DESTINATÁRIO / REMETENTE'));
    expect(texto.indexOf(`Referente a NF-e chave ${chave}`)).toBeLessThan(texto.indexOf('DESTINATÁRIO / REMETENTE'));
    expect(texto.indexOf(marca, texto.indexOf('INFORMAÇÕES COMPLEMENTARES'))).toBe(-1);
    // a lista completa das referências continua nos dados adicionais
    expect(texto).toContain(`NF-e referenciada: ${chave}`);
    // faixa sombreada: retângulo preenchido e contornado (operador B) com o cinza da faixa
    expect(pdf.toString('latin1')).toMatch(/ re\n\/DeviceRGB cs\n0\.85098\d* 0\.85098\d* 0\.85098\d* scn\n[^\n]*\n[^\n]*\nB\n/);
    expect(marcaFinalidade(lerDadosDanfe(xml))).toEqual({ titulo: marca, referencia: `Referente a NF-e chave ${chave}` });
  });

  it('faixa da finalidade: várias referências e documento que não é NF-e', () => {
    const base = XML.replace('<finNFe>1</finNFe>', '<finNFe>2</finNFe>');
    const duas = base.replace(
      '</ide>',
      '<NFref><refNFe>43180906929383000163550010000000251000010309</refNFe></NFref><NFref><refNFe>43180906929383000163550010000000261000010304</refNFe></NFref></ide>',
    );
    expect(marcaFinalidade(lerDadosDanfe(duas))?.referencia).toMatch(/^Referente a NF-e chave 4318 .* e mais 1 \(ver dados adicionais\)$/);
    expect(marcaFinalidade(lerDadosDanfe(base))).toEqual({ titulo: 'NF-e COMPLEMENTAR', referencia: '' });
    expect(marcaFinalidade(lerDadosDanfe(XML))).toBeUndefined();
  });

  it('finNFe 1 sem referência: nenhuma marca de finalidade', async () => {
    const texto = textoPdf(await gerarDanfe(XML, { compress: false }));
    for (const m of ['NF-e COMPLEMENTAR', 'NF-e DE AJUSTE', 'DEVOLUÇÃO DE MERCADORIA', 'NF-e referenciada']) expect(texto).not.toContain(m);
  });

  it('homologação: marca d’água e aviso de ambiente de homologação no cabeçalho', async () => {
    const texto = textoPdf(await gerarDanfe(XML, { compress: false }));
    expect(texto).toContain('NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL');
    expect(texto.split('\n')).toContain('SEM VALOR FISCAL');
  });

  it('NF-e sem protocolo (pré-visualização) sai com marca d’água e protocolo vazio', async () => {
    const semProt = producao(XML).replace(/<protNFe[\s\S]*<\/protNFe>/, '');
    const texto = textoPdf(await gerarDanfe(semProt, { compress: false }));
    expect(texto).toContain('SEM VALOR FISCAL');
    expect(texto).not.toContain('143180006932433');
  });

  it('60 itens paginam em várias folhas com o cabeçalho repetido', async () => {
    const pdf = await gerarDanfe(producao(comItens(XML, 60)), { compress: false });
    validarEnvelope(pdf);
    const n = paginas(pdf);
    expect(n).toBeGreaterThan(1);
    const texto = textoPdf(pdf);
    for (let f = 1; f <= n; f++) expect(texto).toContain(`FOLHA ${f}/${n}`);
    expect(texto.split(CHAVE_FORMATADA).length - 1).toBe(n);
    expect(texto).toContain('P0001');
    expect(texto).toContain('P0060');
  });

  it('mostra os totais de IBS/CBS quando a nota traz IBSCBSTot', async () => {
    const xml = producao(XML).replace('</ICMSTot>', `</ICMSTot>${IBS_CBS_TOT}`);
    expect(lerDadosDanfe(xml).totais.ibsCbs).toMatchObject({ vIBS: '0.50', vCBS: '4.50', vBCIBSCBS: '500.00' });
    const texto = textoPdf(await gerarDanfe(xml, { compress: false }));
    expect(texto).toContain('IBS/CBS');
    expect(texto).toContain('VALOR TOTAL DO IBS');
    expect(texto).toContain('VALOR DA CBS');
    expect(texto).toContain('4,50');
  });

  it('dados adicionais longos continuam em folha seguinte', async () => {
    const longo = Array.from({ length: 120 }, (_, i) => `Observação número ${i + 1} sobre a operação.`).join(' ');
    const xml = producao(XML).replace('</pag>', `</pag><infAdic><infAdFisco>Fisco: ok</infAdFisco><infCpl>${longo}</infCpl></infAdic>`);
    const pdf = await gerarDanfe(xml, { compress: false });
    expect(paginas(pdf)).toBeGreaterThan(1);
    const texto = textoPdf(pdf);
    expect(texto).toContain('DADOS ADICIONAIS (CONTINUAÇÃO)');
    expect(texto).toContain('Fisco: ok');
    expect(texto).toContain('Observação número 120');
  });

  it('aceita chave alfanumérica (NT 2025.001) no código de barras', async () => {
    const alfa = '4318091A2B3C4D000163550010000000261000010301'.slice(0, 44);
    const xml = producao(XML).replaceAll(CHAVE, alfa);
    const pdf = await gerarDanfe(xml, { compress: false });
    expect(temCodigoBarras(pdf)).toBe(true);
    expect(textoPdf(pdf)).toContain('4318 091A 2B3C 4D00 0163');
  });

  it('ignora um logotipo inválido e aceita um PNG', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const comLogo = await gerarDanfe(producao(XML), { compress: false, logo: png });
    expect(comLogo.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const invalido = await gerarDanfe(producao(XML), { compress: false, logo: Buffer.from('não é imagem') });
    validarEnvelope(invalido);
  });

  it('gera PDF comprimido por padrão', async () => {
    const pdf = await gerarDanfe(XML);
    validarEnvelope(pdf);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});

/* -------------------------------------------------------------------- CC-e */

const CORRECAO = 'Onde se lê "Rua dos Testes, 1020", leia-se "Rua das Provas, 1020 - Galpão 2".';

function eventoCCe(comRetorno: boolean, tpAmb = '1'): string {
  const evento =
    `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID110110${CHAVE}01">` +
    `<cOrgao>43</cOrgao><tpAmb>${tpAmb}</tpAmb><CNPJ>06929383000163</CNPJ><chNFe>${CHAVE}</chNFe>` +
    '<dhEvento>2018-09-26T10:00:00-03:00</dhEvento><tpEvento>110110</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento>' +
    `<detEvento versao="1.00"><descEvento>Carta de Correcao</descEvento><xCorrecao>${CORRECAO.replaceAll('"', '&quot;')}</xCorrecao>` +
    '<xCondUso>A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.</xCondUso>' +
    '</detEvento></infEvento></evento>';
  if (!comRetorno) return evento;
  const ret =
    `<retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><verAplic>RS1</verAplic><cOrgao>43</cOrgao><cStat>135</cStat>` +
    `<xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${CHAVE}</chNFe><tpEvento>110110</tpEvento>` +
    '<xEvento>Carta de Correção registrada</xEvento><nSeqEvento>1</nSeqEvento><dhRegEvento>2018-09-26T10:00:05-03:00</dhRegEvento>' +
    '<nProt>143180000000999</nProt></infEvento></retEvento>';
  return `<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">${evento}${ret}</procEventoNFe>`;
}

describe('gerarPdfCCe', () => {
  it('imprime a CC-e registrada com emitente, chave, nº/série, sequência, correção e protocolo', async () => {
    const pdf = await gerarPdfCCe({ xmlEvento: eventoCCe(true), nfe: producao(XML), compress: false });
    validarEnvelope(pdf);
    expect(paginas(pdf)).toBe(1);
    const texto = textoPdf(pdf);
    expect(texto).toContain('CARTA DE CORREÇÃO ELETRÔNICA');
    expect(texto).toContain('UMA RAZAO SOCIAL DE TESTE QUALQUER');
    expect(texto).toContain(CHAVE_FORMATADA);
    expect(texto).toContain('000.000.026');
    expect(texto).toContain('001');
    expect(texto).toContain('143180000000999');
    expect(texto).toContain('26/09/2018 10:00:00');
    expect(texto.replace(/\n/g, ' ')).toContain('Rua das Provas, 1020 - Galpão 2');
    expect(texto).toContain('CONDIÇÕES DE USO');
    expect(texto).toContain('135 - Evento registrado e vinculado a NF-e');
    expect(texto).not.toContain('SEM VALOR FISCAL');
    expect(temCodigoBarras(pdf)).toBe(true);
  });

  it('evento sem retorno (ou retorno separado) e dados de cabeçalho informados à mão', async () => {
    const semRet = textoPdf(await gerarPdfCCe({ xmlEvento: eventoCCe(false), nfe: { emitente: { nome: 'EMPRESA MANUAL S.A.' } }, compress: false }));
    expect(semRet).toContain('SEM VALOR FISCAL');
    expect(semRet).toContain('EMPRESA MANUAL S.A.');
    expect(semRet).toContain('000.000.026'); // número tirado da chave
    const proc = eventoCCe(true);
    const ret = /<retEvento[\s\S]*<\/retEvento>/.exec(proc)![0];
    const separado = textoPdf(await gerarPdfCCe({ xmlEvento: eventoCCe(false), xmlRetEvento: `<retEnvEvento>${ret}</retEnvEvento>`, compress: false }));
    expect(separado).toContain('143180000000999');
    expect(separado).not.toContain('SEM VALOR FISCAL');
  });

  it('rejeita XML que não é CC-e', async () => {
    await expect(gerarPdfCCe({ xmlEvento: XML })).rejects.toThrow(/Carta de Correção/);
  });
});

/* ------------------------------------------------------- NF-e cancelada */

function eventoCancelamento(cStat = '135', chave = CHAVE): string {
  const evento =
    `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID110111${chave}01">` +
    `<cOrgao>43</cOrgao><tpAmb>1</tpAmb><CNPJ>06929383000163</CNPJ><chNFe>${chave}</chNFe>` +
    '<dhEvento>2018-09-27T09:00:00-03:00</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento>' +
    '<detEvento versao="1.00"><descEvento>Cancelamento</descEvento><nProt>143180006932433</nProt><xJust>Pedido cancelado pelo cliente antes da saida</xJust></detEvento>' +
    '</infEvento></evento>';
  const ret =
    `<retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><verAplic>RS1</verAplic><cOrgao>43</cOrgao><cStat>${cStat}</cStat>` +
    `<xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${chave}</chNFe><tpEvento>110111</tpEvento>` +
    '<xEvento>Cancelamento registrado</xEvento><nSeqEvento>1</nSeqEvento><dhRegEvento>2018-09-27T09:00:03-03:00</dhRegEvento>' +
    '<nProt>143180000001234</nProt></infEvento></retEvento>';
  return `<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">${evento}${ret}</procEventoNFe>`;
}

describe('DANFE de NF-e cancelada', () => {
  it('com o procEventoNFe de cancelamento (nosso arquivo): marca NF-E CANCELADA, protocolo e data', async () => {
    const texto = textoPdf(await gerarDanfe(producao(XML), { compress: false, eventos: [eventoCCe(true), eventoCancelamento()] }));
    expect(texto).toContain('NF-E CANCELADA');
    expect(texto).toContain('Protocolo de cancelamento 143180000001234 em 27/09/2018 09:00:03');
    expect(texto).not.toContain('SEM VALOR FISCAL');
    const pdf = await gerarDanfe(producao(XML), { compress: false, eventos: [eventoCancelamento()] });
    expect(pdf.toString('latin1')).toMatch(/0\.776\d* 0\.156\d* 0\.156\d* scn/); // vermelho #C62828
  });

  it('nfeProc de terceiro que traz o evento 110111 junto: a marca sai sem eventos à parte', async () => {
    const proc = producao(XML);
    const comEvento = `<nfeComEventos>${proc.replace(/<\?xml[^>]*\?>/, '')}${eventoCancelamento()}</nfeComEventos>`;
    expect(cancelamentoDaNFe(CHAVE, comEvento)).toMatchObject({
      nProt: '143180000001234',
      origem: '110111',
      xJust: 'Pedido cancelado pelo cliente antes da saida',
    });
    expect(textoPdf(await gerarDanfe(comEvento, { compress: false }))).toContain('NF-E CANCELADA');
  });

  it('protocolo da própria nota com cStat 101 (consulta de situação) também vale', async () => {
    const cancelada = producao(XML).replace('<cStat>100</cStat>', '<cStat>101</cStat>');
    expect(cancelamentoDaNFe(CHAVE, cancelada)).toMatchObject({ nProt: '143180006932433', origem: '101' });
    const texto = textoPdf(await gerarDanfe(cancelada, { compress: false }));
    expect(texto).toContain('NF-E CANCELADA');
    expect(texto).not.toContain('SEM VALOR FISCAL');
  });

  it('não marca: CC-e, cancelamento rejeitado, evento de outra nota', async () => {
    const outra = CHAVE.slice(0, 43) + (CHAVE[43] === '1' ? '2' : '1');
    const eventos = [eventoCCe(true), eventoCancelamento('573'), eventoCancelamento('135', outra), '<isto nao e xml'];
    expect(cancelamentoDaNFe(CHAVE, producao(XML), ...eventos)).toBeNull();
    expect(textoPdf(await gerarDanfe(producao(XML), { compress: false, eventos }))).not.toContain('CANCELADA');
  });
});

describe('CC-e impressa só do procEventoNFe (evento de terceiro importado)', () => {
  it('sem o XML da nota: CNPJ, número e série saem da chave; protocolo e correção do evento', async () => {
    const texto = textoPdf(await gerarPdfCCe({ xmlEvento: eventoCCe(true), compress: false }));
    expect(texto).toContain('CARTA DE CORREÇÃO ELETRÔNICA');
    expect(texto).toContain('06.929.383/0001-63');
    expect(texto).toContain('000.000.026');
    expect(texto).toContain(CHAVE_FORMATADA);
    expect(texto).toContain('143180000000999');
    expect(texto.replace(/\n/g, ' ')).toContain('Rua das Provas, 1020 - Galpão 2');
    expect(texto).not.toContain('SEM VALOR FISCAL');
  });
});
