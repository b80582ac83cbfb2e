/**
 * Impressão da Carta de Correção Eletrônica (evento 110110) em A4 retrato (evento-pdf.ts): emitente,
 * dados da NF-e (chave com código de barras, número, série, emissão), dados do evento (sequência,
 * data, protocolo, situação), o texto da correção e as condições de uso.
 */
import { campoTexto } from './xml-eventos.ts';
import { type CabecalhoNFeCCe, gerarPdfEventoNFe } from './evento-pdf.ts';

export type { CabecalhoNFeCCe } from './evento-pdf.ts';

export interface EntradaCCe {
  /** `procEventoNFe` (evento + retEvento), ou só o `evento` (então informe `xmlRetEvento`, se houver). */
  xmlEvento: string;
  /** `retEvento` ou `retEnvEvento` da SEFAZ, quando `xmlEvento` não é um `procEventoNFe`. */
  xmlRetEvento?: string;
  /** XML da NF-e (`nfeProc`/`NFe`) ou os dados do cabeçalho. Sem ele, nº/série/CNPJ saem da chave. */
  nfe?: string | CabecalhoNFeCCe;
  logo?: Buffer;
  /** Comprimir os fluxos do PDF (padrão `true`; `false` só para testes e depuração). */
  compress?: boolean;
}

/** Texto oficial das condições de uso (leiaute da CC-e, e110110). */
export const CONDICOES_USO_CCE =
  'A Carta de Correção é disciplinada pelo § 1º-A do art. 7º do Convênio S/N, de 15 de dezembro de 1970 e pode ser ' +
  'utilizada para regularização de erro ocorrido na emissão de documento fiscal, desde que o erro não esteja ' +
  'relacionado com: I - as variáveis que determinam o valor do imposto tais como: base de cálculo, alíquota, ' +
  'diferença de preço, quantidade, valor da operação ou da prestação; II - a correção de dados cadastrais que ' +
  'implique mudança do remetente ou do destinatário; III - a data de emissão ou de saída.';

/**
 * Gera o PDF da CC-e.
 *
 * Sem retorno da SEFAZ com cStat 135/136 (evento registrado), ou em homologação, sai a marca
 * d'água "SEM VALOR FISCAL".
 *
 * @throws Error se `xmlEvento` não contiver um evento de CC-e (`infEvento` com `xCorrecao`).
 */
export async function gerarPdfCCe(entrada: EntradaCCe): Promise<Buffer> {
  try {
    return await gerarPdfEventoNFe({
      ...entrada,
      conteudo: (det) => ({
        titulo: 'CARTA DE CORREÇÃO ELETRÔNICA',
        subtitulo: 'CC-e - Evento 110110',
        nomeEvento: 'Carta de Correção',
        quadros: [
          { titulo: 'CORREÇÃO', texto: campoTexto(det, 'xCorrecao') ?? '', alturaMinima: 200 },
          { titulo: 'CONDIÇÕES DE USO', texto: campoTexto(det, 'xCondUso') ?? CONDICOES_USO_CCE, tamanho: 7.5, justificar: true },
        ],
      }),
    });
  } catch (e) {
    if (e instanceof Error && /não contém um evento/.test(e.message))
      throw new Error('XML não contém um evento de Carta de Correção (evento/infEvento/detEvento)');
    throw e;
  }
}
