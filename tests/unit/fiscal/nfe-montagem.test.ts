/**
 * Construtores compartilhados de `emit` e `det` (src/fiscal/nfe/montagem.ts): a mesma função monta
 * o item e o emitente da NF-e e da NFC-e, e só o que o modelo pede muda (IM/CNAE, NCM do item e
 * EXTIPI, unidade tributável, grupos IPI/II/ICMSUFDest). O byte a byte contra documentos reais
 * está em tests/api/xml-referencia.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { montarDet, montarEmit, XPROD_HOMOLOGACAO } from '../../../src/fiscal/nfe/montagem.ts';
import type { ItemCalculado } from '../../../src/domain/tributos/index.ts';

const emit = {
  cnpj: '83045117000119',
  nome: 'Loja Ltda',
  logradouro: 'Rua A',
  numero: '10',
  bairro: 'Centro',
  cidade_id: 3550308,
  municipio: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
  ie: '110042490114',
  im: '123',
  cnae: '4711302',
  crt: 3,
};
const t = {
  prod: { vProd: '20.00', vFrete: '1.50', vSeg: '0.00', vDesc: '0.50', vOutro: '0.00' },
  ICMS: { grupo: 'ICMS00' },
  IPI: { cEnq: '999' },
  PIS: { PISAliq: {} },
  COFINS: { COFINSAliq: {} },
} as unknown as ItemCalculado;
const item = {
  produto_id: 7,
  descricao: 'Parafuso',
  ncm: '73181500',
  cfop: '5102',
  unidade: 'CX',
  quantidade: '2',
  valor_unitario: '10',
  informacao_adicional: 'x'.repeat(600),
};
const produto = { codigo: 'P7', ncm: '99999999', ex_tipi: '01', unidade_tributavel: 'UN', fator_tributavel: 10 };

describe('emit e det compartilhados', () => {
  it('emit: IM e CNAE só na NF-e; o resto igual nos dois modelos', () => {
    const nfe = montarEmit(emit, '55');
    const nfce = montarEmit(emit, '65');
    expect(nfe).toMatchObject({ CNPJ: emit.cnpj, IM: '123', CNAE: '4711302', CRT: '3' });
    expect(nfce.IM).toBeUndefined();
    const { IM: _im, CNAE: _cnae, ...resto } = nfe;
    expect(nfce).toEqual(resto);
  });

  it('det da NF-e: NCM do item, EXTIPI, unidade tributável com fator, IPI e frete', () => {
    const d = montarDet(0, item, produto, t, { modelo: '55', homologacao: true });
    expect(d.prod).toMatchObject({
      xProd: XPROD_HOMOLOGACAO,
      NCM: '73181500',
      EXTIPI: '01',
      uTrib: 'UN',
      qTrib: '20.0000',
      vUnTrib: '1.0000000000',
      vFrete: '1.50',
    });
    expect(d.prod.vSeg).toBeUndefined();
    expect(d.imposto.IPI).toBeDefined();
    expect(d.infAdProd).toHaveLength(500);
  });

  it('det da NFC-e: NCM do produto, unidade comercial, sem IPI', () => {
    const d = montarDet(1, item, produto, t, { modelo: '65', homologacao: true });
    expect(d.nItem).toBe('2');
    expect(d.prod).toMatchObject({ xProd: 'Parafuso', NCM: '99999999', uTrib: 'CX', qTrib: '2.0000', qCom: '2.0000', vUnCom: '10.0000000000' });
    expect(d.prod.EXTIPI).toBeUndefined();
    expect(d.imposto.IPI).toBeUndefined();
  });
});
