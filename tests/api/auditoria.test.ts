/**
 * Trilha de auditoria: toda gravação do CRUD genérico (com listas filhas), de
 * toda entidade gravável do registro, e toda ação fiscal (transmitir, CC-e, cancelar, inutilizar)
 * deixa exatamente UMA linha (mais uma por registro que a ação muda, ex.: movimento de estoque da
 * nota autorizada); baixa/estorno de título, lançamento de estoque e transmissão da NFC-e, uma linha
 * cada; na mesma transação (gravação recusada = nenhuma linha); o papel erp_app não altera nem apaga
 * linhas; a retenção apaga só as antigas; a consulta filtra, mostra a diferença com rótulos e
 * respeita permissão e empresa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { loadUserContext } from '../../src/server/auth/context.ts';
import { purgarAuditoria, TIPO_RETENCAO_AUDITORIA } from '../../src/server/jobs/auditoria-retencao.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { writableFields } from '../../src/server/crud/validate.ts';
import { atorQuePode, entrarAtores, oferece, type Ator } from './contrato/atores.ts';
import { valorValido } from './contrato/gerador.ts';
import { novoRegistroValido } from './contrato/referencias.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';
import { dataDeHoje } from '../../src/domain/relogio.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let industria: string;
let caixa: string;
let emitLoja = 0;
let usuarioLoja = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe();
  s = n.s;
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  caixa = (await s.login('caixa')).Token;
  const u = (await s.db.pool.query(`SELECT id, emitente_id FROM usuario WHERE login = 'loja'`)).rows[0];
  emitLoja = u.emitente_id;
  usuarioLoja = u.id;
});
afterAll(async () => {
  await n?.close();
});

const maxId = async () => Number((await s.db.pool.query('SELECT coalesce(max(id), 0) AS m FROM auditoria')).rows[0].m);
const linhasDepois = async (desde: number) => (await s.db.pool.query('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [desde])).rows;
const get = (token: string, url: string) => s.call(token, { method: 'GET', url });

describe('CRUD genérico: uma linha por gravação, na mesma transação', () => {
  let clienteId = 0;

  it('inclusão com lista filha: uma linha com o registro inteiro, usuário, empresa e IP', async () => {
    const antes = await maxId();
    const r = await s.call(loja, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: {
        nome: 'Padaria Auditada Ltda',
        cpf_cnpj: '11.222.333/0001-81',
        cidade_id: 3550308,
        uf: 'SP',
        Email: [{ email: 'compras@auditada.com.br' }, { email: 'nfe@auditada.com.br' }],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    clienteId = r.json().Data.id;
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    const a = linhas[0];
    expect(a).toMatchObject({
      acao: 'incluir',
      entidade: 'cliente',
      registro_id: String(clienteId),
      usuario_id: usuarioLoja,
      usuario_login: 'loja',
      emitente_id: emitLoja,
    });
    expect(a.ip).toBe('127.0.0.1');
    expect(a.antes).toBeNull();
    expect(a.depois.nome).toBe('Padaria Auditada Ltda');
    expect(a.depois.Email.map((e: { email: string }) => e.email)).toEqual(['compras@auditada.com.br', 'nfe@auditada.com.br']);
    const idade = await s.db.pool.query('SELECT extract(epoch FROM now() - data_hora)::float AS s FROM auditoria WHERE id = $1', [a.id]);
    expect(idade.rows[0].s).toBeLessThan(60);
  });

  it('alteração: uma linha só com os campos que mudaram (lista filha incluída)', async () => {
    const atual = (await get(loja, `/v1/cliente/${clienteId}`)).json().Data;
    const antes = await maxId();
    const r = await s.call(loja, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: { id: clienteId, nome: 'Padaria Auditada e Filhos Ltda', Email: [{ id: atual.Email[0].id, email: 'compras@auditada.com.br' }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0].acao).toBe('alterar');
    expect(Object.keys(linhas[0].antes).sort()).toEqual(['Email', 'nome']);
    expect(linhas[0].antes.nome).toBe('Padaria Auditada Ltda');
    expect(linhas[0].depois.nome).toBe('Padaria Auditada e Filhos Ltda');
    expect(linhas[0].antes.Email).toHaveLength(2);
    expect(linhas[0].depois.Email).toHaveLength(1);
  });

  it('gravação recusada (400) e registro de outra empresa (404): nenhuma linha', async () => {
    const antes = await maxId();
    const r = await s.call(loja, { method: 'PUT', url: '/v1/cliente/', payload: { id: clienteId, nome: 'X' } });
    expect(r.statusCode).toBe(400);
    const outra = await s.call(industria, { method: 'DELETE', url: `/v1/cliente/${clienteId}` });
    expect(outra.statusCode).toBe(404);
    expect(await linhasDepois(antes)).toHaveLength(0);
  });

  it('a auditoria falhando desfaz a gravação (mesma transação)', async () => {
    const antes = await maxId();
    const ctx = (await loadUserContext(
      s.db,
      (
        await s.db.pool.query(`SELECT id FROM sessao_usuario WHERE usuario_id = $1 LIMIT 1`, [usuarioLoja])
      ).rows[0].id,
    ))!;
    const { registrarAuditoria } = await import('../../src/server/modules/auditoria/index.ts');
    await expect(
      withTenant(s.db, ctx, async (c) => {
        await c.query(`UPDATE cliente SET nome = 'Nunca gravado' WHERE id = $1 AND emitente_id = $2`, [clienteId, emitLoja]);
        // outro usuário que não o da transação: a política de INSERT recusa
        await registrarAuditoria(c, {
          ctx: { ...ctx, usuarioId: ctx.usuarioId + 1 },
          entidade: 'cliente',
          registroId: clienteId,
          acao: 'alterar',
          antes: {},
          depois: {},
        });
      }),
    ).rejects.toThrow();
    expect((await s.db.pool.query('SELECT nome FROM cliente WHERE id = $1', [clienteId])).rows[0].nome).toBe('Padaria Auditada e Filhos Ltda');
    expect(await linhasDepois(antes)).toHaveLength(0);
  });

  it('exclusão: uma linha com o registro antes de sair', async () => {
    const antes = await maxId();
    const r = await s.call(loja, { method: 'DELETE', url: `/v1/cliente/${clienteId}` });
    expect(r.statusCode, r.body).toBe(200);
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ acao: 'excluir', entidade: 'cliente', registro_id: String(clienteId), depois: null });
    expect(linhas[0].antes.nome).toBe('Padaria Auditada e Filhos Ltda');
    expect(linhas[0].antes.Email).toHaveLength(1);
  });

  it('outra entidade (produto): incluir, alterar e excluir, uma linha cada', async () => {
    const base = (await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emitLoja])).rows[0];
    const antes = await maxId();
    const c = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'AUD-001', descricao: 'Produto auditado', ncm: base.ncm, unidade: base.unidade, preco_venda: 12.5, origem: 0 },
    });
    expect(c.statusCode, c.body).toBe(201);
    const id = c.json().Data.id;
    expect((await s.call(loja, { method: 'PUT', url: '/v1/produto/', payload: { id, preco_venda: 13.9 } })).statusCode).toBe(200);
    expect((await s.call(loja, { method: 'DELETE', url: `/v1/produto/${id}` })).statusCode).toBe(200);
    const linhas = await linhasDepois(antes);
    expect(linhas.map((l) => [l.entidade, l.acao, l.registro_id])).toEqual([
      ['produto', 'incluir', String(id)],
      ['produto', 'alterar', String(id)],
      ['produto', 'excluir', String(id)],
    ]);
    expect(Number(linhas[1].antes.preco_venda)).toBe(12.5);
    expect(Number(linhas[1].depois.preco_venda)).toBe(13.9);
  });
});

describe('ações fiscais: uma linha por ação', () => {
  let nota = 0;

  it('faturamento, transmissão, CC-e, cancelamento e inutilização', async () => {
    const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emitLoja]);
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
      [emitLoja],
    );
    let antes = await maxId();
    const f = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cl[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: ps.map((p) => ({ produto_id: p.id, quantidade: 1, valor_unitario: Number(p.preco_venda) })),
        Pagamento: [{ t_pag: '01', valor: 10 }],
      },
    });
    expect(f.statusCode, f.body).toBe(201);
    nota = f.json().Data.id;
    expect((await linhasDepois(antes)).map((l) => [l.entidade, l.acao])).toEqual([['faturamento', 'incluir']]);

    antes = await maxId();
    const t = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${nota}`);
    expect(t.statusCode, t.body).toBe(200);
    // a ação fiscal é uma linha; a saída de estoque da nota autorizada, uma por movimento do razão
    const movimentos = async (desde: number, sinal: 1 | -1) => {
      const l = (await linhasDepois(desde)).filter((x) => x.entidade === 'estoqueMovimentacao');
      expect(l.map((x) => [x.acao, Math.sign(Number(x.depois.quantidade)), x.depois.documento_id])).toEqual(ps.map(() => ['incluir', sinal, nota]));
      return (await linhasDepois(desde)).filter((x) => x.entidade !== 'estoqueMovimentacao');
    };
    let linhas = await movimentos(antes, -1);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'faturamento', acao: 'transmitir', registro_id: String(nota), ip: '127.0.0.1', usuario_id: usuarioLoja });
    expect(linhas[0].antes).toEqual({ situacao: 'digitacao' });
    expect(linhas[0].depois).toMatchObject({ situacao: 'autorizada', cStat: '100', protocolo: t.json().Data.protocolo });

    antes = await maxId();
    const cce = await get(
      loja,
      `/v1/GerenciadorNFe/TransmitirCCeNFe?nota=${nota}&correcao=${encodeURIComponent('Corrige o endereço de entrega: Rua das Flores, 100')}`,
    );
    expect(cce.statusCode, cce.body).toBe(200);
    linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'cartaCorrecaoNFe', acao: 'carta_correcao' });
    expect(linhas[0].depois).toMatchObject({ situacao: 'registrada', faturamento_id: nota, sequencia: 1 });

    antes = await maxId();
    const can = await get(
      loja,
      `/v1/GerenciadorNFe/CancelarNota?nota=${nota}&justificativa=${encodeURIComponent('Cliente desistiu da compra antes da entrega')}`,
    );
    expect(can.statusCode, can.body).toBe(200);
    linhas = await movimentos(antes, 1);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'faturamento', acao: 'cancelar', registro_id: String(nota) });
    expect(linhas[0].depois).toMatchObject({ situacao: 'cancelada', justificativa: 'Cliente desistiu da compra antes da entrega' });

    const { rows } = await s.db.pool.query(`SELECT proximo_numero FROM serie_documento WHERE emitente_id = $1 AND modelo = '55' AND serie = 1`, [emitLoja]);
    const ini = rows[0].proximo_numero + 50;
    antes = await maxId();
    const inu = await get(
      loja,
      `/v1/GerenciadorNFe/InutilizarNFe?serie=1&numero_inicial=${ini}&numero_final=${ini + 2}&justificativa=${encodeURIComponent('Falha no sistema pulou a numeração')}`,
    );
    expect(inu.statusCode, inu.body).toBe(200);
    linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'inutilizacaoNFe', acao: 'inutilizar' });
    expect(linhas[0].depois).toMatchObject({ situacao: 'homologada', numero_inicial: ini, numero_final: ini + 2 });
  });

  it('ação fiscal recusada (nota já cancelada): nenhuma linha', async () => {
    const antes = await maxId();
    const r = await get(
      loja,
      `/v1/GerenciadorNFe/CancelarNota?nota=${nota}&justificativa=${encodeURIComponent('Cliente desistiu da compra antes da entrega')}`,
    );
    expect(r.statusCode).toBe(400);
    expect(await linhasDepois(antes)).toHaveLength(0);
  });
});

describe('somente acréscimo e retenção', () => {
  it('erp_app não altera nem apaga linhas de auditoria; nem o dono altera', async () => {
    const ctx = (await loadUserContext(
      s.db,
      (
        await s.db.pool.query(`SELECT id FROM sessao_usuario WHERE usuario_id = $1 LIMIT 1`, [usuarioLoja])
      ).rows[0].id,
    ))!;
    const n0 = Number((await s.db.pool.query('SELECT count(*) FROM auditoria WHERE emitente_id = $1', [emitLoja])).rows[0].count);
    expect(n0).toBeGreaterThan(0);
    // a leitura funciona (e só vê a própria empresa)
    const vistos = await withTenant(s.db, ctx, async (c) => (await c.query('SELECT DISTINCT emitente_id FROM auditoria')).rows);
    expect(vistos).toEqual([{ emitente_id: emitLoja }]);
    await expect(withTenant(s.db, ctx, (c) => c.query(`UPDATE auditoria SET descricao = 'adulterado' WHERE emitente_id = $1`, [emitLoja]))).rejects.toThrow(
      /permission denied|permissão negada/,
    );
    await expect(withTenant(s.db, ctx, (c) => c.query(`DELETE FROM auditoria WHERE emitente_id = $1`, [emitLoja]))).rejects.toThrow(
      /permission denied|permissão negada/,
    );
    await expect(withTenant(s.db, ctx, (c) => c.query('TRUNCATE auditoria'))).rejects.toThrow(/permission denied|permissão negada/);
    await expect(s.db.pool.query(`UPDATE auditoria SET descricao = 'adulterado'`)).rejects.toThrow(/não pode ser alterada/);
    const n1 = Number((await s.db.pool.query('SELECT count(*) FROM auditoria WHERE emitente_id = $1', [emitLoja])).rows[0].count);
    expect(n1).toBe(n0);
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE descricao = 'adulterado'`)).rows[0].n).toBe(0);
  });

  it('retenção: a tarefa agendada existe e apaga só o que passou do prazo', async () => {
    await s.db.pool.query(
      `INSERT INTO auditoria (data_hora, usuario_id, emitente_id, entidade, registro_id, acao) VALUES
         (now() - interval '400 days', $1, $2, 'cliente', 'velho', 'incluir'), (now() - interval '300 days', $1, $2, 'cliente', 'recente', 'incluir')`,
      [usuarioLoja, emitLoja],
    );
    const total = Number((await s.db.pool.query('SELECT count(*) FROM auditoria')).rows[0].count);
    expect(await purgarAuditoria(s.db, 365)).toBe(1);
    expect((await s.db.pool.query(`SELECT registro_id FROM auditoria WHERE registro_id IN ('velho', 'recente')`)).rows).toEqual([{ registro_id: 'recente' }]);
    expect(Number((await s.db.pool.query('SELECT count(*) FROM auditoria')).rows[0].count)).toBe(total - 1);
    await s.app.jobs.iniciar();
    const { rows } = await s.db.pool.query(`SELECT name, cron FROM pgboss.schedule WHERE name LIKE $1`, [`%${TIPO_RETENCAO_AUDITORIA}`]);
    expect(rows).toEqual([{ name: `erp.${TIPO_RETENCAO_AUDITORIA}`, cron: '15 3 * * *' }]);
  });
});

describe('consulta (auditoria/consultar)', () => {
  it('lista com filtros, detalhe com a diferença rotulada; permissão e empresa', async () => {
    const l = await get(loja, '/v1/auditoria/?entidade=cliente&acao=alterar&tamanho=5');
    expect(l.statusCode, l.body).toBe(200);
    const d = l.json().Data;
    expect(d.total).toBeGreaterThanOrEqual(1);
    expect(d.itens.every((i: { entidade: string; acao: string }) => i.entidade === 'cliente' && i.acao === 'alterar')).toBe(true);
    const item = d.itens.find((i: { usuario_login: string }) => i.usuario_login === 'loja');
    expect(item).toMatchObject({ entidade_titulo: 'Cliente', acao_titulo: 'Alteração', ip: '127.0.0.1' });
    expect(item.data_hora).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const det = (await get(loja, `/v1/auditoria/${item.id}`)).json().Data;
    const nome = det.campos.find((c: { campo: string }) => c.campo === 'nome');
    expect(nome).toEqual({ campo: 'nome', titulo: 'Nome / Razão social', antes: 'Padaria Auditada Ltda', depois: 'Padaria Auditada e Filhos Ltda' });
    expect(det.campos.find((c: { campo: string }) => c.campo === 'Email').titulo).toBe('E-mails do cliente');

    const fiscal = (await get(loja, '/v1/auditoria/?acao=transmitir')).json().Data;
    expect(fiscal.itens.length).toBeGreaterThanOrEqual(1);
    const hoje = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    expect((await get(loja, `/v1/auditoria/?de=${hoje}&ate=${hoje}`)).json().Data.total).toBeGreaterThan(0);
    expect((await get(loja, '/v1/auditoria/?de=2000-01-01&ate=2000-01-02')).json().Data.total).toBe(0);

    const ruim = await get(loja, '/v1/auditoria/?de=ontem');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().Message).toContain('de');
    const op = (await get(loja, '/v1/auditoria/Opcoes')).json().Data;
    expect(op.entidades.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(['cliente', 'faturamento', 'produto']));

    expect((await get(caixa, '/v1/auditoria/')).statusCode).toBe(403);
    const outra = await get(industria, `/v1/auditoria/${item.id}`);
    expect(outra.statusCode).toBe(404);
    expect(
      (await get(industria, '/v1/auditoria/?entidade=cliente')).json().Data.itens.every((i: { usuario_login: string }) => i.usuario_login !== 'loja'),
    ).toBe(true);
  });
});

describe('gravações fora do CRUD genérico: uma linha por registro afetado', () => {
  it('baixa de uma parcela: uma linha na conta a receber com saldo e situação antes/depois; estorno idem', async () => {
    const cli = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emitLoja])).rows[0].id;
    const hoje = dataDeHoje(); // dia do negócio (Brasília), não o dia UTC: às 00:18 UTC ainda é ontem
    const t = await s.call(loja, {
      method: 'POST',
      url: '/v1/receber/',
      payload: { documento: 'AUD-1', cliente_id: cli, emissao: hoje, vencimento: hoje, valor: 100 },
    });
    expect(t.statusCode, t.body).toBe(201);
    const id = t.json().Data.id;
    const antes = await maxId();
    const b = await s.call(loja, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: { Registros: [{ id, valor: '30.00' }] } });
    expect(b.statusCode, b.body).toBe(200);
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'receber', registro_id: String(id), acao: 'alterar', usuario_id: usuarioLoja, ip: '127.0.0.1' });
    expect(linhas[0].antes).toEqual({ valor_baixado: '0.00', situacao: 'aberto', baixa: null });
    expect(linhas[0].depois).toMatchObject({ valor_baixado: '30.00', situacao: 'parcial', baixa: { valor: '30.00' } });
    expect(linhas[0].descricao).toMatch(/Baixa de R\$\s?30,00/);

    const meio = await maxId();
    const e = await get(loja, `/v1/Receber/Estornar?guid_transacao=${b.json().Data.guid_transacao}`);
    expect(e.statusCode, e.body).toBe(200);
    const est = await linhasDepois(meio);
    expect(est).toHaveLength(1);
    expect(est[0]).toMatchObject({ entidade: 'receber', registro_id: String(id), acao: 'alterar' });
    expect(est[0].antes).toEqual({ valor_baixado: '30.00', situacao: 'parcial' });
    expect(est[0].depois).toEqual({ valor_baixado: '0.00', situacao: 'aberto' });

    // baixa recusada (maior que o saldo): nada gravado
    const fim = await maxId();
    const r = await s.call(loja, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: { Registros: [{ id, valor: '500.00' }] } });
    expect(r.statusCode).toBe(400);
    expect(await linhasDepois(fim)).toHaveLength(0);
  });

  it('movimento de estoque: uma linha com o lançamento do razão (quantidade e saldo após)', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND p.movimenta_estoque AND p.ativo
          AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND (v.produto_id = p.id OR v.produto_variacao_id = p.id))
        ORDER BY p.id LIMIT 1`,
      [emitLoja],
    );
    const produto = rows[0].id;
    const antes = await maxId();
    const r = await s.call(loja, {
      method: 'POST',
      url: '/v1/estoqueMovimentacao/Lancar',
      payload: { produto_id: produto, operacao: 'ajuste', quantidade: 7 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const mov = r.json().Data.movimentos[0];
    const linhas = await linhasDepois(antes);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ entidade: 'estoqueMovimentacao', registro_id: String(mov.id), acao: 'incluir', usuario_id: usuarioLoja });
    expect(linhas[0].depois).toMatchObject({ produto_id: produto, operacao: 'ajuste', saldo_apos: mov.saldo });
    expect(Number(linhas[0].depois.quantidade)).toBe(7);
    // lançamento recusado (quantidade zero): nada gravado
    const fim = await maxId();
    const ruim = await s.call(loja, {
      method: 'POST',
      url: '/v1/estoqueMovimentacao/Lancar',
      payload: { produto_id: produto, operacao: 'ajuste', quantidade: 0 },
    });
    expect(ruim.statusCode).toBe(400);
    expect(await linhasDepois(fim)).toHaveLength(0);
  });
});

describe('NFC-e do PDV', () => {
  it('transmitir a NFC-e de uma venda: uma linha (vendasCupom, transmitir)', async () => {
    const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
    const cnpj = (await s.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emitLoja])).rows[0].cnpj;
    registrarCscSimulador(n.sefaz.estado, cnpj, 1, CSC);
    const csc = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
    expect(csc.statusCode, csc.body).toBe(200);
    const abrir = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '50.00' } });
    expect(abrir.statusCode, abrir.body).toBe(200);
    const p = (
      await s.db.pool.query(
        `SELECT id FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
        [emitLoja],
      )
    ).rows[0];
    const v = await s.call(caixa, {
      method: 'POST',
      url: '/v1/pdv/Venda',
      payload: { itens: [{ produto_id: p.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false },
    });
    expect(v.statusCode, v.body).toBeLessThan(300);
    const id = v.json().Data.id;
    const antes = await maxId();
    const t = await get(caixa, `/v1/GerenciadorNFCe/TransmitirNFCe?cupom=${id}`);
    expect(t.json().Data.situacao, t.body).toBe('autorizada');
    const linhas = await linhasDepois(antes);
    expect(linhas.map((l) => `${l.entidade}/${l.acao}/${l.registro_id}`)).toEqual([`vendasCupom/transmitir/${id}`]);
    expect(linhas[0].depois).toMatchObject({ situacao: 'autorizada' });
  });
});

describe('toda entidade gravável do registro: incluir, alterar e excluir pela API genérica, uma linha cada', () => {
  const registry = loadRegistry();
  let atores: Ator[];
  let seq = 5000;
  beforeAll(async () => {
    atores = await entrarAtores(s);
  });
  for (const e of registry.entities.filter((x) => oferece(x, 'Incluir'))) {
    it(e.id, async () => {
      const a = await atorQuePode(s, atores, e, 'escrever');
      expect(a, 'nenhum login da demonstração grava a entidade').not.toBeNull();
      const url = `/v1/${e.erp.rest}/`;
      // o gerador pode incluir antes os registros referenciados: a contagem começa depois dele
      const registro = await novoRegistroValido(s, a!, e, () => seq++);
      let desde = await maxId();
      const c = await s.call(a!.token, { method: 'POST', url, payload: registro });
      expect(c.statusCode, c.body).toBe(201);
      const id = c.json().Data[e.key];
      let linhas = await linhasDepois(desde);
      expect(linhas.map((l) => `${l.entidade}/${l.acao}/${l.registro_id}`)).toEqual([`${e.id}/incluir/${id}`]);

      if (oferece(e, 'Alterar')) {
        const [campo, f] =
          writableFields(e).find(([k, f]) => k !== e.key && f.type === 'string' && !f.format && !f.pattern && !f.enum && !f['x-ref'] && !f['x-mask']) ??
          writableFields(e).find(([k, f]) => k !== e.key && !f['x-ref'] && !f.writeOnly && f.type !== 'array') ??
          [];
        if (campo) {
          desde = await maxId();
          const u = await s.call(a!.token, { method: 'PUT', url, payload: { [e.key]: id, [campo]: valorValido(campo, f!, seq++) } });
          expect(u.statusCode, u.body).toBe(200);
          linhas = await linhasDepois(desde);
          expect(linhas.map((l) => `${l.entidade}/${l.acao}/${l.registro_id}`)).toEqual([`${e.id}/alterar/${id}`]);
        }
      }
      if (oferece(e, 'Excluir')) {
        desde = await maxId();
        const d = await s.call(a!.token, { method: 'DELETE', url: `${url}${encodeURIComponent(String(id))}` });
        expect(d.statusCode, d.body).toBe(200);
        linhas = await linhasDepois(desde);
        expect(linhas.map((l) => `${l.entidade}/${l.acao}/${l.registro_id}`)).toEqual([`${e.id}/excluir/${id}`]);
      }
    });
  }
});
