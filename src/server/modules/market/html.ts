/**
 * HTML da loja pública (market), montado no servidor: a página chega pronta (primeira pintura sem
 * JavaScript nenhum), com título, descrição, Open Graph (prévia no WhatsApp e nas redes:
 * og:title/description/image/url/type, product:price:amount/currency) e dados estruturados
 * schema.org `Product` com `Offer` (preço em BRL e disponibilidade InStock/OutOfStock) para os
 * buscadores. Cores e nome vêm da configuração white-label do tenant. Todo texto do banco passa por
 * {@link esc}. Valores em R$ no formato pt-BR.
 */
import { formatMoeda as reais } from '../../../domain/formatos.ts';
import { urlSegura } from '../../../domain/url.ts';
import type { Combinacao, Loja, ProdutoVitrine, Tenant } from './consultas.ts';

/** Escapa texto para HTML (conteúdo e atributos). */
export function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Endereços das páginas e imagens da loja (relativos ao servidor). */
export const rotas = {
  vitrine: (t: Tenant) => `/${encodeURIComponent(t.url)}/market`,
  produto: (t: Tenant, loja: number, id: number) => `/${encodeURIComponent(t.url)}/market/produto/${loja}/${id}`,
  imagem: (t: Tenant, loja: number, id: number, tamanho: 'miniatura' | 'grande') =>
    `/${encodeURIComponent(t.url)}/market/imagem/${loja}/${id}.webp${tamanho === 'grande' ? '?tamanho=grande' : ''}`,
};

/** Logo do tenant quando é um endereço de imagem utilizável (http(s), data:image ou caminho do servidor; src/domain/url.ts). */
function logo(t: Tenant): string {
  const l = urlSegura(t.logo, 'imagem');
  return l ? `<img src="${esc(l)}" alt="" class="logo">` : '';
}

function estilo(cor: string): string {
  return `<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f8fa;color:#181c32}
a{color:inherit}header{background:${cor};color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px}
header a{text-decoration:none;font-weight:700;font-size:1.15rem}.logo{height:32px}main{max-width:1120px;margin:0 auto;padding:20px}
form.busca{display:flex;gap:8px;margin:0 0 20px}form.busca input{flex:1;padding:10px 12px;border:1px solid #d8dbe3;border-radius:8px;font-size:1rem}
button,.botao{background:${cor};color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:1rem;cursor:pointer;text-decoration:none;display:inline-block}
h1{font-size:1.5rem;margin:0 0 6px}h2{font-size:1.2rem;margin:28px 0 4px}.sub{color:#5e6278;margin:0 0 14px}
.grade{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:14px}
.card{background:#fff;border-radius:10px;overflow:hidden;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.08);display:flex;flex-direction:column}
.card img,.card .semfoto{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#eef0f4;display:block}
.card .semfoto{display:flex;align-items:center;justify-content:center;color:#a1a5b7;font-size:.85rem}
.card div{padding:10px}.card p{margin:0 0 6px;font-size:.95rem;line-height:1.3}.preco{font-weight:700;font-size:1.1rem}
.esgotado{color:#b42318;font-size:.85rem}.disponivel{color:#067647;font-size:.85rem}
.produto{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);gap:28px;background:#fff;border-radius:12px;padding:20px}
@media(max-width:760px){.produto{grid-template-columns:1fr}}
.principal{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#eef0f4;border-radius:8px}
.galeria{display:flex;gap:8px;margin-top:8px;flex-wrap:wrap}.galeria img{width:72px;height:72px;object-fit:contain;background:#eef0f4;border-radius:6px}
table{border-collapse:collapse;width:100%;margin:12px 0}td,th{border-bottom:1px solid #eef0f4;padding:8px;text-align:left}
.acoes{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}footer{color:#a1a5b7;text-align:center;padding:24px;font-size:.85rem}
</style>`;
}

