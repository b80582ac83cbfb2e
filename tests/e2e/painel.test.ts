/**
 * Dashboard with the money, in Chromium against the real server: an NF-e is
 * authorised through the SEFAZ simulator, then the "Faturado no mês" card shows exactly the SQL sum
 * of the issuer's authorised notes this month (R$, pt-BR), the daily billing chart and the top
 * customer appear; a reseller sees its network (active issuers, NF-e per month).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrar, startE2E, type E2E, SHOTS } from './harness.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

async function api(token: string | null, method: string, url: string, body?: unknown) {
  const r = await fetch(e.base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, json: await r.json() };
}

/** R$ in pt-BR with plain spaces (the app and Node may use different no-break spaces). */
const moeda = (v: number) => espacos(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v));
const espacos = (t: string | null) => (t ?? '').replace(/\s/g, ' ');

describe('painel com o faturamento', () => {
  it('o total do mês no painel é a soma SQL das notas autorizadas do mês', async () => {
    const login = await api(null, 'POST', '/v1/auth/login/', { Login: 'loja', Password: 'Demo@2026', LembrarMe: false });
    const token = login.json.Data.Token as string;
    const emit = login.json.Data.User.Emitente.id as number;
    const {
      rows: [cli],
    } = await e.db.pool.query(
      `SELECT c.id, c.nome FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.ativo ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const { rows: ps } = await e.db.pool.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 AND ativo ORDER BY id LIMIT 2', [emit]);
    const f = await api(token, 'POST', '/v1/faturamento/', {
      cliente_id: cli.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 2, valor_unitario: Number(p.preco_venda) })),
      Pagamento: [{ t_pag: '17', valor: ps.reduce((t, p, i) => t + (i + 2) * Number(p.preco_venda), 0) }],
    });
    expect(f.status, JSON.stringify(f.json)).toBe(201);
    const t = await api(token, 'GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${f.json.Data.id}`);
    expect(t.json.Data.cStat, JSON.stringify(t.json)).toBe('100');

    const {
      rows: [soma],
    } = await e.db.pool.query(
      `SELECT coalesce(sum(total_nota), 0)::float8 AS v, count(*)::int AS n FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada'
          AND to_char(data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM')`,
      [emit],
    );
    expect(soma.v).toBeGreaterThan(0);

    const page = await e.newPage();
    await entrar(page, e.base, 'loja');
    const cartoes = page.getByTestId('cartoes-vendas');
    await cartoes.waitFor();
    const mes = cartoes.getByRole('link', { name: /^Faturado no mês:/ });
    expect(espacos(await mes.getAttribute('aria-label'))).toBe(`Faturado no mês: ${moeda(soma.v)}`);
    await expect(cartoes.getByRole('link', { name: /^Notas no mês:/ }).getAttribute('aria-label')).resolves.toBe(`Notas no mês: ${soma.n}`);
    await page.getByRole('heading', { name: 'Faturamento diário' }).waitFor();
    await page.getByRole('heading', { name: 'Maiores clientes' }).waitFor();
    await page.getByText(`1. ${cli.nome}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-faturamento.png`, fullPage: true });
    // o cartão leva à lista de notas
    await mes.click();
    await page.waitForURL(/\/erp\/faturamento\/consultar(\?.*)?$/);
    await page.context().close();
  });

  it('a revenda vê a sua rede: empresas ativas e NF-e por mês', async () => {
    const page = await e.newPage();
    await entrar(page, e.base, 'revenda');
    const rede = page.getByTestId('painel-cadeia');
    await rede.waitFor();
    await rede.getByRole('heading', { name: 'Documentos emitidos por mês' }).waitFor();
    await expect(rede.getByRole('link', { name: /^Empresas ativas:/ }).getAttribute('aria-label')).resolves.toBe('Empresas ativas: 3'); // loja, indústria e a padaria com a licença vencida
    await page.screenshot({ path: `${SHOTS}/dashboard-rede.png`, fullPage: true });
    await page.context().close();
  });
});
