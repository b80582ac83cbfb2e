/**
 * Importação das tabelas oficiais globais pelo administrador, sem nova versão do
 * sistema: `POST /v1/ncm/Importar` (JSON do Siscomex), `POST /v1/cest/Importar` e
 * `POST /v1/cfop/Importar` (JSON, formatos em domain/tributos/tabelas-oficiais.ts), multipart com o
 * arquivo em `arquivo` e, opcional, `vigencia_inicio` (AAAA-MM-DD; na NCM vale a data "Vigente em"
 * do arquivo; sem nenhuma, hoje). Só o Administrador (403 para os demais).
 * `POST /v1/icmsAliquotaInternaUf/Importar`: a tabela inteira das alíquotas internas modais do ICMS
 * por UF (formato em domain/tributos/aliquota-interna-uf.ts, o do JSON semeado), com vigência e fonte
 * legal, substitui a anterior (ninguém a referencia: a nota guarda o texto da regra usada);
 * `GET /v1/icmsAliquotaInternaUf` lista as linhas (qualquer usuário autenticado: dado de referência).
 *
 * Tudo numa transação: inclui os códigos novos, atualiza os existentes e dá data de fim (véspera da
 * vigência) aos que saíram da tabela — nunca apaga (produtos e notas os referenciam). Arquivo
 * malformado: 400 com a chave `arquivo` e o motivo (item e campo), nada muda. Devolve
 * `{tabela, registros, incluidos, alterados, encerrados, vigencia_inicio}`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { ErroTabelaOficial, lerCest, lerCfop, lerNcmSiscomex } from '../../../domain/tributos/tabelas-oficiais.ts';
import { dataDeHoje as hoje } from '../../../domain/relogio.ts';
import { lerAliquotasInternasUf } from '../../../domain/tributos/aliquota-interna-uf.ts';
import { acao } from '../../http/contrato.ts';
import { TRIBUTOS } from '../../../contratos/tributos.ts';

type Tabela = 'ncm' | 'cest' | 'cfop';
const TAMANHO_MAXIMO = 30 * 1024 * 1024;

interface Resumo {
  tabela: Tabela;
  registros: number;
  incluidos: number;
  alterados: number;
  encerrados: number;
  vigencia_inicio: string;
}

async function aplicar(c: Client, tabela: Tabela, linhas: Array<Record<string, unknown>>, colunas: string[], vigencia: string): Promise<Resumo> {
  const tipos: Record<string, string> = {
    codigo: 'varchar',
    descricao: 'text',
    unidade: 'varchar',
    data_inicio: 'date',
    data_fim: 'date',
    ato_legal: 'varchar',
    segmento: 'varchar',
    ncms: 'text',
  };
  const lista = colunas.join(', ');
  const def = colunas.map((k) => `${k} ${tipos[k]}`).join(', ');
  const atualizar = colunas.filter((k) => k !== 'codigo').map((k) => `${k} = EXCLUDED.${k}`);
  const mudou = colunas.filter((k) => k !== 'codigo').map((k) => `${tabela}.${k} IS DISTINCT FROM EXCLUDED.${k}`);
  const { rows } = await c.query(
    `INSERT INTO ${tabela} (${lista}) SELECT ${lista} FROM json_to_recordset($1::json) AS x(${def})
     ON CONFLICT (codigo) DO UPDATE SET ${atualizar.join(', ')} WHERE ${mudou.join(' OR ')}
     RETURNING (xmax = 0) AS novo`,
    [JSON.stringify(linhas)],
  );
  const incluidos = rows.filter((r) => r.novo).length;
  const enc = await c.query(
    `UPDATE ${tabela} SET data_fim = $2::date - 1 WHERE NOT (codigo = ANY($1::text[])) AND (data_fim IS NULL OR data_fim >= $2::date)`,
    [linhas.map((l) => l.codigo), vigencia],
  );
  return { tabela, registros: linhas.length, incluidos, alterados: rows.length - incluidos, encerrados: enc.rowCount ?? 0, vigencia_inicio: vigencia };
}

/**
 * Lê e aplica o arquivo de uma tabela. @throws ValidationError (arquivo malformado; nada gravado).
 */
export async function importarTabelaOficial(db: Database, tabela: Tabela, texto: string, vigenciaCampo: string | null): Promise<Resumo> {
  try {
    if (tabela === 'ncm') {
      const r = lerNcmSiscomex(texto);
      const vig = vigenciaCampo ?? r.vigencia ?? hoje();
      return await withOwner(db, (c) =>
        aplicar(c, 'ncm', r.itens as unknown as Array<Record<string, unknown>>, ['codigo', 'descricao', 'data_inicio', 'data_fim', 'ato_legal'], vig),
      );
    }
    const vig = vigenciaCampo ?? hoje();
    if (tabela === 'cest') {
      const itens = lerCest(texto).map((i) => ({ ...i, data_inicio: vig, data_fim: null }));
      return await withOwner(db, (c) => aplicar(c, 'cest', itens, ['codigo', 'descricao', 'segmento', 'ncms', 'data_fim'], vig));
    }
    const itens = lerCfop(texto).map((i) => ({ ...i, data_fim: null }));
    return await withOwner(db, (c) => aplicar(c, 'cfop', itens, ['codigo', 'descricao', 'data_fim'], vig));
  } catch (e) {
    if (e instanceof ErroTabelaOficial) throw new ValidationError({ arquivo: [e.message] }, `Arquivo recusado: ${e.message} Nada foi alterado.`);
    throw e;
  }
}

