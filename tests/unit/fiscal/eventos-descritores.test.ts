/**
 * Tabela de descritores dos outros eventos da NF-e (src/fiscal/nfe/eventos): para cada tipo, uma
 * entrada válida vira um `detEvento` que valida no `e{tpEvento}_v1.00.xsd` do pacote embutido (num
 * envEvento genérico), o `descEvento` é o que o XSD fixa, e a entrada ruim dá erro pt-BR no campo.
 * Também as regras do simulador para esses eventos (autor 574/575, cancelamento 459/460/573).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EVENTOS_NFE, type ItemNotaEvento, validarEntradaEvento } from '../../../src/fiscal/nfe/eventos/descritores.ts';
import { hashImagemEntrega } from '../../../src/fiscal/nfe/eventos/campos.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../src/fiscal/schema/index.ts';
import { rejeicaoOutroEvento } from '../../../src/sefaz-simulator/outros-eventos.ts';

const DIR = resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');
const CHAVE = '35250112345678000195550010000001231000001234';
const AGORA = new Date('2025-03-01T15:00:00Z');
const ITENS: ItemNotaEvento[] = [
  { nItem: 1, xProd: 'Parafuso', CFOP: '5901', qCom: 10, uCom: 'UN' },
  { nItem: 2, xProd: 'Porca', CFOP: '5901', qCom: 5, uCom: 'UN' },
];
const IMG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Entrada válida de cada tipo. */
const VALIDAS: Record<string, Record<string, unknown>> = {
  '110150': { documento: '11222333000181', tpAutorizacao: '0' },
  '110130': { dhEntrega: '2025-02-28T10:30', nDoc: '12345678', xNome: 'José Recebedor', imagem: IMG },
  '110131': {},
  '110192': { dhTentativaEntrega: '2025-02-28T11:00', tpMotivo: '1', imagem: IMG, latitude: '-23.5', longitude: '-46.6' },
  '110193': {},
  '110750': { tPag: '99', xPag: 'Vale-presente', vPag: '10', dPag: '2025-02-28' },
  '110751': {},
  '111500': { itens: [{ nItem: 1, qtdeItem: '3' }] },
  '111501': { itens: [{ nItem: 2, qtdeItem: '2.5' }] },
  '111502': {},
  '111503': {},
  '112110': { quitacao: true },
  '112130': { itens: [{ nItem: 1, vIBS: '1', vCBS: '2', qPerecimento: '1', uPerecimento: 'UN', vIBSEstorno: '1', vCBSEstorno: '2' }] },
  '112140': { itens: [{ nItem: 2, vIBS: '1', vCBS: '2', qNaoFornecida: '1', uNaoFornecida: 'UN' }] },
  '112150': { dPrevEntrega: '2025-03-10' },
  '211110': { itens: [{ nItem: 1, vBC: '100', cCredPres: '01', pIBS: '1', vIBS: '1', pCBS: '2', vCBS: '2' }] },
  '211120': { itens: [{ nItem: 1, vIBS: '1', vCBS: '2', qConsumo: '1', uConsumo: 'UN', chaveAcesso: CHAVE, nItemReferenciado: '1' }] },
  '211130': { itens: [{ nItem: 1, vIBS: '1', vCBS: '2', qImobilizado: '1', uImobilizado: 'UN' }] },
  '211140': { itens: [{ nItem: 1, vIBS: '1', vCBS: '2', qComb: '1', uComb: 'L' }] },
  '211150': { itens: [{ nItem: 1, vCredIBS: '1', vCredCBS: '2' }] },
};

let pacote: PacoteSchemas;
beforeAll(async () => {
  pacote = await carregarPacoteSchemas({ diretorio: DIR });
});
afterAll(() => pacote?.dispose());

