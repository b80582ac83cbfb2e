/**
 * Arquivo mensal de XML (SPEC §7 `GET /v1/GerenciadorNFe/DownloadDiretorio?anomes=AAAAMM`): o ZIP com
 * os XML de distribuição (nfeProc) e os eventos registrados (procEvento) das notas do emitente cujo
 * mês de emissão (AAMM da chave de acesso) é `anomes`. Cada XML entra uma vez:
 * `{chave}-procNFe.xml` e `{chave}-procEventoNFe-{tpEvento}-{nSeqEvento}.xml` (tipo e sequência lidos do
 * próprio evento quando ele não está em `faturamento_evento`, como os da NFC-e), mais as
 * inutilizações homologadas no mês (`ProcInutNFe`, sem chave; mês da homologação no fuso de
 * Brasília) como `{Id sem "ID"}-procInutNFe.xml`.
 *
 * Meses pequenos (até `LIMITE_ZIP_DIRETO` arquivos) saem direto na resposta, como antes; meses
 * maiores — ou `modo=tarefa` — viram a tarefa em segundo plano `ArquivoXmlMes` (src/server/jobs):
 * lê as notas em lotes de `LOTE` chaves, grava o ZIP entrada a entrada em
 * `DATA_DIR/tarefas/{emitente}/{tarefa}-XML-NFe-{anomes}.zip` (GravadorZip), informa o progresso e
 * deixa o arquivo para download na gaveta "Tarefas" por 7 dias — com S3_BUCKET, o ZIP pronto vai
 * para o S3 (`tarefas/{emitente}/...`, src/server/armazenamento.ts), para que qualquer processo do
 * servidor atenda o download. Uma nova tentativa (falha ou
 * processo interrompido) refaz o ZIP do zero: nenhuma entrada repetida.
 */
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import type { FilaTarefas } from '../../jobs/index.ts';
import { GravadorZip, type EntradaZip } from '../../../fiscal/zip/gravar.ts';
import { publicarArquivo } from '../../armazenamento.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

export const TIPO_ARQUIVO_MES = 'ArquivoXmlMes';
/** Até quantos arquivos o ZIP sai direto na resposta (acima disso, tarefa em segundo plano). */
export const LIMITE_ZIP_DIRETO = 500;
const LOTE = 100;

/** `AAAAMM` -> `MM/AAAA`. */
export const mesAno = (anomes: string) => `${anomes.slice(4)}/${anomes.slice(0, 4)}`;

/** Condição SQL das inutilizações homologadas no mês `$2` (AAMM) — `x` é documento_fiscal_xml. */
const INUT_DO_MES = `x.tipo = 'procInut' AND x.cstat = '102' AND to_char(x.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYMM') = $2`;

/** Quantos XML (nfeProc + procEvento + inutilizações) o mês tem. */
export async function contarXmlDoMes(c: Client, emitenteId: number, anomes: string): Promise<number> {
  const { rows } = await c.query(
    `SELECT count(*)::int AS n FROM documento_fiscal_xml x
      WHERE x.emitente_id = $1 AND ((x.tipo IN ('nfeProc', 'procEvento') AND x.chave IS NOT NULL AND substr(x.chave, 3, 4) = $2) OR (${INUT_DO_MES}))`,
    [emitenteId, anomes.slice(2)],
  );
  return rows[0].n as number;
}

/** As inutilizações homologadas no mês (mesmo formato de {@link xmlDoMes}, `chave` vazia). */
export async function inutilizacoesDoMes(c: Client, emitenteId: number, anomes: string): Promise<Awaited<ReturnType<typeof xmlDoMes>>> {
  const r = await c.query(
    `SELECT '' AS chave, x.tipo, x.xml, x.criado_em, NULL AS tp_evento, NULL AS sequencia FROM documento_fiscal_xml x
      WHERE x.emitente_id = $1 AND ${INUT_DO_MES} ORDER BY x.id`,
    [emitenteId, anomes.slice(2)],
  );
  return r.rows;
}

/**
 * Os XML do mês (todas as chaves, ou só `chaves`), um por (chave, tipo, evento, sequência) — o
 * registro mais recente —, em ordem de chave.
 */
export async function xmlDoMes(
  c: Client,
  emitenteId: number,
  anomes: string,
  chaves?: string[],
): Promise<Array<{ chave: string; tipo: string; xml: string; criado_em: string; tp_evento: string | null; sequencia: number | null }>> {
  const r = await c.query(
    `SELECT DISTINCT ON (x.chave, x.tipo, COALESCE(e.tipo, ''), COALESCE(e.sequencia, 0)) x.chave, x.tipo, x.xml, x.criado_em, e.tipo AS tp_evento, e.sequencia
       FROM documento_fiscal_xml x
       LEFT JOIN faturamento_evento e ON e.emitente_id = x.emitente_id AND e.faturamento_id = x.faturamento_id AND x.tipo = 'procEvento' AND e.xml = x.xml
      WHERE x.emitente_id = $1 AND x.tipo IN ('nfeProc', 'procEvento') AND x.chave IS NOT NULL AND substr(x.chave, 3, 4) = $2
        ${chaves ? 'AND x.chave = ANY($3::varchar[])' : ''}
      ORDER BY x.chave, x.tipo, COALESCE(e.tipo, ''), COALESCE(e.sequencia, 0), x.id DESC`,
    chaves ? [emitenteId, anomes.slice(2), chaves] : [emitenteId, anomes.slice(2)],
  );
  return r.rows;
}

