/**
 * Cliente and Fornecedor: the person type (`tipo_pessoa`: F física, J jurídica, E estrangeiro)
 * switches the document label, checks that the document matches the type, and shows the
 * foreign document only for foreigners. CPF/CNPJ is required for F and J (the server says the same,
 * `conferirDocumentoPessoa`); a foreigner gives `id_estrangeiro` instead (NF-e E03a idEstrangeiro).
 * Transportadora uses the label switch only (F/J).
 */
import { MENSAGENS, normalizeCpfCnpj, tipoCpfCnpj } from '../../../domain/index.ts';
import type { FormCustomization } from './types.ts';

function documentLabel(tipo: unknown): string | undefined {
  if (tipo === 'F') return 'CPF';
  if (tipo === 'J') return 'CNPJ';
  return undefined;
}

/** Label switch and type check of `cpf_cnpj` (transportadora). */
export const pessoaBasica: FormCustomization = {
  watch: ['tipo_pessoa'],
  label: (f, values) => (f.name === 'cpf_cnpj' ? documentLabel(values.tipo_pessoa) : undefined),
  validate: (f, value, values) => {
    if (f.name !== 'cpf_cnpj' || typeof value !== 'string' || value === '') return undefined;
    const tipo = tipoCpfCnpj(normalizeCpfCnpj(value));
    if (values.tipo_pessoa === 'F' && tipo === 'CNPJ') return 'Pessoa física: informe um CPF';
    if (values.tipo_pessoa === 'J' && tipo === 'CPF') return 'Pessoa jurídica: informe um CNPJ';
    return undefined;
  },
};

/** Cliente and fornecedor: also the foreign document, only for foreigners. */
export const pessoaCompleta: FormCustomization = {
  ...pessoaBasica,
  visible: (f, values) => (f.name === 'id_estrangeiro' ? values.tipo_pessoa === 'E' : true),
  helperText: (f, _mode, values) => {
    if (f.name === 'cpf_cnpj' && values.tipo_pessoa === 'E') return 'Estrangeiro: informe o documento estrangeiro abaixo';
    return undefined;
  },
  validate: (f, value, values) => {
    if (f.name === 'id_estrangeiro' && values.tipo_pessoa === 'E' && String(value ?? '').trim() === '') {
      return MENSAGENS.campoObrigatorio;
    }
    // CPF/CNPJ: obrigatório para pessoa física ou jurídica; o estrangeiro usa o documento estrangeiro
    if (f.name === 'cpf_cnpj' && values.tipo_pessoa !== 'E' && String(value ?? '').trim() === '') return MENSAGENS.campoObrigatorio;
    return pessoaBasica.validate?.(f, value, values);
  },
};
