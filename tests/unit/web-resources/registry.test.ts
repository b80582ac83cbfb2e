import { describe, expect, it } from 'vitest';
import {
  booleanLabel,
  childItemTitle,
  childTabLabel,
  childTabs,
  defaultSort,
  dependentFilters,
  enumChoices,
  fieldKind,
  fieldSpan,
  filterFields,
  formFields,
  getField,
  getResource,
  groupFields,
  isCodeReference,
  itemSpans,
  referenceDisplayField,
  referenceOptionText,
} from '../../../src/web/resources/registry.ts';
import { resources } from '../../../src/generated/resources.ts';

const cliente = getResource('cliente');
const produto = getResource('produto');
const f = (r: string, n: string) => getField(getResource(r), n)!;

describe('fieldKind', () => {
  it.each([
    ['cliente', 'cpf_cnpj', 'document'],
    ['cliente', 'cep', 'cep'],
    ['cliente', 'telefone', 'phone'],
    ['cliente', 'email', 'email'],
    ['cliente', 'tipo_pessoa', 'enum'],
    ['cliente', 'ind_ie_dest', 'enum'],
    ['cliente', 'cidade_id', 'reference'],
    ['cliente', 'uf', 'reference'],
    ['cliente', 'ativo', 'boolean'],
    ['cliente', 'limite_credito', 'decimal'],
    ['cliente', 'data_nascimento', 'date'],
    ['cliente', 'criado_em', 'datetime'],
    ['cliente', 'observacao', 'multiline'],
    ['cliente', 'nome', 'text'],
    ['usuario', 'senha', 'password'],
    ['transportadora', 'placa', 'masked'],
    ['condicao', 'parcelas', 'integer'],
    ['vendedor', 'cpf', 'document'],
    ['softwareHouse', 'cnpj', 'document'],
  ])('%s.%s -> %s', (r, n, kind) => {
    expect(fieldKind(f(r, n))).toBe(kind);
  });
});

describe('formFields', () => {
  it('drops read-only and tenant fields', () => {
    const names = formFields(cliente).map((x) => x.name);
    expect(names).not.toContain('id');
    expect(names).not.toContain('emitente_id');
    expect(names).not.toContain('criado_em');
    expect(names).toContain('cpf_cnpj');
  });
  it('drops the parent link of a child list', () => {
    expect(formFields(getResource('clienteEmail')).map((x) => x.name)).toEqual(['email', 'descricao', 'envia_nfe']);
  });
});

describe('groupFields', () => {
  it('splits the cliente form in identification, address, contact, fiscal, values and others', () => {
    const g = groupFields(cliente);
    const byId = Object.fromEntries(g.map((x) => [x.id, x.fields.map((y) => y.name)]));
    expect(g.map((x) => x.title)).toEqual(['Identificação', 'Endereço', 'Contato', 'Dados fiscais', 'Preços e valores', 'Outras informações']);
    expect(byId.identificacao).toEqual(['tipo_pessoa', 'cpf_cnpj', 'id_estrangeiro', 'nome', 'fantasia', 'data_nascimento', 'ativo']);
    expect(byId.endereco).toEqual(['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade_id', 'uf', 'pais_id']);
    expect(byId.contato).toEqual(['email', 'telefone']);
    expect(byId.fiscal).toEqual(['ind_ie_dest', 'ie', 'im', 'suframa', 'consumidor_final']);
    expect(byId.valores).toEqual(['limite_credito']);
    expect(byId.outros).toEqual(['observacao']);
  });

  it('every form field lands in exactly one section, for every resource', () => {
    for (const r of resources) {
      const grouped = groupFields(r as never).flatMap((g) => g.fields.map((x) => x.name));
      expect(grouped.sort()).toEqual(
        formFields(r as never)
          .map((x) => x.name)
          .sort(),
      );
    }
  });

  it('puts NF-e tagged product fields in the fiscal section and prices in values', () => {
    const byId = Object.fromEntries(groupFields(produto).map((x) => [x.id, x.fields.map((y) => y.name)]));
    expect(byId.identificacao).toEqual(['codigo', 'descricao', 'unidade', 'grupo_id', 'sub_grupo_id', 'ativo']);
    expect(byId.fiscal).toEqual(expect.arrayContaining(['ncm', 'cest', 'cfop', 'cst_icms', 'csosn', 'gtin']));
    expect(byId.valores).toEqual(['preco_custo', 'preco_venda']);
  });

  it('a child phone number is not an address number', () => {
    expect(groupFields(getResource('clienteTelefone')).map((g) => g.id)).not.toContain('endereco');
  });
});

describe('fieldSpan', () => {
  it('sizes inputs like a paper form', () => {
    expect(fieldSpan(f('cliente', 'uf'))).toBe(3);
    expect(fieldSpan(f('cliente', 'numero'))).toBe(2);
    expect(fieldSpan(f('cliente', 'cep'))).toBe(3);
    expect(fieldSpan(f('cliente', 'nome'))).toBe(6);
    expect(fieldSpan(f('cliente', 'observacao'))).toBe(12);
    expect(fieldSpan(f('cliente', 'cidade_id'))).toBe(5);
    for (const r of resources) for (const x of r.fields) expect(fieldSpan(x as never)).toBeGreaterThanOrEqual(2);
  });
});

