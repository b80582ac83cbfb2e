/**
 * Reference tables (arquitetura §9): UFs and IBGE municipalities, BACEN countries, NCM, CFOP and CEST,
 * the SPED item genres (EFD Tabela 4.2.1, shipped in seed/dados from the official NCM chapters), the
 * LC 116/2003 service list (groups in seed/dados/lc116-grupos.ts, subitems from the package), the
 * modal internal ICMS rate per UF with validity and legal source (seed/dados/icms-aliquota-interna-uf.json),
 * loaded from the maintained package @br-validators/core (pinned; official IBGE/BACEN/Siscomex/
 * CONFAZ data) into empty tables at start-up. An administrator can later replace them with
 * official files through the import screens. Bulk insert with one JSON parameter per table.
 * The data modules (~1.6 MB) are imported only for a table that is empty: a start with existing
 * data never loads them (bench/startup).
 */
import { textoPlanoOficial } from '../../domain/texto-oficial.ts';
import type { Client } from '../db/tenant.ts';

const CAPITAIS: Record<string, number> = {
  AC: 1200401,
  AL: 2704302,
  AP: 1600303,
  AM: 1302603,
  BA: 2927408,
  CE: 2304400,
  DF: 5300108,
  ES: 3205309,
  GO: 5208707,
  MA: 2111300,
  MT: 5103403,
  MS: 5002704,
  MG: 3106200,
  PA: 1501402,
  PB: 2507507,
  PR: 4106902,
  PE: 2611606,
  PI: 2211001,
  RJ: 3304557,
  RN: 2408102,
  RS: 4314902,
  RO: 1100205,
  RR: 1400100,
  SC: 4205407,
  SP: 3550308,
  SE: 2800308,
  TO: 1721000,
};

async function empty(c: Client, table: string): Promise<boolean> {
  const { rows } = await c.query(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS vazio`);
  return rows[0].vazio;
}

async function bulk(c: Client, table: string, columns: string[], types: string[], rows: Array<Record<string, unknown>>): Promise<void> {
  const chunk = 2000;
  for (let i = 0; i < rows.length; i += chunk) {
    await c.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${columns.join(', ')} FROM json_to_recordset($1::json) AS x(${columns.map((col, j) => `${col} ${types[j]}`).join(', ')})
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows.slice(i, i + chunk))],
    );
  }
}

/** Fills every empty reference table; returns the names of the tables loaded. */
export async function seedReference(c: Client): Promise<string[]> {
  const loaded: string[] = [];
  if (await empty(c, 'uf')) {
    const { getAllEstados } = await import('@br-validators/core/ibge');
    await bulk(
      c,
      'uf',
      ['sigla', 'codigo', 'nome', 'regiao'],
      ['varchar', 'integer', 'varchar', 'varchar'],
      getAllEstados().map((e) => ({ sigla: e.sigla, codigo: e.codigo, nome: e.nome, regiao: e.regiao.nome })),
    );
    loaded.push('uf');
  }
  if (await empty(c, 'cidade')) {
    const { getAllEstados, getAllMunicipios } = await import('@br-validators/core/ibge');
    const cuf = new Map(getAllEstados().map((e) => [e.sigla, e.codigo]));
    await bulk(
      c,
      'cidade',
      ['id', 'nome', 'uf', 'codigo_uf', 'capital'],
      ['integer', 'varchar', 'varchar', 'integer', 'boolean'],
      getAllMunicipios().map((m) => ({ id: m.codigo, nome: m.nome.slice(0, 60), uf: m.uf, codigo_uf: cuf.get(m.uf), capital: CAPITAIS[m.uf] === m.codigo })),
    );
    loaded.push('cidade');
  }
  if (await empty(c, 'pais')) {
    const { getAllPaisesBacen } = await import('@br-validators/core/paises-bacen');
    await bulk(
      c,
      'pais',
      ['id', 'nome'],
      ['integer', 'varchar'],
      getAllPaisesBacen().map((p) => ({ id: Number(p.codigo), nome: titleCase(p.nome).slice(0, 60) })),
    );
    loaded.push('pais');
  }
  if (await empty(c, 'ncm')) {
    const { getAllNcm } = await import('@br-validators/core/ncm');
    await bulk(
      c,
      'ncm',
      ['codigo', 'descricao'],
      ['varchar', 'text'],
      getAllNcm()
        .filter((n) => /^\d{8}$/.test(n.codigo))
        .map((n) => ({ codigo: n.codigo, descricao: textoPlanoOficial(n.descricao.replace(/^[-\s]+/, '')) })),
    );
    loaded.push('ncm');
  }
  if (await empty(c, 'cfop')) {
    const { getAllCfop } = await import('@br-validators/core/cfop');
    await bulk(
      c,
      'cfop',
      ['codigo', 'descricao'],
      ['varchar', 'text'],
      getAllCfop().map((x) => ({ codigo: x.codigo, descricao: x.descricao })),
    );
    loaded.push('cfop');
  }
  if (await empty(c, 'cest')) {
    const { getAllCest } = await import('@br-validators/core/cest');
    await bulk(
      c,
      'cest',
      ['codigo', 'descricao', 'segmento', 'ncms'],
      ['varchar', 'text', 'varchar', 'text'],
      getAllCest().map((x) => ({ codigo: x.codigo, descricao: x.descricao, segmento: x.segmento, ncms: x.ncms.join(',') })),
    );
    loaded.push('cest');
  }
  if (await empty(c, 'genero_sped')) {
    const { default: dados } = await import('./dados/genero-sped.json', { with: { type: 'json' } });
    await bulk(c, 'genero_sped', ['codigo', 'descricao'], ['varchar', 'text'], dados.generos);
    loaded.push('genero_sped');
  }
  if (await empty(c, 'icms_aliquota_interna_uf')) {
    const { default: dados } = await import('./dados/icms-aliquota-interna-uf.json', { with: { type: 'json' } });
    await bulk(
      c,
      'icms_aliquota_interna_uf',
      ['uf', 'aliquota', 'vigencia_inicio', 'vigencia_fim', 'fonte_legal'],
      ['varchar', 'numeric', 'date', 'date', 'varchar'],
      dados.aliquotas,
    );
    loaded.push('icms_aliquota_interna_uf');
  }
  if (await empty(c, 'servicos_cnae_grupos')) {
    const { GRUPOS_LC116 } = await import('./dados/lc116-grupos.ts');
    await bulk(
      c,
      'servicos_cnae_grupos',
      ['id', 'descricao'],
      ['integer', 'text'],
      GRUPOS_LC116.map(([id, descricao]) => ({ id, descricao })),
    );
    loaded.push('servicos_cnae_grupos');
  }
  if (await empty(c, 'servicos_cnae_det')) {
    const { getAllLc116 } = await import('@br-validators/core/lc116');
    await bulk(
      c,
      'servicos_cnae_det',
      ['codigo', 'grupo_id', 'descricao'],
      ['varchar', 'integer', 'text'],
      getAllLc116().map((x) => ({ codigo: x.codigo, grupo_id: Number(x.codigo.split('.')[0]), descricao: x.descricao })),
    );
    loaded.push('servicos_cnae_det');
  }
  return loaded;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, a, b) => a + b.toUpperCase())
    .replace(/\b(De|Do|Da|Dos|Das|E)\b/g, (w) => w.toLowerCase());
}