/** Names the ZIP entries uniquely (across calls: pass the same `nomes` set and a running `contador`). */
export function entradasZip(rows: Awaited<ReturnType<typeof xmlDoMes>>, nomes: Set<string>, contador: { n: number }): EntradaZip[] {
  return rows.map((r) => {
    const i = contador.n++;
    const tp = r.tp_evento ?? /<tpEvento>(\d{6})<\/tpEvento>/.exec(r.xml)?.[1] ?? 'evento';
    const seq = r.sequencia ?? /<nSeqEvento>(\d+)<\/nSeqEvento>/.exec(r.xml)?.[1] ?? i;
    const idInut = /<infInut\b[^>]*\bId="ID(\w+)"/.exec(r.xml)?.[1] ?? `inut-${i}`;
    let nome =
      r.tipo === 'nfeProc'
        ? `${r.chave}-procNFe.xml`
        : r.tipo === 'procInut'
          ? `${idInut}-procInutNFe.xml`
          : `${r.chave}-procEventoNFe-${tp}-${Number(seq)}.xml`;
    if (nomes.has(nome)) nome = nome.replace(/\.xml$/, `-${i}.xml`);
    nomes.add(nome);
    return { nome, dados: r.xml, data: instanteDoBanco(r.criado_em) };
  });
}

async function cnpjDo(c: Client, emitenteId: number): Promise<string> {
  const e = await c.query('SELECT cnpj FROM emitente WHERE id = $1', [emitenteId]);
  return String(e.rows[0]?.cnpj ?? '');
}

/** Nome do ZIP para o usuário: `XML-NFe-{cnpj}-{anomes}.zip`. */
export async function nomeZipDoMes(c: Client, emitenteId: number, anomes: string): Promise<string> {
  return `XML-NFe-${await cnpjDo(c, emitenteId)}-${anomes}.zip`;
}

/** Registers the `ArquivoXmlMes` job type (input `{ anomes: 'AAAAMM' }`) on `fila`. */
export function registrarTarefaArquivoMes(fila: FilaTarefas, config: Config, db: Database): void {
  fila.registrarTipo<{ anomes: string }>(
    TIPO_ARQUIVO_MES,
    async ({ dados, ctx, tarefa, progresso, sinal }) => {
      if (!ctx || !tarefa) throw new Error('O arquivo do mês é sempre pedido por um usuário.');
      const anomes = String(dados.anomes);
      if (!/^20[0-9]{2}(0[1-9]|1[0-2])$/.test(anomes)) throw new Error('Mês inválido (AAAAMM).');
      const emitenteId = tarefa.emitenteId;
      const tctx: TenantContext = { ...ctx, emitenteId };
      const { chaves, nome } = await withTenant(db, tctx, async (c) => ({
        chaves: (
          await c.query(
            `SELECT DISTINCT chave FROM documento_fiscal_xml WHERE emitente_id = $1 AND tipo IN ('nfeProc', 'procEvento') AND chave IS NOT NULL AND substr(chave, 3, 4) = $2 ORDER BY chave`,
            [emitenteId, anomes.slice(2)],
          )
        ).rows.map((r) => r.chave as string),
        nome: await nomeZipDoMes(c, emitenteId, anomes),
      }));
      if (!chaves.length) throw new Error(`Nenhum XML autorizado em ${mesAno(anomes)}.`);
      const dir = join(config.dataDir, 'tarefas', String(emitenteId));
      await mkdir(dir, { recursive: true });
      for (const f of await readdir(dir)) {
        if (f.startsWith(`${tarefa.id}-`) && f.endsWith('.parcial')) await unlink(join(dir, f)).catch(() => undefined);
      }
      const destino = join(dir, `${tarefa.id}-t${tarefa.tentativa}-XML-NFe-${anomes}.zip`);
      const zip = await GravadorZip.abrir(destino);
      const nomes = new Set<string>();
      const contador = { n: 0 };
      try {
        await progresso(0, `0 de ${chaves.length} notas`);
        for (let i = 0; i < chaves.length; i += LOTE) {
          if (sinal.aborted) throw sinal.reason;
          const lote = chaves.slice(i, i + LOTE);
          const rows = await withTenant(db, tctx, (c) => xmlDoMes(c, emitenteId, anomes, lote));
          for (const e of entradasZip(rows, nomes, contador)) await zip.adicionar(e);
          const feitas = Math.min(chaves.length, i + LOTE);
          await progresso((feitas / chaves.length) * 99, `${feitas} de ${chaves.length} notas`);
        }
        const inut = await withTenant(db, tctx, (c) => inutilizacoesDoMes(c, emitenteId, anomes));
        for (const e of entradasZip(inut, nomes, contador)) await zip.adicionar(e);
        const tamanho = await zip.concluir();
        const caminho = await publicarArquivo(config, destino, `tarefas/${emitenteId}/${basename(destino)}`, 'application/zip');
        return {
          mensagem: `${chaves.length} notas, ${zip.entradas} arquivos XML de ${mesAno(anomes)}`,
          dados: { anomes, notas: chaves.length, arquivos: zip.entradas },
          arquivo: { caminho, nome, tamanho },
        };
      } catch (err) {
        await zip.abandonar();
        throw err;
      }
    },
    {
      concorrenciaPorEmitente: 1,
      tentativas: 3,
      backoffSegundos: 10,
      descricao: (d) => `Arquivos XML de ${mesAno(String(d.anomes))}`,
    },
  );
}