describe('itemSpans', () => {
  it('small child items fit one row, switches take 3 columns', () => {
    expect(itemSpans(formFields(getResource('clienteEmail')))).toEqual([5, 4, 3]);
    expect(itemSpans(formFields(getResource('clienteTelefone')))).toEqual([3, 3, 3, 3]);
    expect(itemSpans(formFields(getResource('usuarioDado')))).toEqual([4, 4, 4]);
    expect(itemSpans(formFields(getResource('clienteEndereco')))).toEqual(formFields(getResource('clienteEndereco')).map(fieldSpan));
  });
});

describe('child tabs', () => {
  it('labels are the child plurals without the parent', () => {
    expect(childTabs(cliente).map((t) => t.label)).toEqual(['E-mails', 'Endereços', 'Telefones']);
    expect(childTabs(getResource('transportadora')).map((t) => t.label)).toEqual(['E-mails', 'Endereços', 'Telefones']);
    expect(childTabs(getResource('usuario')).map((t) => t.label)).toEqual(['Dados pessoais', 'Endereços', 'Telefones']);
    expect(childTabLabel(getResource('subGrupo'))).toBe('Subgrupos');
    expect(childItemTitle(getResource('clienteEndereco'))).toBe('Endereço');
  });
});

describe('references', () => {
  it('shows the first string list column that is not the key', () => {
    expect(referenceDisplayField(getResource('cidade'))).toBe('nome');
    expect(referenceDisplayField(getResource('tipoUsuario'))).toBe('tipo');
    expect(referenceDisplayField(getResource('ncm'))).toBe('descricao');
    expect(referenceDisplayField(getResource('uf'))).toBe('nome');
  });
  it('code lookups show "code - description", masked', () => {
    expect(referenceOptionText(getResource('ncm'), { id: '84713012', codigo: '84713012', descricao: 'Portáteis' }, f('produto', 'ncm').mask)).toBe(
      '8471.30.12 - Portáteis',
    );
    expect(referenceOptionText(getResource('cfop'), { id: '5102', codigo: '5102', descricao: 'Venda' })).toBe('5.102 - Venda');
    expect(referenceOptionText(getResource('uf'), { id: 'SP', sigla: 'SP', nome: 'São Paulo' })).toBe('SP - São Paulo');
    expect(referenceOptionText(getResource('cidade'), { id: 3550308, nome: 'São Paulo' })).toBe('São Paulo');
    expect(referenceOptionText(getResource('cidade'), null)).toBe('');
  });
  it('tells natural-key references apart', () => {
    expect(isCodeReference(f('cliente', 'uf'))).toBe(true);
    expect(isCodeReference(f('produto', 'ncm'))).toBe(true);
    expect(isCodeReference(f('cliente', 'cidade_id'))).toBe(false);
  });
  it('filters dependent lookups by the namesake inputs of the form', () => {
    const siblings = new Set(formFields(cliente).map((x) => x.name));
    expect(dependentFilters(f('cliente', 'cidade_id'), siblings)).toEqual(['uf']);
    expect(dependentFilters(f('cliente', 'uf'), siblings)).toEqual([]);
    const prod = new Set(formFields(produto).map((x) => x.name));
    expect(dependentFilters(f('produto', 'sub_grupo_id'), prod)).toEqual(['grupo_id']);
  });
});

describe('list helpers', () => {
  it('default sort follows orderBy (dates newest first)', () => {
    expect(defaultSort(cliente)).toEqual({ field: 'nome', order: 'ASC' });
    expect(defaultSort(getResource('sessaoUsuario'))).toEqual({ field: 'ultimo_uso', order: 'DESC' });
  });
  it('offers enum and boolean list columns, and ativo, as filters', () => {
    expect(filterFields(cliente).map((x) => x.name)).toEqual(['ativo']);
    expect(filterFields(getResource('emitente')).map((x) => x.name)).toEqual(['crt', 'tipo_pacote', 'ativo']);
  });
  it('boolean labels', () => {
    expect(booleanLabel(f('cliente', 'ativo'), true)).toBe('Ativo');
    expect(booleanLabel(f('cliente', 'ativo'), false)).toBe('Inativo');
    expect(booleanLabel(f('cliente', 'consumidor_final'), true)).toBe('Sim');
  });
  it('enum choices keep the registry order and show numeric codes', () => {
    expect(enumChoices(f('cliente', 'tipo_pessoa'))).toEqual([
      { id: 'F', name: 'Física' },
      { id: 'J', name: 'Jurídica' },
      { id: 'E', name: 'Estrangeiro' },
    ]);
    expect(enumChoices(f('especie', 't_pag'))[0]).toEqual({ id: '01', name: '01 - Dinheiro' });
    expect(enumChoices(f('cliente', 'ind_ie_dest'))[0]).toEqual({ id: 1, name: 'Contribuinte ICMS' });
    expect(enumChoices(f('motorista', 'categoria_cnh'))[0]).toEqual({ id: 'A', name: 'A' });
  });
});

describe('typedId', () => {
  it('route ids follow the key type', async () => {
    const { typedId } = await import('../../../src/web/resources/Pages.tsx');
    expect(typedId(getResource('cliente'), '285')).toBe(285);
    expect(typedId(getResource('cliente'), 285)).toBe(285);
    expect(typedId(getResource('sessaoUsuario'), '0b7c6f2e-1111-4a3b-9c2d-123456789abc')).toBe('0b7c6f2e-1111-4a3b-9c2d-123456789abc');
    expect(typedId(getResource('ncm'), '84713012')).toBe('84713012');
  });
});
