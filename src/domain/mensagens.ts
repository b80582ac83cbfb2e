/**
 * Mensagens centrais (pt-BR) usadas pelos validadores do domínio, pela validação
 * de requisições no servidor (ajv) e pelos formulários do app web.
 *
 * Manter um único lugar para o texto garante que servidor e navegador mostrem a
 * mesma frase para o mesmo erro (arquitetura §4: `"cpf_cnpj": ["CPF/CNPJ inválido"]`).
 */
export const MENSAGENS = {
  cpfInvalido: 'CPF inválido',
  cnpjInvalido: 'CNPJ inválido',
  cpfCnpjInvalido: 'CPF/CNPJ inválido',
  chaveInvalida: 'Chave de acesso inválida',
  cstInvalido: 'CST inválido',
  csosnInvalido: 'CSOSN inválido',
  emailInvalido: 'E-mail inválido',
  cepInvalido: 'CEP inválido',
  ieInvalida: 'Inscrição estadual inválida',
  buscaMinima: 'Digite ao menos 2 caracteres para pesquisar',
  campoObrigatorio: 'Campo obrigatório',
  valorInvalido: 'Valor numérico inválido',
  dataInvalida: 'Data inválida',
  maiorQueZero: 'Deve ser maior que zero',
  senhaMinimo: 'A senha deve ter no mínimo 8 caracteres',
  senhaMinuscula: 'A senha deve conter ao menos uma letra minúscula',
  senhaMaiuscula: 'A senha deve conter ao menos uma letra maiúscula',
  senhaNumero: 'A senha deve conter ao menos um número',
  senhaEspecial: 'A senha deve conter ao menos um caractere especial',
  baseCnpjInvalida: 'A base do CNPJ deve ter 12 caracteres (0-9, A-Z)',
  baseCpfInvalida: 'A base do CPF deve ter 9 dígitos',
  chaveBaseInvalida: 'Os 43 primeiros caracteres da chave de acesso devem ser dígitos (posições 7 a 18 podem conter letras A-Z)',
} as const;

/** Nome de uma mensagem central (chave de {@link MENSAGENS}). */
export type ChaveMensagem = keyof typeof MENSAGENS;

/**
 * Mensagem para um valor rejeitado pelo schema da NF-e, no formato da SPEC §5:
 * `"{tag} - '{valor}' é inválido"`.
 *
 * @param tag   nome da tag do leiaute (ex.: `'CFOP'`).
 * @param valor valor recebido (ex.: `'9999'`).
 * @returns a frase pronta, ex.: `"CFOP - '9999' é inválido"`. Não lança erros.
 */
export function mensagemElementoInvalido(tag: string, valor: string): string {
  return `${tag} - '${valor}' é inválido`;
}