function pagina(t: Tenant, o: { titulo: string; descricao: string; canonico: string; og: Record<string, string>; jsonLd?: unknown; corpo: string }): string {
  const meta = Object.entries(o.og)
    .map(([k, v]) => `<meta property="${esc(k)}" content="${esc(v)}">`)
    .join('\n');
  const ld = o.jsonLd ? `<script type="application/ld+json">${JSON.stringify(o.jsonLd).replace(/</g, '\\u003c')}</script>` : '';
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.titulo)}</title>
<meta name="description" content="${esc(o.descricao)}">
<link rel="canonical" href="${esc(o.canonico)}">
${meta}
<meta name="twitter:card" content="summary_large_image">
${ld}
${estilo(t.cor_primaria)}
</head><body>
<header>${logo(t)}<a href="${esc(rotas.vitrine(t))}">${esc(t.nome_empresa)}</a></header>
<main>${o.corpo}</main>
<footer>${esc(t.nome_empresa)}${urlSegura(t.site, 'link') ? ` · <a href="${esc(urlSegura(t.site, 'link'))}" rel="noopener">${esc(t.site)}</a>` : ''}</footer>
</body></html>`;
}

function cartao(t: Tenant, p: ProdutoVitrine): string {
  const img = p.capa_id
    ? `<img src="${esc(rotas.imagem(t, p.emitente_id, p.capa_id, 'miniatura'))}" alt="${esc(p.descricao)}" width="320" height="320" loading="lazy">`
    : '<span class="semfoto">sem imagem</span>';
  return `<a class="card" href="${esc(rotas.produto(t, p.emitente_id, p.id))}">${img}<div><p>${esc(p.descricao)}</p>