function envEvento(tp: string, det: string): string {
  // a Signature é obrigatória no leiaute: uma de forma válida basta para o schema
  const sig =
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>' +
    '<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/><Reference URI="#ID"><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>' +
    '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></Transforms><DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>' +
    '<DigestValue>AAAAAAAAAAAAAAAAAAAAAAAAAAA=</DigestValue></Reference></SignedInfo><SignatureValue>AAAA</SignatureValue><KeyInfo><X509Data><X509Certificate>AAAA</X509Certificate></X509Data></KeyInfo></Signature>';
  return (
    `<envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote><evento versao="1.00"><infEvento Id="ID${tp}${CHAVE}01">` +
    `<cOrgao>92</cOrgao><tpAmb>2</tpAmb><CNPJ>12345678000195</CNPJ><chNFe>${CHAVE}</chNFe><dhEvento>2025-03-01T12:00:00-03:00</dhEvento><tpEvento>${tp}</tpEvento>` +
    `<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00">${det}</detEvento></infEvento>${sig}</evento></envEvento>`
  );
}

describe('descritores dos outros eventos', () => {
  it('cobre os tipos pedidos e cada descEvento é um valor aceito pelo XSD do evento', () => {
    expect([...EVENTOS_NFE.keys()].sort()).toEqual(Object.keys(VALIDAS).sort());
    for (const d of EVENTOS_NFE.values()) {
      const xsd = readFileSync(resolve(DIR, d.xsd), 'utf8');
      expect(xsd, d.tpEvento).toContain(`<xs:enumeration value="${d.descEvento}"`);
    }
  });

  for (const [tp, entrada] of Object.entries(VALIDAS)) {
    it(`${tp}: entrada válida gera detEvento válido no e${tp}_v1.00.xsd`, () => {
      const d = EVENTOS_NFE.get(tp)!;
      const v = validarEntradaEvento(d, entrada, ITENS, { agora: AGORA, fuso: '-03:00' });
      expect(v.erros).toEqual({});
      const det = d.montar(v.entrada, {
        agora: AGORA,
        fuso: '-03:00',
        chave: CHAVE,
        cUFAutor: '35',
        verAplic: 'ERP Fiscal 1.0',
        nProtNota: '135250000000001',
        referido: { tpEvento: d.referencia?.tpEvento ?? '', nSeqEvento: 1, nProt: '135250000000002' },
      });
      expect(det.startsWith(`<descEvento>${d.descEvento}</descEvento>`)).toBe(true);
      const r = pacote.validar(envEvento(tp, det), 'envEvento');
      expect(r.erros.map((e) => `${e.caminho}: ${e.mensagem}`)).toEqual([]);
    });
  }

  it('hash do comprovante: base64 do SHA-1 de chave + imagem; data/hora sem fuso recebe o do emitente', () => {
    const d = EVENTOS_NFE.get('110130')!;
    const v = validarEntradaEvento(d, VALIDAS['110130'], ITENS, { agora: AGORA, fuso: '-03:00' });
    expect(v.entrada.valores.dhEntrega).toBe('2025-02-28T10:30:00-03:00');
    const det = d.montar(v.entrada, { agora: AGORA, fuso: '-03:00', chave: CHAVE, cUFAutor: '35', verAplic: 'x', nProtNota: '1' });
    expect(det).toContain(`<hashComprovante>${hashImagemEntrega(CHAVE, IMG)}</hashComprovante>`);
    expect(det).toContain('<dhHashComprovante>2025-03-01T12:00:00-03:00</dhHashComprovante>');
    // o schema específico do evento é de fato conferido: sem o hash, o detEvento não vale
    const semHash = det.replace(/<hashComprovante>.*<\/hashComprovante>/, '');
    expect(pacote.validar(envEvento('110130', semHash), 'envEvento').valido).toBe(false);
  });

  it('entrada ruim: erros pt-BR nomeando o campo (e o item)', () => {
    const ctx = { agora: AGORA, fuso: '-03:00' };
    const e = (tp: string, entrada: Record<string, unknown>) => validarEntradaEvento(EVENTOS_NFE.get(tp)!, entrada, ITENS, ctx).erros;
    expect(e('110150', { documento: '123', tpAutorizacao: '2' })).toEqual({
      documento: ['o CNPJ ou CPF do transportador não é um CPF ou CNPJ válido'],
      tpAutorizacao: ['a autorização de subcontratados: escolha uma das opções (0, 1)'],
    });
    expect(e('110130', { dhEntrega: '2025-03-02T10:00', nDoc: '1', xNome: 'Jo', imagem: 'não é base64' })).toEqual({
      dhEntrega: ['a data e hora da entrega não pode estar no futuro'],
      nDoc: ['o documento de quem recebeu deve ter ao menos 2 caracteres'],
      imagem: ['a imagem do comprovante: envie uma imagem (arquivo em base64)'],
    });
    expect(e('110192', { dhTentativaEntrega: '2025-02-28T11:00', tpMotivo: '4', xJustMotivo: 'curta', imagem: IMG })).toEqual({
      xJustMotivo: ['a justificativa do motivo deve ter ao menos 25 caracteres'],
    });
    expect(e('110750', { tPag: '99', vPag: '1,234', dPag: '2025-02-28' })).toEqual({
      xPag: ['Informe a descrição do meio de pagamento'],
      vPag: ['o valor pago aceita no máximo 2 casas decimais'],
    });
    expect(e('112140', {})).toEqual({ itens: ['Informe ao menos um item da nota'] });
    expect(
      e('111500', {
        itens: [
          { nItem: 3, qtdeItem: '1' },
          { nItem: 1, qtdeItem: '11' },
        ],
      }),
    ).toEqual({
      'itens[0].nItem': ['O item 3 não existe na nota'],
      'itens[1].qtdeItem': ['A quantidade do item 1 não pode passar de 10'],
    });
  });

  it('prorrogação só em remessa para industrialização (CFOP 5901/6901)', () => {
    const d = EVENTOS_NFE.get('111500')!;
    expect(d.aplicavel?.(ITENS)).toBe(true);
    expect(d.aplicavel?.([{ ...ITENS[0], CFOP: '5102' }])).toBe(false);
  });
});

