/**
 * Consulta de CNPJ no cadastro público da Receita Federal por um provedor configurável (SPEC §7
 * "Outside the product API": "a public company-registry lookup by CNPJ").
 *
 * - Provedor: CNPJ_API_URL, modelo de URL com `{cnpj}` (padrão BrasilAPI
 *   `https://brasilapi.com.br/api/cnpj/v1/{cnpj}`; `off` desliga). Aceita a resposta no formato da
 *   BrasilAPI (`razao_social`, `nome_fantasia`, `codigo_municipio_ibge`...) ou da ReceitaWS (`nome`,
 *   `fantasia`, `municipio`, `status: "ERROR"`...), devolvida sempre no formato da BrasilAPI.
 * - Tempo limite: {@link TEMPO_LIMITE_CNPJ_MS}; redirecionamentos recusados.
 * - CNPJ alfanumérico (IN RFB 2.229/2024, a partir de julho de 2026) aceito como está: 12
 *   caracteres [0-9A-Z] + 2 dígitos verificadores.
 */

/** Tempo limite da chamada ao provedor (ms). */
export const TEMPO_LIMITE_CNPJ_MS = 5000;
/** Provedor padrão (BrasilAPI, dados abertos do CNPJ). */
export const CNPJ_API_PADRAO = 'https://brasilapi.com.br/api/cnpj/v1/{cnpj}';
/** Mensagem quando o provedor não responde (rede, tempo, erro 5xx ou resposta estranha). */
export const CNPJ_INDISPONIVEL = 'Consulta de CNPJ indisponível no momento: preencha os dados à mão ou tente mais tarde.';

/** Dados de uma empresa no formato da BrasilAPI (só os campos que o produto usa). */
export interface EmpresaCnpj {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string;
  email: string;
  ddd_telefone_1: string;
  descricao_tipo_de_logradouro: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
  municipio: string;
  codigo_municipio_ibge: number | null;
  uf: string;
  cnae_fiscal: string;
  descricao_situacao_cadastral: string;
}

/** Resultado da consulta ao provedor. */
export type ResultadoProvedor = { tipo: 'ok'; empresa: EmpresaCnpj } | { tipo: 'nao-encontrado' } | { tipo: 'indisponivel'; motivo: string };

const texto = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : typeof v === 'number' ? String(v) : '');

/**
 * Lê a resposta do provedor (BrasilAPI ou ReceitaWS) e devolve o formato da BrasilAPI.
 * @returns null quando a resposta não traz razão social (não é uma empresa).
 */
export function normalizarRespostaCnpj(cnpj: string, j: Record<string, unknown>): EmpresaCnpj | null {
  const receitaWs = typeof j.nome === 'string' && !('razao_social' in j);
  const razao = texto(receitaWs ? j.nome : j.razao_social);
  if (!razao) return null;
  const ibge = Number(j.codigo_municipio_ibge);
  const atividade = Array.isArray(j.atividade_principal) ? (j.atividade_principal[0] as Record<string, unknown> | undefined) : undefined;
  const cnae = receitaWs ? texto(atividade?.code).replace(/\D/g, '') : texto(j.cnae_fiscal);
  return {
    cnpj,
    razao_social: razao,
    nome_fantasia: texto(receitaWs ? j.fantasia : j.nome_fantasia),
    email: texto(j.email).toLowerCase(),
    ddd_telefone_1: texto(receitaWs ? String(j.telefone ?? '').split('/')[0] : j.ddd_telefone_1).replace(/\D/g, ''),
    descricao_tipo_de_logradouro: texto(j.descricao_tipo_de_logradouro),
    logradouro: texto(j.logradouro),
    numero: texto(j.numero),
    complemento: texto(j.complemento),
    bairro: texto(j.bairro),
    cep: texto(j.cep).replace(/\D/g, '').slice(0, 8),
    municipio: texto(j.municipio),
    codigo_municipio_ibge: Number.isInteger(ibge) && ibge >= 1000000 && ibge <= 9999999 ? ibge : null,
    uf: texto(j.uf).toUpperCase().slice(0, 2),
    cnae_fiscal: /^\d{7}$/.test(cnae) ? cnae : '',
    descricao_situacao_cadastral: texto(receitaWs ? j.situacao : j.descricao_situacao_cadastral),
  };
}

/**
 * Consulta o provedor. Nunca lança erro.
 * @param modelo URL com `{cnpj}` (CNPJ_API_URL).
 * @param cnpj 14 caracteres já normalizados (maiúsculas, sem máscara).
 */
export async function consultarProvedorCnpj(
  modelo: string,
  cnpj: string,
  fetchImpl: typeof fetch = fetch,
  tempoLimiteMs = TEMPO_LIMITE_CNPJ_MS,
): Promise<ResultadoProvedor> {
  try {
    const res = await fetchImpl(modelo.replace('{cnpj}', cnpj), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(tempoLimiteMs),
      redirect: 'error',
    });
    if (res.status === 404) return { tipo: 'nao-encontrado' };
    if (!res.ok) return { tipo: 'indisponivel', motivo: `HTTP ${res.status}` };
    const j = (await res.json()) as unknown;
    if (!j || typeof j !== 'object') return { tipo: 'indisponivel', motivo: 'resposta sem objeto' };
    const o = j as Record<string, unknown>;
    // ReceitaWS responde 200 com status ERROR para CNPJ inexistente ou inválido
    if (o.status === 'ERROR')
      return /inv[aá]lido|n[aã]o encontrado|rejeitado/i.test(texto(o.message))
        ? { tipo: 'nao-encontrado' }
        : { tipo: 'indisponivel', motivo: texto(o.message) };
    const empresa = normalizarRespostaCnpj(cnpj, o);
    return empresa ? { tipo: 'ok', empresa } : { tipo: 'indisponivel', motivo: 'resposta sem razão social' };
  } catch (e) {
    return { tipo: 'indisponivel', motivo: e instanceof Error ? e.name : 'erro' };
  }
}