<span class="preco">${reais(p.preco_venda)}</span><br>${p.disponivel ? '<span class="disponivel">Disponível</span>' : '<span class="esgotado">Indisponível</span>'}</div></a>`;
}

/** Página `/{url}/market`: busca e, por loja, a grade de produtos públicos. */
export function paginaVitrine(t: Tenant, origem: string, lojas: Array<{ loja: Loja; produtos: ProdutoVitrine[] }>, busca: string): string {
  const secoes = lojas.length
    ? lojas
        .map(
          ({ loja, produtos }) =>
            `<section><h2>${esc(loja.nome)}</h2><p class="sub">${esc(loja.cidade)} - ${esc(loja.uf)}</p><div class="grade">${produtos.map((p) => cartao(t, p)).join('')}</div></section>`,
        )
        .join('')
    : `<p>${busca ? `Nenhum produto encontrado para "${esc(busca)}".` : 'Nenhum produto publicado ainda.'}</p>`;
  const descricao = `Produtos das lojas ${lojas.map((l) => l.loja.nome).join(', ') || `de ${t.nome_empresa}`}.`;
  const url = `${origem}${rotas.vitrine(t)}`;
  return pagina(t, {
    titulo: `Loja - ${t.nome_empresa}`,
    descricao,
    canonico: url,
    og: { 'og:type': 'website', 'og:title': `Loja - ${t.nome_empresa}`, 'og:description': descricao, 'og:url': url, 'og:locale': 'pt_BR' },
    corpo: `<h1>Loja</h1><form class="busca" method="get" role="search"><input type="search" name="q" value="${esc(busca)}" placeholder="Buscar produto" aria-label="Buscar produto"><button type="submit">Buscar</button></form>${secoes}`,
  });
}

/** Página `/{url}/market/produto/{loja}/{id}`. */
export function paginaProduto(
  t: Tenant,
  origem: string,
  d: { loja: Loja; produto: ProdutoVitrine; imagens: Array<{ id: number; legenda: string | null }>; combinacoes: Combinacao[] },
): string {
  const { loja, produto: p, imagens, combinacoes } = d;
  const url = `${origem}${rotas.produto(t, loja.id, p.id)}`;
  const imgGrande = imagens[0] ? `${origem}${rotas.imagem(t, loja.id, imagens[0].id, 'grande')}` : null;
  const descricao = (p.informacao_adicional || `${p.descricao} por ${reais(p.preco_venda)} em ${loja.nome} (${loja.cidade} - ${loja.uf}).`).slice(0, 300);
  const disponibilidade = p.disponivel ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.descricao,
    sku: p.codigo,
    ...(p.gtin && /^\d{8,14}$/.test(p.gtin) ? { gtin: p.gtin } : {}),
    description: descricao,
    ...(imagens.length ? { image: imagens.map((i) => `${origem}${rotas.imagem(t, loja.id, i.id, 'grande')}`) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      price: Number(p.preco_venda).toFixed(2),
      availability: disponibilidade,
      seller: { '@type': 'Organization', name: loja.nome },
    },
  };
  const og: Record<string, string> = {
    'og:type': 'product',
    'og:title': p.descricao,
    'og:description': descricao,
    'og:url': url,
    'og:site_name': t.nome_empresa,
    'og:locale': 'pt_BR',
    'product:price:amount': Number(p.preco_venda).toFixed(2),
    'product:price:currency': 'BRL',
    'product:availability': p.disponivel ? 'in stock' : 'out of stock',
  };
  if (imgGrande) Object.assign(og, { 'og:image': imgGrande, 'og:image:type': 'image/webp', 'og:image:alt': imagens[0]?.legenda || p.descricao });
  const principal = imagens[0]
    ? `<img class="principal" src="${esc(rotas.imagem(t, loja.id, imagens[0].id, 'grande'))}" alt="${esc(imagens[0].legenda || p.descricao)}" width="800" height="800" fetchpriority="high">`
    : '<div class="principal"></div>';
  const galeria =
    imagens.length > 1
      ? `<div class="galeria">${imagens
          .map(
            (i) =>
              `<a href="${esc(rotas.imagem(t, loja.id, i.id, 'grande'))}"><img src="${esc(rotas.imagem(t, loja.id, i.id, 'miniatura'))}" alt="${esc(i.legenda || p.descricao)}" loading="lazy"></a>`,
          )
          .join('')}</div>`
      : '';
  const grade = combinacoes.length
    ? `<table><caption style="text-align:left;font-weight:600">Opções</caption><thead><tr><th>Opção</th><th>Preço</th><th>Disponibilidade</th></tr></thead><tbody>${combinacoes
        .map(
          (c) =>
            `<tr><td>${esc(c.rotulo)}</td><td>${reais(Number(c.preco_venda) > 0 ? c.preco_venda : p.preco_venda)}</td><td>${c.disponivel ? '<span class="disponivel">Disponível</span>' : '<span class="esgotado">Indisponível</span>'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const texto = `${p.descricao} - ${reais(p.preco_venda)}\n${url}`;
  const fone = (loja.telefone ?? '').replace(/\D/g, '');
  const acoes = `<div class="acoes"><a class="botao" href="https://wa.me/?text=${encodeURIComponent(texto)}" rel="noopener" target="_blank">Compartilhar no WhatsApp</a>${
    fone.length >= 10
      ? `<a class="botao" href="https://wa.me/55${fone}?text=${encodeURIComponent(`Olá! Tenho interesse em: ${texto}`)}" rel="noopener" target="_blank">Falar com a loja</a>`
      : ''
  }</div>`;
  return pagina(t, {
    titulo: `${p.descricao} - ${loja.nome}`,
    descricao,
    canonico: url,
    og,
    jsonLd,
    corpo: `<p class="sub"><a href="${esc(rotas.vitrine(t))}">Loja</a> › ${esc(loja.nome)}</p>
<article class="produto"><div>${principal}${galeria}</div><div><h1>${esc(p.descricao)}</h1><p class="sub">Código ${esc(p.codigo)} · ${esc(p.unidade)}</p>
<p class="preco" style="font-size:1.6rem">${reais(p.preco_venda)}</p>${p.disponivel ? '<p class="disponivel">Disponível</p>' : '<p class="esgotado">Indisponível no momento</p>'}
${p.informacao_adicional ? `<p>${esc(p.informacao_adicional)}</p>` : ''}${grade}
<p class="sub">${esc(loja.nome)} · ${esc(loja.cidade)} - ${esc(loja.uf)}</p>${acoes}</div></article>`,
  });
}

/** Página 404 da loja (produto inexistente, não público ou de outra cadeia). */
export function paginaNaoEncontrada(t: Tenant): string {
  return pagina(t, {
    titulo: `Produto não encontrado - ${t.nome_empresa}`,
    descricao: 'Produto não encontrado.',
    canonico: rotas.vitrine(t),
    og: {},
    corpo: `<h1>Produto não encontrado</h1><p>Ele pode ter saído da loja. <a href="${esc(rotas.vitrine(t))}">Ver todos os produtos</a>.</p>`,
  });
}
