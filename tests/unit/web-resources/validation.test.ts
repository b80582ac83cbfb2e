import { describe, expect, it } from 'vitest';
import { fieldValidators, runValidators, validateRecord } from '../../../src/web/resources/validation.ts';
import { getField, getResource } from '../../../src/web/resources/registry.ts';
import { getCustomization } from '../../../src/web/resources/custom/index.ts';

const f = (r: string, n: string) => getField(getResource(r), n)!;
const check = (r: string, n: string, v: unknown, opts = {}) => runValidators(fieldValidators(f(r, n), opts), v);

describe('validators built from the registry', () => {
  it('required -> Campo obrigatório, marked for the asterisk', () => {
    expect(check('cliente', 'nome', '')).toBe('Campo obrigatório');
    expect(check('cliente', 'nome', '   ')).toBe('Campo obrigatório');
    expect(check('cliente', 'nome', null)).toBe('Campo obrigatório');
    expect(fieldValidators(f('cliente', 'nome'))[0].isRequired).toBe(true);
    expect(check('cliente', 'fantasia', '')).toBeUndefined();
    expect(check('cliente', 'ativo', false)).toBeUndefined();
  });
  it('sizes', () => {
    expect(check('cliente', 'nome', 'x'.repeat(61))).toBe('Deve ter no máximo 60 caracteres');
    expect(check('cliente', 'nome', 'A')).toBe('Deve ter no mínimo 2 caracteres');
    expect(check('cliente', 'nome', 'Oficina do Zé')).toBeUndefined();
  });
  it('formats of SPEC §5', () => {
    expect(check('cliente', 'cpf_cnpj', '52998224724')).toBe('CPF/CNPJ inválido');
    expect(check('cliente', 'cpf_cnpj', '52998224725')).toBeUndefined();
    expect(check('cliente', 'cpf_cnpj', '11222333000181')).toBeUndefined();
    expect(check('cliente', 'cpf_cnpj', '11111111111')).toBe('CPF/CNPJ inválido');
    expect(check('cliente', 'email', 'ana@')).toBe('E-mail inválido');
    expect(check('cliente', 'email', ' ana@exemplo.com.br ')).toBeUndefined();
    expect(check('cliente', 'cep', '00000000')).toBe('CEP inválido');
    expect(check('cliente', 'cep', '01310100')).toBeUndefined();
    expect(check('produto', 'cst_icms', '099')).toBe('CST inválido');
    expect(check('produto', 'cst_icms', '060')).toBeUndefined();
    expect(check('produto', 'csosn', '0999')).toBe('CSOSN inválido');
    expect(check('produto', 'csosn', '0102')).toBeUndefined();
    expect(check('vendedor', 'cpf', '52998224724')).toBe('CPF inválido');
    expect(check('softwareHouse', 'cnpj', '52998224725')).toBe('CNPJ inválido');
  });
  it('dates must be complete and exist', () => {
    expect(check('cliente', 'data_nascimento', '05/03')).toBe('Data inválida');
    expect(check('cliente', 'data_nascimento', '30/02/2024')).toBe('Data inválida');
    expect(check('cliente', 'data_nascimento', '1990-03-05')).toBeUndefined();
    expect(check('cliente', 'data_nascimento', null)).toBeUndefined();
  });
  it('patterns', () => {
    expect(check('produto', 'gtin', '123')).toBe('Formato inválido');
    expect(check('produto', 'gtin', 'SEM GTIN')).toBeUndefined();
    expect(check('produto', 'gtin', '7891234567895')).toBeUndefined();
  });
  it('numbers: limits and decimals', () => {
    expect(check('cliente', 'limite_credito', -1)).toBe('Não pode ser negativo');
    expect(check('cliente', 'limite_credito', 10.123)).toBe('Use no máximo 2 casas decimais');
    expect(check('cliente', 'limite_credito', 1e14)).toBe('Valor acima do permitido (máximo 13 dígitos inteiros)');
    expect(check('cliente', 'limite_credito', 1500.5)).toBeUndefined();
    expect(check('produto', 'fator_tributavel', 0)).toBe('Deve ser maior que zero');
    expect(check('condicao', 'parcelas', 121)).toBe('Deve ser menor ou igual a 120');
    expect(check('condicao', 'parcelas', 1.5)).toBe('Deve ser um número inteiro');
    expect(check('condicao', 'parcelas', 'abc')).toBe('Deve ser um número inteiro');
  });
  it('password: strength when typed, required only when asked', () => {
    expect(check('usuario', 'senha', '')).toBeUndefined();
    expect(check('usuario', 'senha', '', { required: true })).toBe('Campo obrigatório');
    expect(check('usuario', 'senha', 'abc')).toBe('A senha deve ter no mínimo 8 caracteres');
    expect(check('usuario', 'senha', 'Demo@2026')).toBeUndefined();
  });
});

