import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../src/web/resources/http.ts';
import { CNPJ_INDISPONIVEL, cepFill, isCnpjLookupable, lookupCnpj, mapCnpjAnswer, parseCepAnswer } from '../../../src/web/resources/lookups.ts';

describe('CEP answer', () => {
  it('reads the server answer (online)', () => {
    const a = parseCepAnswer(
      '01001000',
      { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade_id: 3550308, cidade: 'São Paulo', uf: 'SP', fonte: 'viacep' },
      null,
    );
    expect(a).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: undefined,
      bairro: 'Sé',
      cidade_id: 3550308,
      cidade: 'São Paulo',
      uf: 'SP',
      offline: false,
    });
  });
  it('flags the offline fallback (UF and, in the capital range, the municipality)', () => {
    const a = parseCepAnswer('35160294', { cep: '35160294', logradouro: null, bairro: null, cidade_id: null, cidade: null, uf: 'MG', fonte: 'offline' });
    expect(a).toMatchObject({ uf: 'MG', offline: true });
    expect(a?.cidade_id).toBeUndefined();
    expect(a?.logradouro).toBeUndefined();
  });
  it('tolerates other names and rejects empty answers', () => {
    expect(parseCepAnswer('01001000', { street: 'Rua A', ibge: '3550308', state: 'sp' })).toMatchObject({
      logradouro: 'Rua A',
      cidade_id: 3550308,
      uf: 'SP',
      offline: false,
    });
    expect(parseCepAnswer('01001000', { cep: '01001000' })).toBeNull();
    expect(parseCepAnswer('01001000', null)).toBeNull();
  });
});

describe('cepFill', () => {
  const all = new Set(['cep', 'logradouro', 'numero', 'bairro', 'cidade_id', 'uf']);
  const found = { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade_id: 3550308, uf: 'SP', offline: false };
  it('fills empty fields only', () => {
    expect(cepFill({ logradouro: '', bairro: 'Centro', cidade_id: null, uf: undefined }, null, found, all)).toEqual({
      uf: 'SP',
      cidade_id: 3550308,
      logradouro: 'Praça da Sé',
    });
  });
  it('replaces what a previous lookup filled, never what the user typed', () => {
    const previous = { uf: 'RJ', cidade_id: 3304557, logradouro: 'Rua Velha', bairro: 'Centro' };
    const current = { uf: 'RJ', cidade_id: 3304557, logradouro: 'Rua que o usuário digitou', bairro: 'Centro' };
    expect(cepFill(current, previous, found, all)).toEqual({ uf: 'SP', cidade_id: 3550308, bairro: 'Sé' });
  });
  it('only fields present in the form, and only values found', () => {
    expect(cepFill({}, null, { cep: '35160294', uf: 'MG', offline: true }, new Set(['uf', 'logradouro']))).toEqual({ uf: 'MG' });
  });
});

const BRASILAPI = {
  cnpj: '11222333000181',
  razao_social: 'OFICINA DO ZE LTDA',
  nome_fantasia: 'OFICINA DO ZE',
  email: 'CONTATO@OFICINA.COM.BR',
  ddd_telefone_1: '1133334444',
  cep: '01310100',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'PAULISTA',
  numero: '1578',
  complemento: 'ANDAR 2',
  bairro: 'BELA VISTA',
  municipio: 'SAO PAULO',
  uf: 'SP',
  codigo_municipio_ibge: 3550308,
  cnae_fiscal: 4520001,
  descricao_situacao_cadastral: 'ATIVA',
};

describe('CNPJ lookup', () => {
  it('only for complete valid CNPJs (alphanumeric ready)', () => {
    expect(isCnpjLookupable('11.222.333/0001-81')).toBe(true);
    expect(isCnpjLookupable('12ABC34501DE35')).toBe(true);
    expect(isCnpjLookupable('52998224725')).toBe(false);
    expect(isCnpjLookupable('11222333000180')).toBe(false);
  });
  it('maps the registry answer to form fields', () => {
    const d = mapCnpjAnswer(BRASILAPI);
    expect(d.values).toEqual({
      nome: 'OFICINA DO ZE LTDA',
      fantasia: 'OFICINA DO ZE',
      email: 'contato@oficina.com.br',
      telefone: '1133334444',
      cep: '01310100',
      logradouro: 'AVENIDA PAULISTA',
      numero: '1578',
      complemento: 'ANDAR 2',
      bairro: 'BELA VISTA',
      cidade_id: 3550308,
      uf: 'SP',
      cnae: '4520001',
      tipo_pessoa: 'J',
    });
    expect(d.summary.map((s) => s.label)).toEqual(['Razão social', 'Nome fantasia', 'E-mail', 'Telefone', 'Endereço', 'Situação cadastral']);
    expect(d.summary[3].value).toBe('(11) 3333-4444');
  });
  it('asks the server and never throws', async () => {
    const ok = vi.fn(async () => ({ Data: { ...BRASILAPI, fonte: 'online' }, Message: null }));
    expect(await lookupCnpj('11.222.333/0001-81', ok)).toMatchObject({ ok: true, data: { values: { nome: 'OFICINA DO ZE LTDA' } } });
    expect(ok).toHaveBeenCalledWith('/v1/cnpj/11222333000181', expect.anything());
    const notFound = async () => {
      throw new RequestError(404, 'CNPJ não encontrado na Receita Federal');
    };
    expect(await lookupCnpj('11222333000181', notFound)).toEqual({ ok: false, message: 'CNPJ não encontrado na Receita Federal' });
    const offline = async () => {
      throw new RequestError(0, 'Sem conexão');
    };
    expect(await lookupCnpj('11222333000181', offline)).toEqual({ ok: false, message: CNPJ_INDISPONIVEL });
    const desligada = async () => {
      throw new RequestError(503, 'Consulta de CNPJ desligada neste servidor');
    };
    expect(await lookupCnpj('11222333000181', desligada)).toEqual({ ok: false, message: 'Consulta de CNPJ desligada neste servidor' });
    expect(await lookupCnpj('11222333000182', ok)).toEqual({ ok: false, message: 'CNPJ inválido' });
  });
  it('warns when the server answers from an old cached lookup', async () => {
    const velho = async () => ({ Data: { ...BRASILAPI, fonte: 'cache', desatualizado: true } });
    const r = await lookupCnpj('11222333000181', velho);
    expect(r.ok && r.data.summary.at(-1)?.label).toBe('Atenção');
  });
});
