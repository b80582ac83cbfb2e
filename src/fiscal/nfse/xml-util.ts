/**
 * Peças de XML da NFS-e Nacional: namespace, escrita de elementos na ordem do XSD, decimais no
 * formato do leiaute; leitura por nome local reexportada de src/fiscal/sefaz/xml.ts.
 */
import { escaparXml } from '../nfe/xml.ts';

/** Namespace da NFS-e Padrão Nacional (todos os documentos: DPS, NFSe, pedRegEvento, evento). */
export const NS_NFSE = 'http://www.sped.fazenda.gov.br/nfse';

/** Versão do leiaute gerado (atributo `versao`; `TVerNFSe` do pacote 1.01). */
export const VERSAO_LEIAUTE_NFSE = '1.01';

/** Dado de entrada recusado antes de montar o XML; `campo` é o caminho da tag (ex.: `valores.vServPrest.vServ`). */
export class NfseDadosError extends Error {
  /**
   * @param campo caminho do campo, com os nomes de tag do leiaute.
   * @param mensagem frase pt-BR que nomeia o campo.
   */
  constructor(
    readonly campo: string,
    mensagem: string,
  ) {
    super(mensagem);
    this.name = 'NfseDadosError';
  }
}

/** `<tag>texto</tag>` com escape; vazio quando `valor` é `undefined`/`null`/`''`. */
export function el(tag: string, valor: string | number | undefined | null): string {
  if (valor === undefined || valor === null || valor === '') return '';
  return `<${tag}>${escaparXml(String(valor))}</${tag}>`;
}

/** `<tag>filhos</tag>`; vazio quando não há filhos. */
export function grupo(tag: string, filhos: string): string {
  return filhos ? `<${tag}>${filhos}</${tag}>` : '';
}

/**
 * Valor monetário em reais no formato `TSDec15V2` (`1234.50`; zero vira `0.00`).
 * @throws NfseDadosError se não for número finito, for negativo ou tiver mais de 2 casas.
 */
export function dec2(valor: number | undefined, campo: string): string | undefined {
  if (valor === undefined) return undefined;
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0) throw new NfseDadosError(campo, `${campo}: valor em reais, número não negativo`);
  const centavos = Math.round(valor * 100);
  if (Math.abs(centavos - valor * 100) > 1e-6) throw new NfseDadosError(campo, `${campo}: no máximo 2 casas decimais (centavos)`);
  if (centavos >= 1e17) throw new NfseDadosError(campo, `${campo}: valor acima do limite do leiaute`);
  return (centavos / 100).toFixed(2);
}

/**
 * Percentual com 2 casas (`TSDec1V2`/`TSDec2V2`/`TSDec3V2`): `5.00` = 5 %.
 * @param max limite exclusivo de dígitos inteiros (10 para TSDec1V2, 100 para TSDec2V2...).
 * @throws NfseDadosError fora de `[0, max)` ou com mais de 2 casas.
 */
export function percentual(valor: number | undefined, campo: string, max = 10): string | undefined {
  if (valor === undefined) return undefined;
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0 || valor >= max) {
    throw new NfseDadosError(campo, `${campo}: percentual entre 0 e ${(max - 0.01).toFixed(2)}`);
  }
  const c = Math.round(valor * 100);
  if (Math.abs(c - valor * 100) > 1e-6) throw new NfseDadosError(campo, `${campo}: no máximo 2 casas decimais`);
  return (c / 100).toFixed(2);
}

/** Leitura por nome local (com ou sem prefixo): as mesmas funções do cliente SEFAZ da NF-e. */
export { atributoDe, elemento, elementos, semDeclaracao, texto } from '../sefaz/xml.ts';