describe('validateRecord', () => {
  it('reports main and child errors with server paths', () => {
    const errors = validateRecord(
      getResource('cliente'),
      { tipo_pessoa: 'J', nome: '', cpf_cnpj: '123', ind_ie_dest: 9, Email: [{ email: 'ok@exemplo.com' }, { email: 'ruim' }], Telefone: [{ numero: '' }] },
      getResource,
    );
    expect(errors).toEqual({
      nome: 'Campo obrigatório',
      cpf_cnpj: 'CPF/CNPJ inválido',
      'Email[1].email': 'E-mail inválido',
      'Telefone[0].numero': 'Campo obrigatório',
    });
  });
  it('usuario: password required on create through the customization', () => {
    const custom = getCustomization('usuario');
    const base = { login: 'ana', nome: 'Ana', email: 'ana@exemplo.com', tipo_usuario_id: 5 };
    expect(validateRecord(getResource('usuario'), base, getResource, { required: (x) => custom.required?.(x, 'create') })).toEqual({
      senha: 'Campo obrigatório',
    });
    expect(validateRecord(getResource('usuario'), base, getResource, { required: (x) => custom.required?.(x, 'edit') })).toEqual({});
  });
});

describe('per-resource customisations', () => {
  const cli = getCustomization('cliente');
  const doc = f('cliente', 'cpf_cnpj');
  it('tipo_pessoa switches the document label', () => {
    expect(cli.label?.(doc, { tipo_pessoa: 'F' })).toBe('CPF');
    expect(cli.label?.(doc, { tipo_pessoa: 'J' })).toBe('CNPJ');
    expect(cli.label?.(doc, { tipo_pessoa: 'E' })).toBeUndefined();
    expect(cli.label?.(f('cliente', 'nome'), { tipo_pessoa: 'F' })).toBeUndefined();
    expect(cli.watch).toEqual(['tipo_pessoa']);
  });
  it('the document must match the person type', () => {
    expect(cli.validate?.(doc, '11222333000181', { tipo_pessoa: 'F' })).toBe('Pessoa física: informe um CPF');
    expect(cli.validate?.(doc, '52998224725', { tipo_pessoa: 'J' })).toBe('Pessoa jurídica: informe um CNPJ');
    expect(cli.validate?.(doc, '52998224725', { tipo_pessoa: 'F' })).toBeUndefined();
  });
  it('foreign document only for foreigners', () => {
    const ext = f('cliente', 'id_estrangeiro');
    expect(cli.visible?.(ext, { tipo_pessoa: 'J' })).toBe(false);
    expect(cli.visible?.(ext, { tipo_pessoa: 'E' })).toBe(true);
    expect(cli.validate?.(ext, '', { tipo_pessoa: 'E' })).toBe('Campo obrigatório');
  });
  it('usuario password helper on edit; no customisation elsewhere', () => {
    expect(getCustomization('usuario').helperText?.(f('usuario', 'senha'), 'edit', {})).toBe('Deixe em branco para manter a senha atual');
    expect(getCustomization('motorista')).toEqual({});
    // produto: the extra edit tabs of the stock module, and the LC 116 service item only for services
    expect(Object.keys(getCustomization('produto')).sort()).toEqual(['abas', 'visible', 'watch']);
    expect(getCustomization('produto').abas?.map((a) => a.rotulo)).toEqual(['Grade de variações', 'Kit', 'Adicionais', 'Imagens']);
    const servico = f('produto', 'item_lista_servico');
    expect(getCustomization('produto').visible?.(servico, { tipo_item: '09' })).toBe(true);
    expect(getCustomization('produto').visible?.(servico, { tipo_item: '00' })).toBe(false);
    expect(getCustomization('produto').visible?.(f('produto', 'descricao'), { tipo_item: '00' })).toBe(true);
  });
});
