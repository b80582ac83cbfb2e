/**
 * Aquecimento da emissão logo depois do `listen`: a primeira NFC-e depois de um
 * início não pode cair em contingência só porque o processo está frio. O tempo-limite da NFC-e é
 * curto (3 s de conexão, 8 s de resposta; config-nfce.ts) e, frio, o primeiro envio pagaria:
 * a carga do WASM do libxml2 e a compilação dos schemas `nfe`, `enviNFe` (no simulador, no mesmo
 * processo, dentro da janela de resposta) e `nfeProc`; as tabelas de webservices/URLs e as ACs; a
 * decifragem e leitura do certificado A1; o primeiro handshake TLS mútuo.
 *
 * `aquecerEmissao` faz tudo isso em segundo plano (não atrasa o `listen`): compila os schemas da
 * emissão e da consulta, carrega as tabelas e, para até {@link EMITENTES_AQUECIDOS} empresas com
 * vendas do PDV nos últimos 30 dias (ou com a NFC-e configurada), lê o certificado e consulta o
 * status do serviço modelo 65 (uma consulta por empresa: aquece o TLS dos dois lados). Nunca lança.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant } from '../../db/tenant.ts';
import { ctxEmitente } from '../../db/tenant.ts';
import { obterRuntimeFiscal } from '../nfe/runtime.ts';
import { clienteNFCe, urlsDaUf } from './config-nfce.ts';

/** Máximo de empresas cujo certificado e TLS são aquecidos no início. */
export const EMITENTES_AQUECIDOS = 5;

/** Ver cabeçalho. @returns o que foi aquecido (para o log). */
export async function aquecerEmissao(db: Database, config: Config, log: (m: string) => void = () => undefined): Promise<string[]> {
  const feitos: string[] = [];
  const tentar = async (nome: string, fn: () => Promise<unknown> | unknown) => {
    try {
      await fn();
      feitos.push(nome);
    } catch (e) {
      log(`Aquecimento (${nome}) falhou: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const rt = obterRuntimeFiscal(config);
  await tentar('schemas', async () => (await rt.pacote()).precompilar(['nfe', 'enviNFe', 'nfeProc', 'consSitNFe', 'consStatServ']));
  await tentar('tabelas', async () => {
    await rt.tabela();
    rt.ca();
    urlsDaUf('SP', 2);
  });
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT e.id FROM emitente e
        WHERE EXISTS (SELECT 1 FROM emitente_fiscal f WHERE f.emitente_id = e.id AND f.certificado_cifrado IS NOT NULL)
          AND (EXISTS (SELECT 1 FROM venda_cupom v WHERE v.emitente_id = e.id AND v.criado_em > now() - interval '30 days')
               OR EXISTS (SELECT 1 FROM nfce_csc n WHERE n.emitente_id = e.id))
        ORDER BY e.id LIMIT $1`,
      [EMITENTES_AQUECIDOS],
    ),
  ).catch(() => ({ rows: [] as Array<{ id: number }> }));
  for (const { id } of rows) {
    await tentar(`emitente ${id}`, async () => {
      const cli = await withTenant(db, ctxEmitente(id), (c) => clienteNFCe(c, config, id, false));
      await cli.cliente.statusServico();
    });
  }
  return feitos;
}
