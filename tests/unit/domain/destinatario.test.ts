import { describe, expect, it } from 'vitest';
import { pendenciasDestinatario } from '../../../src/domain/destinatario.ts';

const completo = {
  tipo_pessoa: 'J',
  cpf_cnpj: '11222333000181',
  ind_ie_dest: 1,
  ie: '110042490114',
  logradouro: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade_id: 3550308,
  uf: 'SP',
  pais_id: 1058,
  uf_do_municipio: 'SP',
};

describe('pendenciasDestinatario (MOC 7.0 grupo E)', () => {
  it('cadastro completo: nada pendente', () => {
    expect(pendenciasDestinatario(completo, '55')).toEqual({});
  });

  it('NF-e sem endereço: logradouro, bairro, município e UF', () => {
    const p = pendenciasDestinatario({ tipo_pessoa: 'F', cpf_cnpj: '52998224725', ind_ie_dest: 9 }, '55');
    expect(Object.keys(p)).toEqual(['logradouro', 'bairro', 'cidade_id', 'uf']);
  });

  it('bairro de um caractere não cabe no xBairro (2-60)', () => {
    expect(pendenciasDestinatario({ ...completo, bairro: 'X' }, '55')).toHaveProperty('bairro');
  });

  it('município que não existe, ou de outra UF', () => {
    expect(pendenciasDestinatario({ ...completo, uf_do_municipio: null }, '55').cidade_id[0]).toMatch(/não encontrado/);
    expect(pendenciasDestinatario({ ...completo, uf: 'RJ' }, '55').uf[0]).toMatch(/\(RJ\) não é a do município cadastrado \(SP\)/);
  });

  it('estrangeiro: sem município brasileiro, mas com logradouro e bairro', () => {
    const ext = { tipo_pessoa: 'E', ind_ie_dest: 9, logradouro: '5th Avenue', numero: '1', bairro: 'Manhattan', pais_id: 2496 };
    expect(pendenciasDestinatario(ext, '55')).toEqual({});
  });

  it('indicador de IE: contribuinte sem IE (ou ISENTO); isento com IE numérica', () => {
    expect(pendenciasDestinatario({ ...completo, ie: '' }, '55')).toHaveProperty('ie');
    expect(pendenciasDestinatario({ ...completo, ie: 'isento' }, '55')).toHaveProperty('ie');
    expect(pendenciasDestinatario({ ...completo, ind_ie_dest: 2 }, '55')).toHaveProperty('ind_ie_dest');
    expect(pendenciasDestinatario({ ...completo, ind_ie_dest: 2, ie: 'ISENTO' }, '55')).toEqual({});
  });

  it('NFC-e: endereço opcional, mas só não contribuinte', () => {
    expect(pendenciasDestinatario({ tipo_pessoa: 'F', cpf_cnpj: '52998224725', ind_ie_dest: 9 }, '65')).toEqual({});
    expect(pendenciasDestinatario(completo, '65')).toHaveProperty('ind_ie_dest');
  });
});
