/**
 * Loja pública (market; SPEC §1 "A public market area shows product pages per store", §2 rotas
 * `/{url}/market` e `/{url}/market/produto/{loja}/{id}`, §6 "market is public"):
 * - `GET /{url}/market[?q=]` -> HTML: as lojas (emitentes) do tenant com produtos públicos e a grade
 *   de cada uma;
 * - `GET /{url}/market/produto/{loja}/{id}` -> HTML da página do produto (imagens, preço em R$,
 *   combinações da grade, disponibilidade, compartilhar), com Open Graph e schema.org; 404 em HTML
 *   quando o produto não é público, não existe ou a loja é de outra cadeia;
 * - `GET /{url}/market/imagem/{loja}/{id}.webp[?tamanho=grande]` -> a imagem de um produto público.
 * Sem login. `{loja}` é o código do emitente. As rotas são estáticas no segmento `market`, então valem
 * antes do fallback da SPA (`/{url}/*`, modules/web/static.ts) qualquer que seja a ordem de registro.
 * Endereços absolutos (og:url, og:image) usam PUBLIC_URL. Cache: páginas 60 s públicas (preço e
 * disponibilidade mudam), imagens um dia (o arquivo de um id nunca muda). Limite por IP: PUBLIC_RATE_MAX
 * pedidos por minuto nas páginas, cinco vezes isso nas imagens; depois 429.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { lerObjeto } from '../../armazenamento.ts';
import { chaveImagem } from '../estoque/imagens.ts';
import { imagemPublica, produtoPublico, tenantDoUrl, vitrine } from './consultas.ts';
import { paginaNaoEncontrada, paginaProduto, paginaVitrine } from './html.ts';
import { acao } from '../../http/contrato.ts';
import { MARKET } from '../../../contratos/market.ts';

const inteiro = (s: string) => (/^\d{1,9}$/.test(s) ? Number(s) : null);

function html(reply: FastifyReply, status: number, corpo: string) {
  return reply
    .status(status)
    .header('cache-control', status === 200 ? 'public, max-age=60' : 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(corpo);
}

export function registerMarketRoutes(app: FastifyInstance, config: Config, db: Database): void {
  // públicas: limite por IP como as demais rotas públicas (PUBLIC_RATE_MAX por minuto; imagens 5x, uma página mostra várias)
  const limite = { config: { rateLimit: { max: config.publicRateMax, timeWindow: '1 minute' } } };
  const limiteImagens = { config: { rateLimit: { max: config.publicRateMax * 5, timeWindow: '1 minute' } } };
  app.get('/:url/market', acao(MARKET.vitrine, limite), async (req, reply) => {
    const { url } = req.params as { url: string };
    const t = await tenantDoUrl(db, url);
    if (!t) return reply.callNotFound();
    const q = String((req.query as { q?: unknown })?.q ?? '').slice(0, 60);
    return html(reply, 200, paginaVitrine(t, config.publicUrl, await vitrine(db, t, q), q));
  });

  app.get('/:url/market/produto/:loja/:id', acao(MARKET.produto, limite), async (req, reply) => {
    const { url, loja, id } = req.params as { url: string; loja: string; id: string };
    const t = await tenantDoUrl(db, url);
    if (!t) return reply.callNotFound();
    const l = inteiro(loja);
    const p = inteiro(id);
    const d = l && p ? await produtoPublico(db, t, l, p) : null;
    if (!d) return html(reply, 404, paginaNaoEncontrada(t));
    return html(reply, 200, paginaProduto(t, config.publicUrl, d));
  });

  app.get('/:url/market/imagem/:loja/:arquivo', acao(MARKET.imagem, limiteImagens), async (req, reply) => {
    const { url, loja, arquivo } = req.params as { url: string; loja: string; arquivo: string };
    const tamanho = (req.query as { tamanho?: string })?.tamanho === 'grande' ? 'grande' : 'miniatura';
    const m = /^(\d{1,9})\.webp$/.exec(arquivo);
    const l = inteiro(loja);
    const t = m && l ? await tenantDoUrl(db, url) : null;
    const chave = t && m && l ? await imagemPublica(db, t, l, Number(m[1])) : null;
    const dados = chave ? await lerObjeto(config, chaveImagem(l!, chave, tamanho)) : null;
    if (!dados) return reply.callNotFound();
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(dados);
  });
}
