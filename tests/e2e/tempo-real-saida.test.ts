/**
 * Saída e desconexão do hub de tempo real no Chromium (SPEC §4), com o cliente
 * `@microsoft/signalr` do próprio app e o hub real:
 * - "Sair": o navegador invoca `DesconectarSessao(refreshToken, userId)` no hub (o quadro visto no
 *   WebSocket) e o servidor registra a saída: a sessão fica revogada e a conexão sai da lista de
 *   conectadas;
 * - janela fechada: o servidor registra a desconexão (a conexão sai da lista), sem revogar a sessão
 *   (fechar uma aba não é sair; "Lembrar-me" e as outras abas continuam valendo);
 * - `DesconectarConnection` é um EVENTO do servidor (SPEC §4 "Server events": "same message, without
 *   a logout call"), não um método que o navegador chama: derrubada uma conexão pelo servidor, o app
 *   vai para a entrada com a mensagem de sessão expirada e não chama o logout (a sessão segue válida).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let lojaId = 0;

beforeAll(async () => {
  e = await startE2E();
  lojaId = (await e.db.pool.query(`SELECT id FROM usuario WHERE login = 'loja'`)).rows[0].id;
}, 180_000);
afterAll(async () => {
  await e?.close();
});

/** Connections of the user registered by the hub (the connected-users screen reads the same table). */
async function conexoes(): Promise<Array<{ connection_id: string; sessao_id: string }>> {
  return (await e.db.pool.query(`SELECT connection_id, sessao_id FROM sessao_usuario_connection WHERE usuario_id = $1`, [lojaId])).rows;
}

async function sessao(id: string): Promise<{ revogado_em: Date | null; motivo_revogacao: string | null }> {
  return (await e.db.pool.query(`SELECT revogado_em, motivo_revogacao FROM sessao_usuario WHERE id = $1`, [id])).rows[0];
}

/** Signs in and waits until the page's hub connection is registered; returns it. */
async function entrarConectado(page: Page) {
  const antes = new Set((await conexoes()).map((c) => c.connection_id));
  await entrar(page, e.base, 'loja');
  let nova: { connection_id: string; sessao_id: string } | undefined;
  await expect
    .poll(
      async () => {
        nova = (await conexoes()).find((c) => !antes.has(c.connection_id));
        return nova !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return nova!;
}

describe('tempo real: saída e desconexão registradas no servidor', () => {
  it('Sair: o navegador invoca DesconectarSessao no hub; a sessão fica revogada e a conexão sai da lista', async () => {
    const page = await e.newPage();
    const enviados: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => enviados.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
    const conexao = await entrarConectado(page);
    await page.getByRole('button', { name: 'Usuário', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/erp/sign-in');
    const invocacoes = enviados
      .flatMap((p) => p.split('\x1e'))
      .filter(Boolean)
      .map((m) => JSON.parse(m) as { type?: number; target?: string; arguments?: unknown[] })
      .filter((m) => m.type === 1);
    const saida = invocacoes.find((m) => m.target === 'DesconectarSessao');
    expect(saida, JSON.stringify(invocacoes.map((m) => m.target))).toBeTruthy();
    expect(saida!.arguments![1]).toBe(lojaId);
    await expect.poll(async () => (await sessao(conexao.sessao_id)).revogado_em !== null, { timeout: 15_000 }).toBe(true);
    expect((await sessao(conexao.sessao_id)).motivo_revogacao).toBe('logout');
    await expect.poll(async () => (await conexoes()).some((c) => c.connection_id === conexao.connection_id), { timeout: 15_000 }).toBe(false);
    await page.context().close();
  });

  it('janela fechada: a conexão sai da lista e a sessão continua válida', async () => {
    const page = await e.newPage();
    const conexao = await entrarConectado(page);
    await page.close();
    await expect.poll(async () => (await conexoes()).some((c) => c.connection_id === conexao.connection_id), { timeout: 15_000 }).toBe(false);
    expect((await sessao(conexao.sessao_id)).revogado_em).toBeNull();
  });

  it('DesconectarConnection do servidor: o app vai para a entrada com a mensagem, sem chamar o logout', async () => {
    const page = await e.newPage();
    const conexao = await entrarConectado(page);
    await e.app.hub!.desconectarConexao(conexao.connection_id);
    await page.waitForURL('**/erp/sign-in');
    await page.getByText('Sessão expirada, por favor faça login novamente!').waitFor();
    await page.screenshot({ path: `${SHOTS}/tempo-real-desconectar-connection.png` });
    await expect.poll(async () => (await conexoes()).some((c) => c.connection_id === conexao.connection_id), { timeout: 15_000 }).toBe(false);
    // no logout call: the session was not revoked
    expect((await sessao(conexao.sessao_id)).revogado_em).toBeNull();
    await page.context().close();
  });
});
