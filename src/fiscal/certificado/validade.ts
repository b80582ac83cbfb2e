import { formatData } from '../../domain/index.ts';
import type { CertificadoA1 } from './carregar.ts';
import { CertificadoError } from './erros.ts';

/** Antecedência (dias) com que {@link verificarValidade} passa a avisar o vencimento. */
export const DIAS_AVISO_VENCIMENTO = 30;

const DIA_MS = 86_400_000;

/** Situação de validade de um certificado num instante. */
export interface SituacaoValidade {
  /** `true` se `validoDe <= agora <= validoAte`. */
  valido: boolean;
  /** `true` se `agora > validoAte`. */
  expirado: boolean;
  /** Dias inteiros até `validoAte` (arredondado para baixo; negativo se vencido). */
  diasRestantes: number;
  /** Mensagem pt-BR para a interface, ou `null` quando não há o que avisar. */
  aviso: string | null;
}

type Periodo = Pick<CertificadoA1, 'validoDe' | 'validoAte'>;

/**
 * Confere o período de validade do certificado (RFC 5280 §4.1.2.5; a SEFAZ rejeita
 * certificado vencido — cStat 282/283 na transmissão, MOC 7.0 §5.1).
 *
 * Mensagens (datas `DD/MM/AAAA` no fuso America/Sao_Paulo):
 * - vencido: `'Certificado vencido em DD/MM/AAAA'`;
 * - ainda não válido: `'Certificado válido somente a partir de DD/MM/AAAA'`;
 * - vence em até {@link DIAS_AVISO_VENCIMENTO} dias: `'O certificado vence em N dias (DD/MM/AAAA)'`
 *   (`'vence hoje'` / `'vence em 1 dia'` nos casos singulares).
 *
 * @param cert certificado (basta `validoDe`/`validoAte`).
 * @param agora instante de referência (padrão: agora).
 * @returns a {@link SituacaoValidade}. Não lança erros (use {@link exigirValido} para recusar).
 */
export function verificarValidade(cert: Periodo, agora: Date = new Date()): SituacaoValidade {
  const t = agora.getTime();
  const fim = cert.validoAte.getTime();
  const diasRestantes = Math.floor((fim - t) / DIA_MS);
  const expirado = t > fim;
  const naoIniciado = t < cert.validoDe.getTime();
  const valido = !expirado && !naoIniciado;
  let aviso: string | null = null;
  if (expirado) aviso = `Certificado vencido em ${formatData(cert.validoAte)}`;
  else if (naoIniciado) aviso = `Certificado válido somente a partir de ${formatData(cert.validoDe)}`;
  else if (diasRestantes <= DIAS_AVISO_VENCIMENTO) {
    const quando = diasRestantes === 0 ? 'hoje' : diasRestantes === 1 ? 'em 1 dia' : `em ${diasRestantes} dias`;
    aviso = `O certificado vence ${quando} (${formatData(cert.validoAte)})`;
  }
  return { valido, expirado, diasRestantes, aviso };
}

/**
 * Recusa o uso de um certificado fora da validade (antes de assinar ou de abrir TLS com a
 * SEFAZ). Certificado perto do vencimento é aceito (o aviso fica em {@link verificarValidade}).
 *
 * @param cert certificado.
 * @param agora instante de referência (padrão: agora).
 * @returns a {@link SituacaoValidade} quando válido.
 * @throws CertificadoError `VENCIDO` (`'Certificado vencido em DD/MM/AAAA'`) ou
 *   `AINDA_NAO_VALIDO` (`'Certificado válido somente a partir de DD/MM/AAAA'`).
 */
export function exigirValido(cert: Periodo, agora: Date = new Date()): SituacaoValidade {
  const s = verificarValidade(cert, agora);
  if (s.expirado) throw new CertificadoError('VENCIDO', s.aviso ?? '');
  if (!s.valido) throw new CertificadoError('AINDA_NAO_VALIDO', s.aviso ?? '');
  return s;
}
