/**
 * Tabela IBPT de referência na demonstração: a tabela 26.1.E embutida em
 * seed/dados/ibpt (fonte no README da pasta) carregada como versão ativa na UF de cada empresa de
 * demonstração, como a importação faria (versao_tabela_ibpt + ibpt). Assim as NFC-e/NF-e da
 * demonstração levam vTotTrib e o texto da Lei 12.741/2012; como a tabela já venceu, o aviso de
 * tabela vencida (`situacaoIbpt`) também aparece.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from '../db/tenant.ts';
import { lerZip } from '../../fiscal/zip/index.ts';
import { lerArquivoIbpt } from '../../domain/tributos/ibpt.ts';
import { decodificarCsv, inserirLote, inserirVersaoIbpt } from '../modules/tributos/ibpt.ts';

/** O ZIP embutido (um CSV oficial). */
export const ARQUIVO_IBPT_DEMO = fileURLToPath(new URL('./dados/ibpt/TabelaIBPTax_26.1.E.zip', import.meta.url));

let lido: ReturnType<typeof lerArquivoIbpt> | undefined;
function tabela(): ReturnType<typeof lerArquivoIbpt> {
  if (!lido) {
    const [csv] = lerZip(readFileSync(ARQUIVO_IBPT_DEMO), { limiteBytes: 16 * 1024 * 1024 }).filter((e) => e.caminho.toLowerCase().endsWith('.csv'));
    lido = lerArquivoIbpt(decodificarCsv(csv.dados));
  }
  return lido;
}

/** Carrega a tabela de referência como versão ativa da UF `uf` do emitente. Devolve o número de linhas. */
export async function seedDemoIbpt(c: Client, emitenteId: number, uf: string): Promise<number> {
  const { versao, linhas } = tabela();
  const versaoId = await inserirVersaoIbpt(c, emitenteId, uf, versao, linhas.length, 'TabelaIBPTax_26.1.E.csv', 'ativa');
  await inserirLote(c, emitenteId, versaoId, linhas);
  return linhas.length;
}
