/**
 * Test data for the background-job tests: `n` authorised NF-e of one issuer written straight into
 * `documento_fiscal_xml` (the archive the monthly ZIP reads), in bulk (500 rows per INSERT). One
 * real note XML (tests/fixtures/nfe-exemplo.ts, SP Simples Nacional, emitted 2026-11) is the
 * template; each copy gets its own valid access key (nNF 1..n, check digit by gerarChaveNFe) and
 * a protNFe with cStat 100. Returns the month (`AAAAMM`, from the key) and the keys.
 */
import type pg from 'pg';
import { exemploNFe, DH_EMI } from '../fixtures/nfe-exemplo.ts';
import { gerarChaveNFe, montarXmlNFe } from '../../src/fiscal/nfe/index.ts';

export async function inserirNotasAutorizadas(pool: pg.Pool, emitenteId: number, n: number): Promise<{ anomes: string; chaves: string[] }> {
  const { rows } = await pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emitenteId]);
  const cnpj = String(rows[0].cnpj).replace(/\D/g, '');
  const nfe = exemploNFe({ cenario: 'sp-simples', cnpj, nNF: 1 });
  const chave0 = nfe.chave!;
  const nfeXml = montarXmlNFe(nfe).replace(/^<\?xml[^>]*>\s*/, '');
  const modelo =
    `<nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">${nfeXml}<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb>` +
    `<verAplic>TESTE</verAplic><chNFe>${chave0}</chNFe><dhRecbto>2026-11-20T11:31:00-03:00</dhRecbto><nProt>135260000000001</nProt>` +
    `<digVal>AAAA</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`;
  const chaves: string[] = [];
  for (let i = 1; i <= n; i++) {
    chaves.push(
      gerarChaveNFe({ cUF: '35', dhEmi: DH_EMI, cnpjCpf: cnpj, mod: '55', serie: '1', nNF: i, tpEmis: '1', cNF: String(10_000_000 + i * 7).slice(-8) }).chave,
    );
  }
  for (let i = 0; i < n; i += 500) {
    const lote = chaves.slice(i, i + 500);
    const xmls = lote.map((c, j) =>
      modelo
        .split(chave0)
        .join(c)
        .replace(/<nNF>\d+<\/nNF>/, `<nNF>${i + j + 1}</nNF>`),
    );
    await pool.query(
      `INSERT INTO documento_fiscal_xml (emitente_id, chave, tipo, xml, cstat) SELECT $1, c, 'nfeProc', x, '100' FROM unnest($2::text[], $3::text[]) AS t(c, x)`,
      [emitenteId, lote, xmls],
    );
  }
  return { anomes: `20${chaves[0].slice(2, 6)}`, chaves };
}
