/** Respostas de arquivo (PDF, XML, ZIP, planilhas) das rotas dos módulos. */
import type { FastifyReply } from 'fastify';

/** Blob com Content-Disposition e nome em UTF-8 (RFC 6266 / RFC 5987). */
export function enviarArquivo(reply: FastifyReply, tipo: string, nome: string, dados: Buffer | string, disposicao: 'inline' | 'attachment' = 'attachment') {
  const ascii = nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', tipo)
    .header('Content-Disposition', `${disposicao}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`)
    .header('Cache-Control', 'private, no-store')
    .send(dados);
}
