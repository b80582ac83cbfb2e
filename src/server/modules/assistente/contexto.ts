/**
 * Contexto do assistente: os artigos publicados da central de ajuda (modules/ajuda) mais ligados à
 * pergunta, escolhidos por palavras em comum com o índice de busca do artigo (`texto_busca`, sem
 * acento e minúsculo). Sem artigos em comum, o assistente responde só com o que o prompt de
 * sistema diz do produto e avisa que não achou artigo.
 */
import type { Client } from '../../db/tenant.ts';
import { textoDoHtml } from '../../html/sanitizar.ts';
import { normalizeSearch } from '../../../domain/busca.ts';

/** Artigos no contexto de uma pergunta (no máximo). */
export const MAX_ARTIGOS = 3;
/** Caracteres do texto de cada artigo enviados ao modelo (no máximo). */
export const MAX_TEXTO_ARTIGO = 4000;

// palavras que não dizem nada sobre o assunto (pt-BR), fora da comparação
const VAZIAS = new Set(
  'como para que qual quais onde quando porque por pelo pela pelos pelas uma umas uns com sem sobre entre isso esta este essa esse esta estou estao fazer faco pode posso preciso quero tenho nao sim mais menos muito muita meu minha seu sua dos das nos nas aos ate ser sao foi era tem ter'.split(
    ' ',
  ),
);

/** Palavras da pergunta usadas na busca (normalizadas, 3+ letras, sem as vazias; até 12). */
export function palavrasDaPergunta(pergunta: string): string[] {
  const vistas = new Set<string>();
  for (const p of normalizeSearch(pergunta).split(' ')) if (p.length >= 3 && !VAZIAS.has(p)) vistas.add(p);
  return [...vistas].slice(0, 12);
}

export interface ArtigoContexto {
  id: number;
  titulo: string;
  texto: string;
}

/**
 * Os artigos publicados (de categorias ativas) com mais palavras da pergunta, os de mais
 * palavras primeiro; empate pela ordem da central de ajuda.
 */
export async function artigosParaPergunta(c: Client, pergunta: string): Promise<ArtigoContexto[]> {
  const palavras = palavrasDaPergunta(pergunta);
  if (!palavras.length) return [];
  const padroes = palavras.map((p) => `%${p.replace(/[\\%_]/g, (x) => '\\' + x)}%`);
  const { rows } = await c.query(
    `SELECT a.id, a.titulo, a.conteudo,
            (SELECT count(*) FROM unnest($1::text[]) AS p WHERE a.texto_busca LIKE p) AS pontos
       FROM ajuda a JOIN ajuda_categoria cat ON cat.id = a.categoria_id
      WHERE a.publicado AND cat.ativo AND a.texto_busca LIKE ANY ($1::text[])
      ORDER BY pontos DESC, cat.ordem, a.ordem, a.titulo
      LIMIT $2`,
    [padroes, MAX_ARTIGOS],
  );
  return rows.map((r) => ({ id: r.id as number, titulo: String(r.titulo), texto: textoDoHtml(String(r.conteudo ?? '')).slice(0, MAX_TEXTO_ARTIGO) }));
}

/** Prompt de sistema: o papel do assistente e os artigos encontrados. */
export function promptDeSistema(nomeProduto: string, artigos: ArtigoContexto[]): string {
  const base = [
    `Você é o assistente do ${nomeProduto}, um sistema de gestão (ERP) para pequenas empresas brasileiras que emite NF-e (modelo 55) e NFC-e (modelo 65).`,
    'Responda em português do Brasil, de forma curta e prática, dizendo em que tela e em que botão o usuário deve ir.',
    'Use os artigos da central de ajuda abaixo como fonte principal. Se a resposta não estiver neles, diga que não encontrou na ajuda e sugira abrir um chamado de suporte.',
    'Não invente telas, campos ou regras fiscais. Não peça senhas nem dados de certificado.',
  ].join('\n');
  if (!artigos.length) return `${base}\n\nNenhum artigo da central de ajuda corresponde a esta pergunta.`;
  return `${base}\n\nArtigos da central de ajuda:\n${artigos.map((a, i) => `### ${i + 1}. ${a.titulo}\n${a.texto}`).join('\n\n')}`;
}
