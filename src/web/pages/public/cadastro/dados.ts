/**
 * Data of the company sign-up (SPEC §2 /{url}/register, §7 POST /v1/registerEmitente/): the two
 * steps' fields, their client-side checks (error keys as the server names them: `Empresa.cnpj`,
 * `Usuario.login`, ...) and the request body. Pure, no React.
 */
import { isValidCnpj, normalizeCpfCnpj, onlyDigits } from '../../../../domain/documentos.ts';
import { isValidEmail } from '../../../../domain/email.ts';
import { isValidCep } from '../../../../domain/cep.ts';
import { passwordStrength } from '../../../../domain/senha.ts';
import type { components } from '../../../../generated/openapi.d.ts';

/** SPEC §6 CRT values (the registry's emitente.crt labels). */
export const REGIMES = [
  { valor: 1, rotulo: 'Simples Nacional' },
  { valor: 2, rotulo: 'Simples Nacional - excesso de sublimite' },
  { valor: 3, rotulo: 'Regime normal' },
  { valor: 4, rotulo: 'Simples Nacional - MEI' },
];

/** The company step as typed (masked CNPJ/CEP/telefone; `cidade_id` comes from the CEP lookup). */
export interface DadosEmpresa {
  nome: string;
  fantasia: string;
  cnpj: string;
  ie: string;
  crt: string;
  email: string;
  telefone: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade_id: number | null;
  cidade: string;
  uf: string;
}

/** The owner user step as typed. */
export interface DadosUsuario {
  nome: string;
  email: string;
  login: string;
  senha: string;
  confirmacao: string;
}

/** A blank company step (CRT 1, Simples Nacional, preselected). */
export const EMPRESA_VAZIA: DadosEmpresa = {
  nome: '',
  fantasia: '',
  cnpj: '',
  ie: '',
  crt: '1',
  email: '',
  telefone: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade_id: null,
  cidade: '',
  uf: '',
};
/** A blank owner step. */
export const USUARIO_VAZIO: DadosUsuario = { nome: '', email: '', login: '', senha: '', confirmacao: '' };

/** Error text by field key (`Empresa.x` / `Usuario.x`). */
export type Erros = Record<string, string>;

/** Client-side checks of the company step (keys as the server names them: `Empresa.x`). */
export function validarEmpresa(e: DadosEmpresa): Erros {
  const erros: Erros = {};
  if (e.nome.trim().length < 2) erros['Empresa.nome'] = 'Informe a razão social';
  if (!normalizeCpfCnpj(e.cnpj)) erros['Empresa.cnpj'] = 'Informe o CNPJ';
  else if (!isValidCnpj(e.cnpj)) erros['Empresa.cnpj'] = 'CNPJ inválido';
  if (!e.ie.trim()) erros['Empresa.ie'] = 'Informe a inscrição estadual (ou ISENTO)';
  if (!e.crt) erros['Empresa.crt'] = 'Escolha o regime tributário';
  if (e.email.trim() && !isValidEmail(e.email.trim())) erros['Empresa.email'] = 'E-mail inválido';
  if (e.telefone && onlyDigits(e.telefone).length < 10) erros['Empresa.telefone'] = 'Telefone incompleto';
  if (!isValidCep(onlyDigits(e.cep))) erros['Empresa.cep'] = 'Informe um CEP válido';
  else if (!e.cidade_id) erros['Empresa.cep'] = 'CEP não localizado: confira o número';
  if (!e.logradouro.trim()) erros['Empresa.logradouro'] = 'Informe o endereço';
  if (!e.numero.trim()) erros['Empresa.numero'] = 'Informe o número';
  if (!e.bairro.trim()) erros['Empresa.bairro'] = 'Informe o bairro';
  if (!e.uf) erros['Empresa.uf'] = 'Informe a UF';
  return erros;
}

/** Client-side checks of the owner step (`Usuario.x`). */
export function validarUsuario(u: DadosUsuario, loginEmUso: boolean): Erros {
  const erros: Erros = {};
  if (u.nome.trim().length < 2) erros['Usuario.nome'] = 'Informe o nome';
  if (!u.email.trim()) erros['Usuario.email'] = 'Informe o e-mail';
  else if (!isValidEmail(u.email.trim())) erros['Usuario.email'] = 'E-mail inválido';
  if (u.login.trim().length < 3) erros['Usuario.login'] = 'O login deve ter ao menos 3 caracteres';
  else if (/\s/.test(u.login.trim())) erros['Usuario.login'] = 'O login não pode ter espaços';
  else if (loginEmUso) erros['Usuario.login'] = 'Este login já está em uso';
  const forca = passwordStrength(u.senha);
  if (!forca.forte) erros['Usuario.senha'] = forca.mensagens[0] ?? 'Senha fraca';
  if (u.confirmacao !== u.senha) erros['Usuario.confirmacao'] = 'As senhas não conferem';
  return erros;
}

/** Request body of POST /v1/registerEmitente/. */
export function corpoCadastro(url: string, e: DadosEmpresa, u: DadosUsuario) {
  const vazio = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    Url: url,
    Empresa: {
      nome: e.nome.trim(),
      fantasia: vazio(e.fantasia),
      cnpj: normalizeCpfCnpj(e.cnpj),
      ie: e.ie.trim().toUpperCase() === 'ISENTO' ? 'ISENTO' : e.ie.replace(/[.\-/\s]/g, ''),
      crt: Number(e.crt),
      email: vazio(e.email),
      telefone: onlyDigits(e.telefone) || null,
      cep: onlyDigits(e.cep),
      logradouro: e.logradouro.trim(),
      numero: e.numero.trim(),
      complemento: vazio(e.complemento),
      bairro: e.bairro.trim(),
      cidade_id: e.cidade_id,
      uf: e.uf,
    },
    Usuario: { nome: u.nome.trim(), email: u.email.trim(), login: u.login.trim(), senha: u.senha },
  };
}

/** Answer of GET /v1/cep/{cep} (semAuth). */
export type RespostaCep = components['schemas']['EnderecoCep'];