/**
 * Substitui a tabela global `icms_aliquota_interna_uf` pelo arquivo, numa transação.
 * @returns `{tabela, registros, ufs}`. @throws ValidationError (arquivo malformado; nada gravado).
 */
export async function importarAliquotasInternasUf(db: Database, texto: string): Promise<{ tabela: 'icmsAliquotaInternaUf'; registros: number; ufs: number }> {
  let itens: ReturnType<typeof lerAliquotasInternasUf>;
  try {
    itens = lerAliquotasInternasUf(texto);
  } catch (e) {
    if (e instanceof ErroTabelaOficial) throw new ValidationError({ arquivo: [e.message] }, `Arquivo recusado: ${e.message} Nada foi alterado.`);
    throw e;
  }
  await withOwner(db, async (c) => {
    await c.query('DELETE FROM icms_aliquota_interna_uf');
    await c.query(
      `INSERT INTO icms_aliquota_interna_uf (uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal)
       SELECT uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal
         FROM json_to_recordset($1::json) AS x(uf varchar, aliquota numeric, vigencia_inicio date, vigencia_fim date, fonte_legal varchar)`,
      [JSON.stringify(itens)],
    );
  });
  return { tabela: 'icmsAliquotaInternaUf', registros: itens.length, ufs: new Set(itens.map((i) => i.uf)).size };
}

export function registerTabelasOficiaisRoutes(app: FastifyInstance, db: Database): void {
  app.get('/v1/icmsAliquotaInternaUf', acao(TRIBUTOS.aliquotasUf, { preHandler: app.authenticate }), async (req) => {
    const { rows } = await withTenant(db, req.ctx, (c) =>
      c.query(
        `SELECT uf, aliquota::float8 AS aliquota, vigencia_inicio, vigencia_fim, fonte_legal FROM icms_aliquota_interna_uf
          ORDER BY uf, vigencia_inicio NULLS FIRST`,
      ),
    );
    return ok(rows);
  });
  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO, files: 1, fields: 5, fieldSize: 64, parts: 6 } });
    for (const tabela of ['ncm', 'cest', 'cfop', 'icmsAliquotaInternaUf'] as const) {
      const contrato = tabela === 'icmsAliquotaInternaUf' ? TRIBUTOS.importarAliquotasUf : TRIBUTOS.importarTabela;
      f.post(`/v1/${tabela}/Importar`, acao(contrato, { preHandler: app.authenticate }), async (req) => {
        if (req.ctx.nivel !== 'admin') throw new ApiError(403, 'Só o Administrador importa as tabelas oficiais.');
        if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] }, 'Envie o arquivo da tabela.');
        let texto: string | null = null;
        let vigencia: string | null = null;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              const b = await part.toBuffer();
              if (part.fieldname === 'arquivo') texto = new TextDecoder('utf-8').decode(b);
            } else if (part.fieldname === 'vigencia_inicio' && String(part.value ?? '').trim()) vigencia = String(part.value).trim();
          }
        } catch (err) {
          const code = (err as { code?: string }).code ?? '';
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new ValidationError({ arquivo: [`Arquivo maior que ${TAMANHO_MAXIMO / 1024 / 1024} MB`] }, 'Arquivo grande demais.');
          if (code.startsWith('FST_')) throw new ValidationError({ arquivo: ['Envio inválido'] }, 'Envie o arquivo da tabela.');
          throw err;
        }
        if (!texto) throw new ValidationError({ arquivo: ['Selecione o arquivo da tabela'] }, 'Selecione o arquivo da tabela.');
        if (vigencia && (!/^\d{4}-\d{2}-\d{2}$/.test(vigencia) || Number.isNaN(Date.parse(vigencia))))
          throw new ValidationError({ vigencia_inicio: ['Data inválida (AAAA-MM-DD)'] }, 'Início da vigência: data inválida.');
        if (tabela === 'icmsAliquotaInternaUf') {
          const a = await importarAliquotasInternasUf(db, texto);
          return ok(a, `Alíquotas internas do ICMS: ${a.registros} períodos de ${a.ufs} UFs.`);
        }
        const r = await importarTabelaOficial(db, tabela, texto, vigencia);
        return ok(r, `${tabela.toUpperCase()}: ${r.registros} códigos (${r.incluidos} novos, ${r.alterados} alterados, ${r.encerrados} encerrados).`);
      });
    }
  });
}
