import { MENSAGENS } from './mensagens.ts';

/** Tamanho mínimo da senha (SPEC §5 e §9). */
export const PASSWORD_MIN = 8;

/** Resultado de cada verificação do medidor de força da senha. */
export interface VerificacoesSenha {
  /** Tem ao menos {@link PASSWORD_MIN} caracteres. */
  minimo: boolean;
  /** Tem letra minúscula (inclui acentuadas, ex.: `ç`). */
  minuscula: boolean;
  /** Tem letra maiúscula (inclui acentuadas, ex.: `É`). */
  maiuscula: boolean;
  /** Tem dígito. */
  numero: boolean;
  /** Tem caractere que não é letra nem dígito (símbolos, pontuação, espaço). */
  especial: boolean;
}

/** Resultado de {@link passwordStrength}. */
export interface ForcaSenha {
  /** Quantidade de verificações atendidas, de 0 a 5. */
  score: number;
  checks: VerificacoesSenha;
  /** `true` somente quando as cinco verificações são atendidas. */
  forte: boolean;
  /** Uma mensagem pt-BR para cada verificação não atendida, na ordem de `checks`. */
  mensagens: string[];
}

/**
 * Medidor de força da senha (SPEC §5): mínimo de 8 caracteres e verificações de letra
 * minúscula, letra maiúscula, dígito e caractere especial.
 *
 * O tamanho é contado em caracteres Unicode (code points), não em unidades UTF-16.
 *
 * @param pw a senha (`null`/`undefined` tratados como vazia).
 * @returns `{ score: 0..5, checks, forte, mensagens }`, ex.: para `'abc'` ->
 *   `score: 1`, `forte: false`, mensagens incluindo `'A senha deve ter no mínimo 8 caracteres'`.
 *   Não lança erros.
 */
export function passwordStrength(pw: string | null | undefined): ForcaSenha {
  const senha = pw ?? '';
  const checks: VerificacoesSenha = {
    minimo: Array.from(senha).length >= PASSWORD_MIN,
    minuscula: /\p{Ll}/u.test(senha),
    maiuscula: /\p{Lu}/u.test(senha),
    numero: /\p{Nd}/u.test(senha),
    especial: /[^\p{L}\p{N}]/u.test(senha),
  };
  const mensagens: string[] = [];
  if (!checks.minimo) mensagens.push(MENSAGENS.senhaMinimo);
  if (!checks.minuscula) mensagens.push(MENSAGENS.senhaMinuscula);
  if (!checks.maiuscula) mensagens.push(MENSAGENS.senhaMaiuscula);
  if (!checks.numero) mensagens.push(MENSAGENS.senhaNumero);
  if (!checks.especial) mensagens.push(MENSAGENS.senhaEspecial);
  const score = Object.values(checks).filter(Boolean).length;
  return { score, checks, forte: score === 5, mensagens };
}
