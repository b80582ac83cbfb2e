/**
 * Compras aceitam só NF-e verdadeira endereçada à empresa: com notas reais
 * assinadas (nfeProc de tests/fixtures/dados/nfe, copiadas de shared/data/nfe), o upload recusa
 * com 400, dizendo qual conferência falhou e sem gravar nada (compra, XML, contas a pagar), a nota
 * de outro destinatário, a de exportação (CFOP 7101, destinatário estrangeiro), a cancelada (evento
 * 110111 no mesmo arquivo ou enviado junto), a sem assinatura, a alterada depois de assinada, a de
 * protocolo que não é o dela e o arquivo truncado; a nota endereçada à empresa entra. Com
 * `apenasArquivar=true` a nota de outro destinatário fica só guardada como documento.
 *
 * A empresa `loja` recebe aqui o CNPJ do destinatário da nota 06 (58716523000119, a empresa de
 * homologação da amostra sped-nfe); `industria` fica com o seu, e a mesma nota real lhe é de outro
 * destinatário. As amostras vêm formatadas (recuos entre as tags); a assinatura confere na forma
 * sem eles, que é a autorizada (conferencia.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';

const DADOS = path.resolve(import.meta.dirname, '../fixtures/dados/nfe');
const ler = (p: string) => readFileSync(path.join(DADOS, p), 'utf8');
const NOTA_06 = ler('samples/06-nfeProc-mod55-RS-2018-spednfe.xml'); // dest 58716523000119, emit 06929383000163
const CHAVE_06 = '43180906929383000163550010000000261000010301';
const DEST_06 = '58716523000119';

let s: TestServer;
let loja: string;
let industria: string;
let emit = 0;

function multipart(
  arquivos: Array<{ nome: string; dados: string }>,
  campos: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const b = `----conferencia${Date.now()}`;
  const textos = Object.entries(campos).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const partes = arquivos.flatMap((a) => [
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${a.nome}"\r\nContent-Type: text/xml\r\n\r\n`),
    Buffer.from(a.dados),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...textos, ...partes, Buffer.from(`--${b}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
const upload = (arquivos: Array<{ nome: string; dados: string }>, token = loja, campos: Record<string, string> = {}) =>
  s.call(token, { method: 'POST', url: '/v1/compra/Upload', ...multipart(arquivos, campos) });

/** Compras, XML guardados e contas a pagar de compra de todas as empresas (nada pode mudar numa recusa). */
const gravado = async () =>
  (
    await s.db.pool.query(
      `SELECT (SELECT count(*) FROM compra)::int AS compras, (SELECT count(*) FROM compra_xml)::int AS xmls,
              (SELECT count(*) FROM pagar WHERE origem = 'compra')::int AS pagar, (SELECT count(*) FROM fornecedor)::int AS fornecedores`,
    )
  ).rows[0];

/** Um procEventoNFe de cancelamento (tpEvento 110111) da chave, como o emitente o distribui. */
const procEventoCancelamento = (chave: string) =>
  `<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento versao="1.00"><infEvento Id="ID110111${chave}01">` +
  `<cOrgao>43</cOrgao><tpAmb>2</tpAmb><CNPJ>06929383000163</CNPJ><chNFe>${chave}</chNFe><dhEvento>2018-09-26T10:00:00-03:00</dhEvento>` +
  `<tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento>` +
  `<nProt>143180000000001</nProt><xJust>Nota emitida com erro de digitacao</xJust></detEvento></infEvento></evento>` +
  `<retEvento versao="1.00"><infEvento><tpAmb>2</tpAmb><cOrgao>43</cOrgao><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo>` +
  `<chNFe>${chave}</chNFe><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><nProt>143180000000002</nProt></infEvento></retEvento></procEventoNFe>`;

function trocar(xml: string, de: string | RegExp, para: string): string {
  const r = xml.replace(de, para);
  expect(r, `troca de ${de}`).not.toBe(xml);
  return r;
}

