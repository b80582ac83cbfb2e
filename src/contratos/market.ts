/**
 * Contracts of the public market pages (SPEC §1 "A public market area shows product pages per store",
 * §2 routes `/{url}/market` and `/{url}/market/produto/{loja}/{id}`, §6 "market is public";
 * src/server/modules/market/routes.ts). They answer HTML pages and WebP images, without login and
 * rate-limited per IP. The path and query values are left unchecked on purpose: an unknown tenant,
 * store, product or image answers the HTML "not found" page (or the plain 404), never a JSON 400.
 */
import { type Contrato, arquivo, objeto, texto } from './base.ts';

const url = texto('Endereço do inquilino');
const loja = texto('Loja (código do emitente)');

export const MARKET = {
  vitrine: {
    id: 'Market_Vitrine',
    metodo: 'GET',
    caminhos: ['/:url/market'],
    tag: 'Loja pública',
    resumo: 'Vitrine: as lojas do inquilino com produtos públicos (HTML)',
    publico: true,
    params: objeto({ url }, ['url']),
    query: objeto({ q: { title: 'Busca (até 60 caracteres)' } }),
    resposta: arquivo(['text/html'], 'A página; 404 quando o inquilino não existe.'),
  },
  produto: {
    id: 'Market_Produto',
    metodo: 'GET',
    caminhos: ['/:url/market/produto/:loja/:id'],
    tag: 'Loja pública',
    resumo: 'Página pública do produto (imagens, preço, grade, disponibilidade; Open Graph e schema.org)',
    publico: true,
    params: objeto({ url, loja, id: texto('Produto') }, ['url', 'loja', 'id']),
    resposta: arquivo(['text/html'], 'A página; 404 em HTML quando o produto não é público, não existe ou a loja é de outra cadeia.'),
  },
  imagem: {
    id: 'Market_Imagem',
    metodo: 'GET',
    caminhos: ['/:url/market/imagem/:loja/:arquivo'],
    tag: 'Loja pública',
    resumo: 'Imagem de um produto público ({id}.webp)',
    publico: true,
    params: objeto({ url, loja, arquivo: texto('Imagem ({id}.webp)') }, ['url', 'loja', 'arquivo']),
    query: objeto({ tamanho: { title: 'Tamanho (grande; qualquer outro valor: miniatura)' } }),
    resposta: arquivo(['image/webp'], 'A imagem; 404 quando não é de um produto público.'),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_MARKET: readonly Contrato[] = Object.values(MARKET);
