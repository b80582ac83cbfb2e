/** Mensagem pt-BR de uma falha de comunicação com a SEFAZ, para o usuário, sem detalhes internos. */
import type { SefazError } from './transporte.ts';

/** Mensagem pt-BR de uma falha de comunicação (sem detalhes internos). */
export function mensagemFalhaSefaz(e: SefazError): string {
  switch (e.codigo) {
    case 'timeout':
      return 'A SEFAZ não respondeu a tempo.';
    case 'rede':
      return 'Falha de comunicação com a SEFAZ.';
    case 'tls':
      return 'Falha na conexão segura (TLS) com a SEFAZ.';
    case 'certificado-servidor':
      return 'Não foi possível estabelecer conexão segura com a SEFAZ (certificado do servidor não confiável).';
    case 'cliente-recusado':
      return 'A SEFAZ recusou o certificado digital da empresa.';
    case 'validacao':
      return e.message;
    case 'http':
      return (e.status ?? 0) >= 500 || /HTTP 5\d\d/.test(e.message)
        ? `A SEFAZ autorizadora está fora do ar (serviço indisponível, HTTP ${e.status ?? 503}).`
        : 'Falha de comunicação com a SEFAZ.';
    default:
      return 'Falha de comunicação com a SEFAZ.';
  }
}
