/**
 * Feed OData para BI com um cliente OData v4 independente (@odata/client, o
 * mesmo tipo de conector do Excel/Power BI: credencial HTTP Basic) sobre o servidor escutando numa
 * porta real: token de acesso pessoal mostrado uma vez e guardado em hash; `$metadata` lido e
 * conferido contra as linhas; 5.000 clientes paginados pelo servidor com `@odata.nextLink` (sem
 * repetir nem pular linha); token só leitura; revogado -> 401 na hora; criação e revogação auditadas.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OData } from '@odata/client';
import { DOMParser } from '@xmldom/xmldom';
import { startTestServer, type TestServer } from './helpers.ts';
import { createServer } from '../../src/server/app.ts';

const LINHAS = 5000;
let s: TestServer;
let base = '';
let bearer = '';
let emitLoja = 0;
let esperados: number[] = [];
let token = '';
let tokenId = 0;

const basic = (login: string, senha: string) => `Basic ${Buffer.from(`${login}:${senha}`).toString('base64')}`;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  emitLoja = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  await s.db.pool.query(
    `INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, nome, ind_ie_dest, uf, cidade_id)
     SELECT $1, 'F', lpad(g::text, 11, '7'), 'Cliente BI ' || lpad(g::text, 5, '0'), 9, 'SP', 3550308 FROM generate_series(1, $2::int) g`,
    [emitLoja, LINHAS],
  );
  esperados = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id', [emitLoja])).rows.map((r) => r.id);
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  bearer = (await s.login('loja')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('token de acesso pessoal', () => {
  it('criado pelo usuário, mostrado uma vez, guardado só em hash', async () => {
    const ruim = await s.call(bearer, { method: 'POST', url: '/v1/TokenAcesso/', payload: { nome: 'x', validade_dias: 7 } });
    expect(ruim.statusCode).toBe(400);
    expect(Object.keys(ruim.json())).toEqual(expect.arrayContaining(['nome', 'validade_dias']));
    const r = await s.call(bearer, { method: 'POST', url: '/v1/TokenAcesso/', payload: { nome: 'Power BI do financeiro', validade_dias: 90 } });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().Data;
    token = d.token;
    tokenId = d.id;
    expect(token).toMatch(/^erp_pat_[A-Za-z0-9_-]{43}$/);
    expect(d).toMatchObject({ nome: 'Power BI do financeiro', escopo: 'leitura', situacao: 'ativo', prefixo: token.slice(0, 12) });
    const lista = (await s.call(bearer, { method: 'GET', url: '/v1/TokenAcesso' })).json().Data;
    expect(lista).toHaveLength(1);
    expect(JSON.stringify(lista)).not.toContain(token.slice(12));
    const { rows } = await s.db.pool.query('SELECT hash FROM token_acesso_pessoal WHERE id = $1', [tokenId]);
    expect(rows[0].hash).toBe(createHash('sha256').update(token).digest('hex'));
    const aud = await s.db.pool.query(`SELECT acao FROM auditoria WHERE entidade = 'tokenAcessoPessoal' AND registro_id = $1`, [String(tokenId)]);
    expect(aud.rows).toEqual([{ acao: 'incluir' }]);
  });

  it('sem credencial, com a senha de login ou com outro login: 401 com desafio Basic', async () => {
    const sem = await fetch(`${base}/OData/Cliente`);
    expect(sem.status).toBe(401);
    expect(sem.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    const senha = await fetch(`${base}/OData/Cliente`, { headers: { authorization: basic('loja', 'Demo@2026') } });
    expect(senha.status).toBe(401);
    expect(JSON.stringify(await senha.json())).toContain('token de acesso pessoal');
    const outro = await fetch(`${base}/OData/Cliente`, { headers: { authorization: basic('industria', token) } });
    expect(outro.status).toBe(401);
  });

  it('somente leitura: o token não serve nas rotas de gravação nem para gerir tokens', async () => {
    const h = { authorization: basic('loja', token), 'content-type': 'application/json' };
    const post = await fetch(`${base}/v1/cliente/`, { method: 'POST', headers: h, body: JSON.stringify({ nome: 'Via token', cpf_cnpj: '11222333000181' }) });
    expect(post.status).toBe(401);
    const odataPost = await fetch(`${base}/OData/Cliente`, { method: 'POST', headers: h, body: '{}' });
    expect(odataPost.status).toBe(404);
    const gerir = await fetch(`${base}/v1/TokenAcesso/`, { method: 'POST', headers: h, body: JSON.stringify({ nome: 'Outro token' }) });
    expect(gerir.status).toBe(401);
  });
});

describe('cliente OData v4 independente (@odata/client) com Basic', () => {
  it('lê o $metadata e pagina os clientes pelo @odata.nextLink', async () => {
    const client = OData.New4({ serviceEndpoint: `${base}/OData/`, credential: { username: 'loja', password: token } });
    // $metadata: EDMX v4 com o conjunto Cliente e o tipo dele
    const meta = await fetch(`${base}/OData/$metadata`);
    expect(meta.headers.get('odata-version')).toBe('4.0');
    const doc = new DOMParser().parseFromString(await meta.text(), 'text/xml');
    const edmx = doc.documentElement!;
    expect(edmx.getAttribute('Version')).toBe('4.0');
    const conjuntos = Array.from(doc.getElementsByTagName('EntitySet'));
    const conjunto = conjuntos.find((x) => x.getAttribute('Name') === 'Cliente')!;
    expect(conjunto.getAttribute('EntityType')).toBe('ERP.Cliente');
    const tipo = Array.from(doc.getElementsByTagName('EntityType')).find((x) => x.getAttribute('Name') === 'Cliente')!;
    const props = new Map(Array.from(tipo.getElementsByTagName('Property')).map((p) => [p.getAttribute('Name')!, p.getAttribute('Type')!]));
    const chave = tipo.getElementsByTagName('PropertyRef')[0].getAttribute('Name')!;
    expect(props.get(chave)).toBe('Edm.Int32');

    // primeira página pelo cliente (com $count), as seguintes seguindo o nextLink opaco do servidor
    const primeira = await client.newRequest({ collection: 'Cliente', params: OData.newParam().count(true) });
    expect(primeira['@odata.count']).toBe(esperados.length);
    expect(esperados.length).toBeGreaterThanOrEqual(LINHAS);
    const ids: number[] = [];
    let pagina: { value: Array<Record<string, unknown>>; '@odata.nextLink'?: string } = primeira as never;
    let paginas = 0;
    for (;;) {
      paginas++;
      for (const linha of pagina.value) {
        for (const [k, v] of Object.entries(linha)) {
          expect(props.has(k), `propriedade ${k} fora do $metadata`).toBe(true);
          if (v !== null && props.get(k) === 'Edm.Int32') expect(Number.isInteger(v), k).toBe(true);
          if (v !== null && props.get(k) === 'Edm.String') expect(typeof v, k).toBe('string');
        }
        ids.push(linha[chave] as number);
      }
      const proxima = pagina['@odata.nextLink'];
      if (!proxima) break;
      expect(proxima.startsWith(`${base}/OData/Cliente?`)).toBe(true);
      pagina = await (client as unknown as { requestUri(u: string): Promise<typeof pagina> }).requestUri(proxima);
    }
    expect(paginas).toBe(Math.ceil(esperados.length / 100));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(esperados);
  }, 120_000);

  it('Prefer odata.maxpagesize e $top do cliente: páginas do tamanho pedido, sem passar do $top', async () => {
    const grande = await fetch(`${base}/OData/Cliente?$select=id,nome&$orderby=nome desc`, {
      headers: { authorization: basic('loja', token), prefer: 'odata.maxpagesize=1000' },
    });
    expect(grande.headers.get('preference-applied')).toBe('odata.maxpagesize=1000');
    const g = await grande.json();
    expect(g.value).toHaveLength(1000);
    expect(g.value[0].nome >= g.value[999].nome).toBe(true);
    const tamanhos: number[] = [];
    let url: string | undefined = `${base}/OData/Cliente?$filter=startswith(nome,'Cliente BI')&$top=250&$skip=10`;
    const nomes: string[] = [];
    while (url) {
      const r: Response = await fetch(url, { headers: { authorization: basic('loja', token), prefer: 'odata.maxpagesize=100' } });
      expect(r.status).toBe(200);
      const j: { value: Array<{ nome: string }>; '@odata.nextLink'?: string } = await r.json();
      tamanhos.push(j.value.length);
      nomes.push(...j.value.map((v: { nome: string }) => v.nome));
      url = j['@odata.nextLink'];
    }
    expect(tamanhos).toEqual([100, 100, 50]);
    expect(new Set(nomes).size).toBe(250);
  });
});

describe('contagem', () => {
  it('$top=0&$count=true devolve o total verdadeiro e value vazio; /$count responde o número em texto, com $filter', async () => {
    const so = await s.call(bearer, { method: 'GET', url: '/OData/Cliente?$top=0&$count=true' });
    expect(so.statusCode, so.body).toBe(200);
    expect(so.json()['@odata.count']).toBe(esperados.length);
    expect(so.json().value).toEqual([]);
    expect(so.json()['@odata.nextLink']).toBeUndefined();
    const filtro = encodeURIComponent("startswith(nome,'Cliente BI 001')");
    const filtrados = (await s.db.pool.query(`SELECT count(*)::int AS n FROM cliente WHERE emitente_id = $1 AND nome LIKE 'Cliente BI 001%'`, [emitLoja]))
      .rows[0].n;
    expect(filtrados).toBe(100);
    const soFiltro = await s.call(bearer, { method: 'GET', url: `/OData/Cliente?$filter=${filtro}&$top=0&$count=true` });
    expect(soFiltro.json()['@odata.count']).toBe(filtrados);

    const n = await s.call(bearer, { method: 'GET', url: '/OData/Cliente/$count' });
    expect(n.statusCode, n.body).toBe(200);
    expect(n.headers['content-type']).toMatch(/^text\/plain/);
    expect(n.body).toBe(String(esperados.length));
    const codificado = await s.call(bearer, { method: 'GET', url: `/OData/cliente/%24count?$filter=${filtro}&$top=3&$orderby=nome` });
    expect(codificado.statusCode, codificado.body).toBe(200);
    expect(codificado.body).toBe(String(filtrados));
    // com o token de BI (Basic) numa porta real, como o Excel faz
    const basicRes = await fetch(`${base}/OData/Cliente/$count`, { headers: { authorization: basic('loja', token) } });
    expect(basicRes.status).toBe(200);
    expect(await basicRes.text()).toBe(String(esperados.length));
    expect((await s.call(null, { method: 'GET', url: '/OData/Cliente/$count' })).statusCode).toBe(401);
    expect((await s.call(bearer, { method: 'GET', url: '/OData/NaoExiste/$count' })).statusCode).toBe(400);
    expect((await s.call(bearer, { method: 'GET', url: `/OData/Cliente/$count?$filter=${encodeURIComponent('x eq 1')}` })).statusCode).toBe(400);
  });
});

describe('sessões', () => {
  it('login com a política derrubar-antiga não derruba o token de BI', async () => {
    const outra = await createServer({ config: { ...s.config, sessoesSimultaneas: 'derrubar-antiga' }, db: s.db, registry: s.registry, logger: false });
    await outra.ready();
    try {
      const r = await outra.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
      expect(r.statusCode).toBe(200);
    } finally {
      await outra.close();
    }
    expect((await fetch(`${base}/OData/Cliente?$top=1`, { headers: { authorization: basic('loja', token) } })).status).toBe(200);
    bearer = (await s.login('loja')).Token; // a sessão de login antiga caiu (política), o token não
  });
});

describe('revogação', () => {
  it('token revogado: 401 no pedido seguinte; outro usuário não revoga; auditado', async () => {
    const ok = await fetch(`${base}/OData/Cliente?$top=1`, { headers: { authorization: basic('loja', token) } });
    expect(ok.status).toBe(200);
    const industria = (await s.login('industria')).Token;
    expect((await s.call(industria, { method: 'DELETE', url: `/v1/TokenAcesso/${tokenId}` })).statusCode).toBe(404);
    const r = await s.call(bearer, { method: 'DELETE', url: `/v1/TokenAcesso/${tokenId}` });
    expect(r.statusCode, r.body).toBe(200);
    const depois = await fetch(`${base}/OData/Cliente?$top=1`, { headers: { authorization: basic('loja', token) } });
    expect(depois.status).toBe(401);
    const lista = (await s.call(bearer, { method: 'GET', url: '/v1/TokenAcesso' })).json().Data;
    expect(lista[0]).toMatchObject({ id: tokenId, situacao: 'revogado' });
    expect(lista[0].ultimo_uso).not.toBeNull();
    const aud = await s.db.pool.query(`SELECT acao FROM auditoria WHERE entidade = 'tokenAcessoPessoal' AND registro_id = $1 ORDER BY id`, [String(tokenId)]);
    expect(aud.rows.map((x) => x.acao)).toEqual(['incluir', 'excluir']);
    // o Bearer da sessão de login continua valendo
    expect((await s.call(bearer, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(200);
  });
});
