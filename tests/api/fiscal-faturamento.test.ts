/**
 * Numeração por série e faturamento com tributos calculados pelo servidor
 * (itens 2 e 4): Simples (CSOSN), regime normal (ICMS/IPI/PIS/COFINS), CFOP interestadual, DIFAL,
 * totais iguais a `totalizar`, nota transmitida bloqueada e montagem da NF-e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { withTenant, type TenantContext } from '../../src/server/db/tenant.ts';
import { alocarNumero, montarNFeDoFaturamento } from '../../src/server/modules/fiscal/index.ts';
import { calcularTributosItem, totalizar } from '../../src/domain/tributos/index.ts';
import { montarXmlNFe } from '../../src/fiscal/nfe/index.ts';

let s: TestServer;
let loja: string;
let industria: string;
const emit = { loja: 0, industria: 0 };
const ctxDe = (emitenteId: number): TenantContext => ({ usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId });

beforeAll(async () => {
  s = await startTestServer({ demoSize: 12 });
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  const { rows } = await s.db.pool.query(`SELECT login, emitente_id FROM usuario WHERE login IN ('loja', 'industria')`);
  for (const r of rows) emit[r.login as 'loja'] = r.emitente_id;
});
afterAll(async () => {
  await s?.close();
});

async function produtos(emitenteId: number, n: number, where = 'TRUE') {
  const { rows } = await s.db.pool.query(`SELECT * FROM produto WHERE emitente_id = $1 AND ${where} ORDER BY id LIMIT $2`, [emitenteId, n]);
  return rows;
}
async function clienteNaUf(emitenteId: number, mesma: boolean, extra = 'TRUE') {
  const { rows } = await s.db.pool.query(
    `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id
      WHERE c.emitente_id = $1 AND (c.uf = e.uf) = $2 AND ${extra} ORDER BY c.id LIMIT 1`,
    [emitenteId, mesma],
  );
  return rows[0];
}

describe('numeração', () => {
  it('50 alocações concorrentes recebem 50 números distintos e consecutivos', async () => {
    const id = emit.industria;
    const numeros = await Promise.all(Array.from({ length: 50 }, () => withTenant(s.db, ctxDe(id), (c) => alocarNumero(c, id, '55', 7))));
    const ordenados = [...numeros].sort((a, b) => a - b);
    expect(new Set(numeros).size).toBe(50);
    expect(ordenados).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const { rows } = await s.db.pool.query('SELECT proximo_numero FROM serie_documento WHERE emitente_id = $1 AND modelo = $2 AND serie = $3', [id, '55', 7]);
    expect(rows[0].proximo_numero).toBe(51);
  });

  it('número de transação desfeita volta para a série; séries e empresas são independentes', async () => {
    const id = emit.loja;
    expect(await withTenant(s.db, ctxDe(id), (c) => alocarNumero(c, id, '65', 1))).toBe(1);
    await expect(
      withTenant(s.db, ctxDe(id), async (c) => {
        await alocarNumero(c, id, '65', 1);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await withTenant(s.db, ctxDe(id), (c) => alocarNumero(c, id, '65', 1))).toBe(2);
    expect(await withTenant(s.db, ctxDe(id), (c) => alocarNumero(c, id, '55', 7))).toBe(1);
  });
});

describe('faturamento', () => {
  it('Simples Nacional: itens pelo CSOSN do produto e totais iguais a totalizar', async () => {
    const ps = await produtos(emit.loja, 3);
    const cli = await clienteNaUf(emit.loja, true);
    const body = {
      cliente_id: cli.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      valor_frete: 10,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 1.5, valor_unitario: Number(p.preco_venda), valor_desconto: i === 0 ? 1 : 0 })),
      Pagamento: [{ t_pag: '01', valor: 100 }],
    };
    const res = await s.call(loja, { method: 'POST', url: '/v1/faturamento/', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json().Data;
    expect(f.situacao).toBe('digitacao');
    expect(f.numero).toBeNull();
    expect(f.Item).toHaveLength(3);
    expect(f.Item.map((i: any) => i.cst)).toEqual(ps.map((p) => p.csosn.slice(-3)));
    expect(f.Item.every((i: any) => i.cfop.startsWith('5') && i.valor_icms === 0)).toBe(true);
    expect(f.Item[0].descricao).toBe(ps[0].descricao);
    // o esperado, calculado à parte pelo domínio
    const frete = [0, 0, 0];
    const vProds = ps.map((p, i) => Math.round((i + 1.5) * Number(p.preco_venda) * 100) / 100);
    const somaProd = vProds.reduce((a, b) => a + b, 0);
    let acum = 0;
    vProds.forEach((v, i) => {
      frete[i] = i < 2 ? Math.round(((10 * v) / somaProd) * 100) / 100 : Math.round((10 - acum) * 100) / 100;
      acum += frete[i];
    });
    const esperados = ps.map((p, i) =>
      calcularTributosItem(
        {
          valorProduto: vProds[i],
          valorFrete: frete[i],
          valorDesconto: i === 0 ? 1 : 0,
          origem: p.origem,
          crt: 1,
          csosn: p.csosn.slice(-3),
          pis: { cst: p.cst_pis, aliquota: p.aliquota_pis ?? 0 },
          cofins: { cst: p.cst_cofins, aliquota: p.aliquota_cofins ?? 0 },
        },
        { ipiNaBaseIcms: true },
      ),
    );
    const t = totalizar(esperados).ICMSTot;
    expect(f.total_produtos).toBe(Number(t.vProd));
    expect(f.total_desconto).toBe(Number(t.vDesc));
    expect(f.total_nota).toBe(Number(t.vNF));
    expect(f.total_icms).toBe(0);
    expect(f.Item.reduce((a: number, i: any) => a + i.valor_frete, 0)).toBeCloseTo(10, 2);

    // Calcular devolve o mesmo, sem gravar
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM faturamento')).rows[0].n;
    const calc = await s.call(loja, { method: 'POST', url: '/v1/faturamento/Calcular', payload: body });
    expect(calc.statusCode, calc.body).toBe(200);
    expect(calc.json().Data.total_nota).toBe(f.total_nota);
    expect(calc.json().Data.Item[0].imposto.ICMS.CSOSN).toBe(ps[0].csosn.slice(-3));
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM faturamento')).rows[0].n).toBe(antes);
  });

  it('regime normal: ICMS, IPI, PIS e COFINS calculados; totais do cliente ignorados', async () => {
    const ps = await produtos(emit.industria, 3);
    const cli = await clienteNaUf(emit.industria, true, 'c.ind_ie_dest = 1');
    const res = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cli.id,
        natureza_operacao: 'Venda de produção do estabelecimento',
        consumidor_final: 0,
        total_nota: 1,
        total_icms: 999,
        Item: ps.map((p) => ({ produto_id: p.id, quantidade: 10, valor_unitario: Number(p.preco_venda), valor_ipi: 1 })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json().Data;
    for (const k of ['total_icms', 'total_ipi', 'total_pis', 'total_cofins', 'total_bc_icms']) expect(f[k], k).toBeGreaterThan(0);
    expect(f.Item.every((i: any) => i.cst === '00' && i.aliquota_icms === 18 && i.cfop.startsWith('5'))).toBe(true);
    const esperados = ps.map((p) =>
      calcularTributosItem({
        valorProduto: Math.round(10 * Number(p.preco_venda) * 100) / 100,
        origem: p.origem,
        crt: 3,
        cst: '00',
        icms: { aliquota: p.aliquota_icms },
        ipi: { cst: p.cst_ipi, aliquota: p.aliquota_ipi, cEnq: p.enquadramento_ipi },
        pis: { cst: p.cst_pis, aliquota: p.aliquota_pis },
        cofins: { cst: p.cst_cofins, aliquota: p.aliquota_cofins },
      }),
    );
    const t = totalizar(esperados).ICMSTot;
    expect(f.total_icms).toBe(Number(t.vICMS));
    expect(f.total_ipi).toBe(Number(t.vIPI));
    expect(f.total_pis).toBe(Number(t.vPIS));
    expect(f.total_cofins).toBe(Number(t.vCOFINS));
    expect(f.total_nota).toBe(Number(t.vNF));
  });

  it('cliente de outra UF: CFOP 6xxx, alíquota interestadual e DIFAL ao consumidor final não contribuinte', async () => {
    const ps = await produtos(emit.industria, 2);
    const novo = await s.call(industria, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: {
        nome: 'Consumidor de Salvador',
        cpf_cnpj: '529.982.247-25',
        tipo_pessoa: 'F',
        ind_ie_dest: 9,
        cidade_id: 2927408,
        uf: 'BA',
        consumidor_final: true,
      },
    });
    expect(novo.statusCode, novo.body).toBe(201);
    const cli = novo.json().Data;
    const res = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cli.id,
        natureza_operacao: 'Venda',
        consumidor_final: 1,
        Item: ps.map((p) => ({ produto_id: p.id, quantidade: 2, valor_unitario: 100 })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json().Data;
    expect(f.Item.map((i: any) => i.cfop)).toEqual(ps.map((p) => '6' + p.cfop.slice(1)));
    const inter = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS'].includes(cli.uf) ? 12 : 7;
    expect(f.Item.every((i: any) => i.aliquota_icms === inter)).toBe(true);
    expect(f.total_icms_uf_dest).toBeGreaterThan(0);
  });

  it('nota transmitida não pode ser alterada nem excluída', async () => {
    const ps = await produtos(emit.loja, 1);
    const cli = await clienteNaUf(emit.loja, true);
    const criado = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: { cliente_id: cli.id, natureza_operacao: 'Venda', Item: [{ produto_id: ps[0].id, quantidade: 1, valor_unitario: 10 }] },
    });
    const f = criado.json().Data;
    // PUT sem a lista de itens recalcula os itens gravados
    const put = await s.call(loja, { method: 'PUT', url: '/v1/faturamento/', payload: { id: f.id, valor_outros: 5 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().Data.total_nota).toBeCloseTo(f.total_nota + 5, 2);
    expect(put.json().Data.Item[0].valor_outros).toBe(5);

    await s.db.pool.query(`UPDATE faturamento SET situacao = 'autorizada', numero = 1 WHERE emitente_id = $1 AND id = $2`, [emit.loja, f.id]);
    const bloqueado = await s.call(loja, { method: 'PUT', url: '/v1/faturamento/', payload: { id: f.id, natureza_operacao: 'Outra' } });
    expect(bloqueado.statusCode).toBe(400);
    expect(bloqueado.json().Message).toBe('Nota já transmitida não pode ser alterada');
    const del = await s.call(loja, { method: 'DELETE', url: `/v1/faturamento/${f.id}` });
    expect(del.statusCode).toBe(400);
    // nem se "puxa" o item da nota autorizada para um rascunho
    const rascunho = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: { cliente_id: cli.id, natureza_operacao: 'Venda', Item: [{ id: f.Item[0].id, produto_id: ps[0].id, quantidade: 1, valor_unitario: 1 }] },
    });
    expect(rascunho.statusCode).toBe(400);
    expect(rascunho.json()['Item[0].id']).toEqual(['Item não pertence a este registro']);
    // os filhos não se gravam pela API genérica
    const item = await s.call(loja, { method: 'PUT', url: '/v1/faturamentoItem/', payload: { id: f.Item[0].id, quantidade: 99 } });
    expect(item.statusCode).toBe(405);
  });

  it('outra empresa não vê o faturamento', async () => {
    const { rows } = await s.db.pool.query('SELECT id FROM faturamento WHERE emitente_id = $1 LIMIT 1', [emit.loja]);
    const res = await s.call(industria, { method: 'GET', url: `/v1/faturamento/${rows[0].id}` });
    expect(res.statusCode).toBe(404);
  });

  it('monta a NF-e tipada do faturamento', async () => {
    const { rows } = await s.db.pool.query(`SELECT id FROM faturamento WHERE emitente_id = $1 ORDER BY id LIMIT 1`, [emit.industria]);
    const nfe = await withTenant(s.db, ctxDe(emit.industria), (c) => montarNFeDoFaturamento(c, ctxDe(emit.industria), rows[0].id, 123, 1));
    expect(nfe.chave).toHaveLength(44);
    expect(nfe.ide).toMatchObject({ mod: '55', serie: '1', nNF: '123', tpAmb: '2', cUF: '31' });
    expect(nfe.emit.CRT).toBe('3');
    expect(nfe.det).toHaveLength(3);
    expect(nfe.total.ICMSTot.vICMS).not.toBe('0.00');
    expect(nfe.pag.detPag[0].tPag).toBe('90');
    const xml = montarXmlNFe(nfe);
    expect(xml).toContain(`<infNFe versao="4.00" Id="NFe${nfe.chave}"`);
  });
});
