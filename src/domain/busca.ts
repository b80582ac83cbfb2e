/** Tamanho mínimo do termo de pesquisa (SPEC §5 e §9). */
export const SEARCH_MIN = 2;

/**
 * Indica se o termo de pesquisa tem o tamanho mínimo (SPEC §5: "Search minimum length: 2").
 *
 * @param term termo digitado; `null`/`undefined` contam como vazio.
 * @returns `true` se, após `trim()`, tiver ao menos {@link SEARCH_MIN} caracteres Unicode.
 *   Não lança erros. Mensagem correspondente: `MENSAGENS.buscaMinima`.
 */
export function isSearchLongEnough(term: string | null | undefined): boolean {
  return Array.from((term ?? '').trim()).length >= SEARCH_MIN;
}

/**
 * Normaliza um termo de pesquisa para comparação sem acento e sem caixa.
 *
 * Remove espaços nas pontas, reduz espaços internos a um só, decompõe (NFD) e retira os
 * acentos (marcas combinantes) e converte para minúsculas (`'  São   JOSÉ '` -> `'sao jose'`).
 * Regra do projeto (não há regra na SPEC); o servidor deve comparar com a coluna normalizada
 * do mesmo jeito.
 *
 * @param term termo digitado; `null`/`undefined` viram `''`.
 * @returns o termo normalizado. Não lança erros.
 */
export function normalizeSearch(term: string | null | undefined): string {
  return (term ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Dobra um texto para comparação sem acento e sem caixa, SEM mexer nos espaços: decompõe (NFD),
 * retira as marcas combinantes e converte para minúsculas (`'Café D'Ávila'` -> `'cafe d'avila'`).
 * É o lado JavaScript de `erp_sem_acento()` do banco (migração 1763700001820), que faz o mesmo
 * para as letras de {@link LETRAS_ACENTUADAS}; um teste garante que os dois concordam.
 * @returns o texto dobrado. Não lança erros.
 */
export function dobrarBusca(texto: string | null | undefined): string {
  return (texto ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * As letras acentuadas do português, espanhol, francês, alemão e italiano (Latin-1 e Latin
 * Extended-A usuais) e as suas bases sem acento, na ordem do `translate()` de `erp_sem_acento()`.
 */
export const LETRAS_ACENTUADAS = {
  de: 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
  para: 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy',
} as const;
