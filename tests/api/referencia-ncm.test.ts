/**
 * NCM em texto puro: a carga de referência grava as descrições sem a marcação
 * HTML da tabela oficial, e a migração 1763700001800 limpa bancos que já tinham o texto cru, com o
 * mesmo resultado que a função do domínio.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoPlanoOficial } from '../../src/domain/texto-oficial.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
});
afterAll(async () => {
  await s?.close();
});

describe('descrições da NCM', () => {
  it('a carga de referência não deixa marcação', async () => {
    const { rows } = await s.db.pool.query(`SELECT count(*)::int AS n FROM ncm WHERE descricao ~ '<[a-zA-Z/]'`);
    expect(rows[0].n).toBe(0);
    const {
      rows: [gallus],
    } = await s.db.pool.query(`SELECT descricao FROM ncm WHERE codigo = '01059400'`);
    expect(gallus.descricao).toBe('Aves da espécie Gallus domesticus');
  });

  it('a migração limpa um banco antigo igual à função do domínio', async () => {
    const sujas = [
      'Aves da espécie <i>Gallus domesticus</i>',
      'tecido de 150 g/m<sup>2</sup> e 1 cm<sup>3 </sup>',
      'H<sub>2</sub>O a 10<sup>-</sup><sup>6</sup>',
    ];
    const up = readFileSync('migrations/1763700001800_ncm-texto-plano.sql', 'utf8').split('-- Down Migration')[0].replace('-- Up Migration', '');
    const c = await s.db.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query(`DELETE FROM ncm WHERE codigo LIKE '999999%'`);
      for (const [i, d] of sujas.entries()) await c.query(`INSERT INTO ncm (codigo, descricao) VALUES ($1, $2)`, [`9999990${i}`, d]);
      await c.query(up);
      const { rows } = await c.query(`SELECT descricao FROM ncm WHERE codigo LIKE '999999%' ORDER BY codigo`);
      expect(rows.map((r) => r.descricao)).toEqual(sujas.map(textoPlanoOficial));
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  });
});
