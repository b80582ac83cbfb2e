/**
 * Rotas dos "outros eventos" da NF-e emitida (outros-eventos.ts), no estilo do
 * gerenciador (SPEC §7 "/v1/GerenciadorNFe"):
 * - `GET TiposEventoNFe`: a tabela de descritores (campos do diálogo), sem funções.
 * - `GET EventosNFe?nota`: eventos que cabem na nota agora, os já registrados e os itens da nota.
 * - `POST EmitirEventoNFe?nota&tpEvento`, corpo JSON com os campos do descritor (e `itens`): o
 *   corpo, e não a consulta, porque leva a imagem do comprovante de entrega.
 * - `GET ImprimirEventoNFe/{id}`: PDF do evento registrado (id de faturamento_evento).
 * Permissões: Permitir.GerenciadorNFe.Gerenciar para emitir (como o cancelamento);
 * .Consultar ou .Gerenciar para listar e imprimir.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { EVENTOS_NFE, descritorPublico } from '../../../fiscal/nfe/eventos/descritores.ts';
import { gerarPdfOutroEvento } from '../../../fiscal/danfe/index.ts';
import { emitirEventoNota, eventoParaImpressao, eventosDisponiveisDaNota } from './outros-eventos.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { exigir } from '../../auth/exigir.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';

const BASE = '/v1/GerenciadorNFe';

function idPositivo(v: unknown, campo: string, rotulo: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new ValidationError({ [campo]: [`Informe ${rotulo}`] }, `Informe ${rotulo}.`);
  return n;
}

export function registerOutrosEventosRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get(`${BASE}/TiposEventoNFe`, acao(NFE.tiposEvento, auth), async (req) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['GerenciadorNFe', 'Gerenciar'],
    ]);
    return ok([...EVENTOS_NFE.values()].map(descritorPublico));
  });

  app.get(`${BASE}/EventosNFe`, acao(NFE.eventos, auth), async (req) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['GerenciadorNFe', 'Gerenciar'],
    ]);
    const nota = idPositivo((req.query as Record<string, unknown>).nota, 'nota', 'a nota (faturamento)');
    return ok(await eventosDisponiveisDaNota(db, req.ctx, nota));
  });

  app.post(`${BASE}/EmitirEventoNFe`, acao(NFE.emitirEvento, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const q = req.query as Record<string, unknown>;
    const nota = idPositivo(q.nota, 'nota', 'a nota (faturamento)');
    const corpo = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const r = await emitirEventoNota(db, config, req.ctx, nota, q.tpEvento, corpo);
    return reply.code(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });
  });

  app.get(`${BASE}/ImprimirEventoNFe/:id`, acao(NFE.imprimirEvento, auth), async (req, reply) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['GerenciadorNFe', 'Gerenciar'],
    ]);
    const id = idPositivo((req.params as Record<string, unknown>).id, 'id', 'o evento');
    const e = await withTenant(db, req.ctx, (c) => eventoParaImpressao(c, req.ctx.emitenteId!, id));
    const pdf = await gerarPdfOutroEvento({ xmlEvento: e.xml, ...(e.nfe ? { nfe: e.nfe } : {}) });
    return enviarArquivo(reply, 'application/pdf', `Evento-${e.tipo}-${e.chave}-${e.seq}.pdf`, pdf, 'inline');
  });
}
