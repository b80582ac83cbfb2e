/**
 * Códigos dos erros de certificado digital, para quem precisa decidir sem comparar texto.
 *
 * - `SENHA_INCORRETA`: a senha não abre o PKCS#12 (MAC não confere).
 * - `ARQUIVO_INVALIDO`: o arquivo não é um PKCS#12 (.pfx/.p12) legível.
 * - `SEM_CHAVE` / `SEM_CERTIFICADO`: o .pfx não traz a chave privada ou o certificado do titular.
 * - `VENCIDO` / `AINDA_NAO_VALIDO`: fora do período de validade (recusado por `exigirValido`).
 */
export type CodigoErroCertificado = 'SENHA_INCORRETA' | 'ARQUIVO_INVALIDO' | 'SEM_CHAVE' | 'SEM_CERTIFICADO' | 'VENCIDO' | 'AINDA_NAO_VALIDO';

/**
 * Erro de certificado digital A1 com mensagem em pt-BR pronta para o usuário.
 *
 * A mensagem nunca inclui a senha nem material da chave privada. `codigo` identifica o caso
 * ({@link CodigoErroCertificado}).
 */
export class CertificadoError extends Error {
  /** Caso do erro (ver {@link CodigoErroCertificado}). */
  readonly codigo: CodigoErroCertificado;

  /**
   * @param codigo caso do erro.
   * @param mensagem texto em pt-BR exibido ao usuário.
   */
  constructor(codigo: CodigoErroCertificado, mensagem: string) {
    super(mensagem);
    this.name = 'CertificadoError';
    this.codigo = codigo;
  }
}

/** Mensagens pt-BR dos erros de certificado (texto exato usado nos testes e na interface). */
export const MENSAGENS_CERTIFICADO = {
  senhaIncorreta: 'Senha do certificado incorreta',
  arquivoInvalido: 'Arquivo não é um certificado A1 (.pfx) válido',
  semChave: 'O arquivo .pfx não contém a chave privada do certificado',
  semCertificado: 'O arquivo .pfx não contém o certificado correspondente à chave privada',
} as const;
