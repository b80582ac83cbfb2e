import { describe, expect, it } from 'vitest';
import {
  countErrors,
  countTabErrors,
  describeError,
  describeErrors,
  extractFieldErrors,
  parseErrorPath,
  toFormPath,
  toSubmissionErrors,
} from '../../../src/web/resources/errors.ts';
import { getResource } from '../../../src/web/resources/registry.ts';

const cliente = getResource('cliente');

describe('error paths', () => {
  it('parses server and form notations', () => {
    expect(parseErrorPath('Email[1].email')).toEqual({ child: 'Email', index: 1, field: 'email' });
    expect(parseErrorPath('Email.1.email')).toEqual({ child: 'Email', index: 1, field: 'email' });
    expect(parseErrorPath('Email[0]')).toEqual({ child: 'Email', index: 0 });
    expect(parseErrorPath('cpf_cnpj')).toEqual({ field: 'cpf_cnpj' });
    expect(parseErrorPath('Email', ['Email'])).toEqual({ child: 'Email' });
    expect(toFormPath('Email[1].email')).toBe('Email.1.email');
  });
});

describe('extractFieldErrors', () => {
  it('prefers the flat fieldErrors of the HttpError body', () => {
    const err = { message: 'x', status: 400, body: { fieldErrors: { cpf_cnpj: ['CPF/CNPJ inválido'], 'Email[1].email': ['E-mail inválido'] }, errors: {} } };
    expect(extractFieldErrors(err)).toEqual({ cpf_cnpj: ['CPF/CNPJ inválido'], 'Email[1].email': ['E-mail inválido'] });
  });
  it('flattens the nested errors (react-admin shape) when there is no flat map', () => {
    const nested = {
      body: { errors: { nome: 'Campo obrigatório', Email: [undefined, { email: 'E-mail inválido' }], Telefone: { root: 'Deve ser uma lista' } } },
    };
    expect(extractFieldErrors(nested)).toEqual({ nome: ['Campo obrigatório'], 'Email[1].email': ['E-mail inválido'], Telefone: ['Deve ser uma lista'] });
  });
  it('reads the raw envelope keys (Data, Message and Success are reserved)', () => {
    const raw = { body: { Success: false, Message: 'CPF/CNPJ: CPF/CNPJ inválido', Data: null, cpf_cnpj: ['CPF/CNPJ inválido'] } };
    expect(extractFieldErrors(raw)).toEqual({ cpf_cnpj: ['CPF/CNPJ inválido'] });
  });
  it('no body, no errors', () => {
    expect(extractFieldErrors(new Error('rede'))).toEqual({});
    expect(extractFieldErrors(null)).toEqual({});
  });
});

describe('toSubmissionErrors', () => {
  it('nests by position with string leaves; list-level messages go to root', () => {
    expect(
      toSubmissionErrors(
        {
          cpf_cnpj: ['CPF/CNPJ inválido'],
          'Email[1].email': ['E-mail inválido', 'Deve ter no máximo 100 caracteres'],
          Telefone: ['Deve ser uma lista'],
          'Endereco[0]': ['Deve ser um objeto'],
        },
        ['Email', 'Endereco', 'Telefone'],
      ),
    ).toEqual({
      cpf_cnpj: 'CPF/CNPJ inválido',
      Email: { 1: { email: 'E-mail inválido Deve ter no máximo 100 caracteres' } },
      Telefone: { root: 'Deve ser uma lista' },
      Endereco: { root: 'Item 1: Deve ser um objeto' },
    });
  });
});

describe('describeError: tab and position (SPEC §8)', () => {
  it('child item error -> tab label, 1-based position and field title', () => {
    expect(describeError(cliente, 'Email[1].email', ['E-mail inválido'])).toEqual({
      path: 'Email[1].email',
      tab: 'E-mails',
      tabIndex: 1,
      position: 2,
      field: 'E-mail',
      message: 'E-mail inválido',
      text: 'E-mails › item 2 › E-mail: E-mail inválido',
    });
    expect(describeError(cliente, 'Telefone[0].numero', ['Campo obrigatório']).text).toBe('Telefones › item 1 › Número: Campo obrigatório');
  });
  it('main field error -> Dados tab', () => {
    expect(describeError(cliente, 'cpf_cnpj', ['CPF/CNPJ inválido'])).toMatchObject({
      tab: 'Dados',
      tabIndex: 0,
      field: 'CPF/CNPJ',
      text: 'Dados › CPF/CNPJ: CPF/CNPJ inválido',
    });
    expect(describeError(cliente, 'desconhecido', ['Campo desconhecido']).text).toBe('Dados › desconhecido: Campo desconhecido');
  });
  it('sorted by tab then position', () => {
    const list = describeErrors(cliente, { 'Telefone[0].numero': ['a'], 'Email[2].email': ['b'], 'Email[0].email': ['c'], nome: ['d'] });
    expect(list.map((e) => e.path)).toEqual(['nome', 'Email[0].email', 'Email[2].email', 'Telefone[0].numero']);
  });
});

describe('error counts on the tab headers', () => {
  const leaf = (message: string) => ({ type: 'server', message, ref: {} });
  it('counts leaves of react-hook-form errors per tab', () => {
    const errors = {
      nome: leaf('Campo obrigatório'),
      cpf_cnpj: leaf('CPF/CNPJ inválido'),
      Email: [undefined, { email: leaf('E-mail inválido'), descricao: leaf('x') }],
      Telefone: { root: leaf('Deve ser uma lista') },
      root: { serverError: leaf('Verifique') },
    };
    expect(countTabErrors(cliente, errors)).toEqual({ Dados: 2, Email: 2, Endereco: 0, Telefone: 1 });
  });
  it('countErrors on empty input', () => {
    expect(countErrors(undefined)).toBe(0);
    expect(countErrors({})).toBe(0);
  });
});