describe('regras do simulador para os outros eventos', () => {
  const proc = (tp: string, nProt: string, det = '') =>
    `<procEventoNFe><evento><infEvento><tpEvento>${tp}</tpEvento><detEvento>${det}</detEvento></infEvento></evento><retEvento><infEvento><nProt>${nProt}</nProt></infEvento></retEvento></procEventoNFe>`;
  const nota = (eventos: Array<[string, string]> = []) => ({
    cnpj: '12345678000195',
    nfeXml: '<NFe><infNFe><dest><CNPJ>11222333000181</CNPJ></dest></infNFe></NFe>',
    eventos: new Map(eventos),
  });
  const inf = (cnpj: string, det = '') => `<infEvento><CNPJ>${cnpj}</CNPJ><detEvento>${det}</detEvento></infEvento>`;

  it('autor: 574 emitente diverge, 575 destinatário diverge', () => {
    expect(rejeicaoOutroEvento('110130', inf('99999999000191'), nota())).toBe('574');
    expect(rejeicaoOutroEvento('110130', inf('12345678000276'), nota())).toBeUndefined();
    expect(rejeicaoOutroEvento('211130', inf('12345678000195'), nota())).toBe('575');
    expect(rejeicaoOutroEvento('211130', inf('11222333000181'), nota())).toBeUndefined();
  });

  it('cancelamento: 459 sem o evento, 460 protocolo diferente, 573 já cancelado; 111501 exige 111500', () => {
    const det = (p: string) => `<nProtEvento>${p}</nProtEvento>`;
    expect(rejeicaoOutroEvento('110131', inf('12345678000195', det('135000000000001')), nota())).toBe('459');
    const com = nota([['110130-1', proc('110130', '135000000000001')]]);
    expect(rejeicaoOutroEvento('110131', inf('12345678000195', det('135000000000009')), com)).toBe('460');
    expect(rejeicaoOutroEvento('110131', inf('12345678000195', det('135000000000001')), com)).toBeUndefined();
    com.eventos.set('110131-1', proc('110131', '135000000000002', det('135000000000001')));
    expect(rejeicaoOutroEvento('110131', inf('12345678000195', det('135000000000001')), com)).toBe('573');
    expect(rejeicaoOutroEvento('111501', inf('12345678000195'), nota())).toBe('459');
  });
});
