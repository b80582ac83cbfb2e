/**
 * Assistente (SPEC §7 "Extras": `GET /v1/ChatGPT/Chat?chat`): responde dúvidas
 * sobre o produto com os artigos da central de ajuda como contexto, por qualquer API compatível com
 * a da OpenAI (`POST {CHAT_API_URL}/chat/completions`: OpenAI, Azure OpenAI, Ollama, vLLM...).
 *
 * Configuração (README "Configuração"): CHAT_API_URL (base, ex. `https://api.openai.com/v1`),
 * CHAT_API_KEY (obrigatória: sem ela o recurso fica desligado e escondido), CHAT_MODEL (padrão
 * `gpt-4o-mini`), CHAT_TEMPO_LIMITE_SEGUNDOS (padrão 30).
 *
 * - `GET /v1/ChatGPT/Status` → `{ ativo }`: o app web mostra o botão só quando ativo.
 * - `GET /v1/ChatGPT/Chat?chat=<pergunta>` (usuário autenticado; 20 por minuto por IP) →
 *   `{ resposta, artigos: [{id, titulo}], modelo }`. Pergunta vazia ou com mais de
 *   {@link MAX_PERGUNTA} caracteres: 400 nomeando `chat`. Desligado: 404. O serviço não respondeu
 *   no tempo: 504; respondeu com erro ou sem texto: 502 — sempre com mensagem em pt-BR, sem a chave.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { marcaDoUsuario } from '../conta/marca.ts';
import { artigosParaPergunta, promptDeSistema } from './contexto.ts';
import { acao } from '../../http/contrato.ts';
import { SUPORTE } from '../../../contratos/suporte.ts';

/** Tamanho máximo da pergunta (caracteres). */
export const MAX_PERGUNTA = 2000;

/** Se o assistente está configurado (URL e chave). */
export function assistenteAtivo(config: Pick<Config, 'chatApiUrl' | 'chatApiKey'>): boolean {
  return Boolean(config.chatApiUrl && config.chatApiKey);
}

/**
 * Chama `POST {base}/chat/completions` e devolve o texto da primeira escolha.
 * @throws ApiError 504 (tempo esgotado) ou 502 (erro HTTP, resposta sem texto, rede).
 */
export async function perguntarAoModelo(config: Config, sistema: string, pergunta: string): Promise<string> {
  const url = `${config.chatApiUrl!.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.chatApiKey}` },
      body: JSON.stringify({
        model: config.chatModel,
        temperature: 0.2,
        messages: [
          { role: 'system', content: sistema },
          { role: 'user', content: pergunta },
        ],
      }),
      signal: AbortSignal.timeout(config.chatTempoLimiteSegundos * 1000),
      redirect: 'error',
    });
  } catch (e) {
    if (e instanceof Error && e.name === 'TimeoutError') {
      throw new ApiError(504, `O assistente não respondeu em ${config.chatTempoLimiteSegundos} s. Tente de novo em instantes.`);
    }
    throw new ApiError(502, 'Não foi possível falar com o serviço do assistente. Tente de novo mais tarde.');
  }
  if (!res.ok) {
    throw new ApiError(
      502,
      res.status === 401 || res.status === 403
        ? 'O serviço do assistente recusou a chave configurada (CHAT_API_KEY).'
        : `O serviço do assistente respondeu com erro (HTTP ${res.status}).`,
    );
  }
  const corpo = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }> } | null;
  const texto = corpo?.choices?.[0]?.message?.content;
  if (typeof texto !== 'string' || !texto.trim()) throw new ApiError(502, 'O serviço do assistente respondeu sem texto.');
  return texto.trim();
}

export function registerAssistenteRoutes(app: FastifyInstance, config: Config, db: Database): void {
  app.get('/v1/ChatGPT/Status', acao(SUPORTE.assistenteStatus, { preHandler: app.authenticate }), async () => ok({ ativo: assistenteAtivo(config) }));

  app.get(
    '/v1/ChatGPT/Chat',
    acao(SUPORTE.assistenteChat, { preHandler: app.authenticate, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }),
    async (req) => {
      if (!assistenteAtivo(config)) throw new ApiError(404, 'O assistente não está configurado neste servidor.');
      const chat = (req.query as { chat?: unknown }).chat;
      const pergunta = typeof chat === 'string' ? chat.trim() : '';
      if (!pergunta) throw new ValidationError({ chat: ['Escreva a sua pergunta'] }, 'Escreva a sua pergunta.');
      if (pergunta.length > MAX_PERGUNTA) {
        throw new ValidationError({ chat: [`No máximo ${MAX_PERGUNTA} caracteres`] }, `A pergunta pode ter no máximo ${MAX_PERGUNTA} caracteres.`);
      }
      const { artigos, marca } = await withTenant(db, req.ctx, async (c) => ({
        artigos: await artigosParaPergunta(c, pergunta),
        marca: await marcaDoUsuario(c, req.ctx.usuarioId),
      }));
      const resposta = await perguntarAoModelo(config, promptDeSistema(marca.nome_empresa, artigos), pergunta);
      return ok({ resposta, artigos: artigos.map((a) => ({ id: a.id, titulo: a.titulo })), modelo: config.chatModel });
    },
  );
}