beforeAll(async () => {
  s = await startTestServer({ demoSize: 1 });
  const u = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0];
  emit = u.emitente_id;
  // a empresa que compra é a destinatária da nota real
  await s.db.pool.query('UPDATE emitente SET cnpj = $2 WHERE id = $1', [emit, DEST_06]);
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
});
afterAll(async () => {
  await s?.close();
});

/** Envia, espera 400 com a conferência que falhou e confere que nada foi gravado. */
async function recusada(arquivos: Array<{ nome: string; dados: string }>, motivo: RegExp, token = loja): Promise<string> {
  const antes = await gravado();
  const r = await upload(arquivos, token);
  expect(r.statusCode, r.body).toBe(400);
  const msgs = r.json().arquivo as string[];
  expect(msgs.join('\n')).toMatch(motivo);
  expect(await gravado()).toEqual(antes);
  return msgs.join('\n');
}

describe('conferência fiscal da NF-e do fornecedor', () => {
  it('nota real de outro destinatário: recusada pelo destinatário', async () => {
    const m = await recusada([{ nome: '06.xml', dados: NOTA_06 }], /o destinatário da nota \(58716523000119\) não é esta empresa/, industria);
    expect(m).toMatch(/^06\.xml: NF-e 26\/1 de UMA RAZAO SOCIAL DE TESTE QUALQUER/);
  });

  it('nota de exportação (CFOP 7101, destinatário estrangeiro): recusada', async () => {
    const exportacao = trocar(
      trocar(NOTA_06, `<CNPJ>${DEST_06}</CNPJ>`, '<idEstrangeiro>AR20123456</idEstrangeiro>'),
      /<CFOP>6101<\/CFOP>/g,
      '<CFOP>7101</CFOP>',
    );
    await recusada([{ nome: 'exportacao.xml', dados: exportacao }], /destinada ao exterior/);
  });

  it('nota cancelada, com o procEventoNFe 110111 no mesmo arquivo: recusada', async () => {
    const comEvento = trocar(NOTA_06, '</nfeProc>', `${procEventoCancelamento(CHAVE_06)}</nfeProc>`);
    await recusada([{ nome: 'cancelada.xml', dados: comEvento }], /foi cancelada pelo emitente \(evento de cancelamento 110111/);
  });

  it('nota cancelada, com o procEventoNFe enviado junto: recusada', async () => {
    const m = await recusada(
      [
        { nome: '06.xml', dados: NOTA_06 },
        { nome: 'cancelamento.xml', dados: procEventoCancelamento(CHAVE_06) },
      ],
      /06\.xml: NF-e 26\/1 .* foi cancelada pelo emitente/,
    );
    expect(m).toMatch(/cancelamento\.xml: Evento de cancelamento da NF-e 43180906929383000163550010000000261000010301/);
  });

  it('nota sem assinatura: recusada', async () => {
    const sem = trocar(NOTA_06, /<Signature[\s\S]*<\/Signature>/, '');
    await recusada([{ nome: 'sem-assinatura.xml', dados: sem }], /não está assinada/);
  });

  it('nota alterada depois de assinada (um valor): recusada pela assinatura', async () => {
    const alterada = trocar(NOTA_06, '<xProd>UM PRODUTO TESTE QUALQUER</xProd>', '<xProd>UM PRODUTO TESTE QUALQUEX</xProd>');
    await recusada([{ nome: 'alterada.xml', dados: alterada }], /a assinatura digital não confere \(DigestValue não confere/);
  });

  it('nota real publicada com a chave alterada (nfe_4.0: a assinatura aponta outro Id): recusada', async () => {
    const nfe40 = ler('sped-nfe-fixtures/nfe_4.0.xml');
    const dest = /<dest>\s*<CPF>(\d+)<\/CPF>/.exec(nfe40)?.[1];
    expect(dest).toBeDefined();
    await s.db.pool.query('UPDATE emitente SET cnpj = $2 WHERE id = $1', [emit, dest]);
    try {
      await recusada([{ nome: 'nfe_4.0.xml', dados: nfe40 }], /a assinatura digital não confere \(A assinatura não referencia/);
    } finally {
      await s.db.pool.query('UPDATE emitente SET cnpj = $2 WHERE id = $1', [emit, DEST_06]);
    }
  });

  it('protocolo que não é o desta nota (digVal trocado) e nota sem protocolo: recusadas', async () => {
    await recusada(
      [{ nome: 'digval.xml', dados: trocar(NOTA_06, /<digVal>[^<]*<\/digVal>/, '<digVal>AAAAAAAAAAAAAAAAAAAAAAAAAAA=</digVal>') }],
      /o protocolo não confere com a assinatura da nota \(digVal/,
    );
    await recusada([{ nome: 'sem-prot.xml', dados: trocar(NOTA_06, /<protNFe[\s\S]*<\/protNFe>/, '') }], /não tem protocolo de autorização/);
  });

  it('arquivo truncado: "XML malformado", não "sem protocolo"', async () => {
    const m = await recusada([{ nome: 'truncado.xml', dados: NOTA_06.slice(0, Math.floor(NOTA_06.length / 2)) }], /XML malformado/);
    expect(m).not.toMatch(/protocolo/);
  });

  it('apenasArquivar: a nota de outro destinatário fica guardada só como documento, sem compra nem contas a pagar', async () => {
    const emitInd = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    const antes = await gravado();
    const r = await upload([{ nome: 'filial.xml', dados: NOTA_06 }], industria, { apenasArquivar: 'true' });
    expect(r.statusCode, r.body).toBe(200);
    const [d] = r.json().Data;
    expect(d).toMatchObject({ Success: true, arquivado: true });
    expect(d.Message).toMatch(
      /arquivada como documento \(sem compra, contas a pagar nem créditos\)\. Não serviria como compra: .*destinatário da nota \(58716523000119\)/,
    );
    expect(await gravado()).toEqual(antes);
    const doc = (await s.db.pool.query(`SELECT chave, tipo FROM documento_fiscal_xml WHERE emitente_id = $1 AND id = $2`, [emitInd, d.documento_id])).rows[0];
    expect(doc).toEqual({ chave: CHAVE_06, tipo: 'terceiro' });
    // a mesma chave de novo: recusada; XML truncado também não é arquivado
    const de = await upload([{ nome: 'filial.xml', dados: NOTA_06 }], industria, { apenasArquivar: 'true' });
    expect(de.statusCode).toBe(400);
    expect(de.json().arquivo[0]).toMatch(/já está arquivada como documento/);
    const trunc = await upload([{ nome: 't.xml', dados: NOTA_06.slice(0, 500) }], industria, { apenasArquivar: 'true' });
    expect(trunc.statusCode).toBe(400);
    expect(trunc.json().arquivo[0]).toMatch(/XML malformado/);
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM documento_fiscal_xml WHERE tipo = 'terceiro'`)).rows[0].n).toBe(1);
  });

  it('a nota real endereçada à empresa é importada, com o XML autorizado guardado', async () => {
    const r = await upload([{ nome: '06.xml', dados: NOTA_06 }]);
    expect(r.statusCode, r.body).toBe(200);
    const [d] = r.json().Data;
    expect(d).toMatchObject({ Success: true, chave: CHAVE_06, situacao: 'pendente' });
    expect(d.Message).not.toMatch(/destinatário/);
    const x = (await s.db.pool.query('SELECT xml FROM compra_xml WHERE emitente_id = $1 AND compra_id = $2', [emit, d.compra_id])).rows[0].xml as string;
    // guardado sem a formatação entre as tags: é o texto que a assinatura cobre
    expect(x).not.toMatch(/>\s+</);
    expect(x).toContain(`<chNFe>${CHAVE_06}</chNFe>`);
  });
});
