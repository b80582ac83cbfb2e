/**
 * Licenças de ponta a ponta, no Chromium contra o servidor real, um PSP PIX
 * local compatível com a API do BACEN e um servidor local compatível com o Mercado Pago:
 * o administrador gera as faturas do mês; a revenda vê a fatura a pagar, paga por PIX (o PSP de
 * teste liquida a `cob` e chama o webhook) e a fatura aparece paga; uma empresa vencida vê o aviso
 * de somente leitura, paga pelo link do aviso e o aviso some na hora.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { ambienteCobrancas, iniciarPspPix, iniciarServidorMP, type PspPix, type ServidorMP } from '../api/licencas-servidores.ts';

let e: E2E;
let pix: PspPix;
let mp: ServidorMP;
let lojaId = 0;
const TOKEN = 'token-webhook-pix-e2e-456';
const envAntes = { ...process.env };
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const mes = hoje.slice(0, 7);

beforeAll(async () => {
  pix = await iniciarPspPix();
  mp = await iniciarServidorMP();
  Object.assign(process.env, ambienteCobrancas(pix, mp, TOKEN));
  e = await startE2E();
  lojaId = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  // as empresas da demonstração "existem" desde o início do ano (para faturar um mês passado)
  await e.db.pool.query(`UPDATE emitente SET criado_em = $1::date - interval '1 year'`, [hoje]);
  // o cenário deste arquivo são as duas empresas emissoras (loja e indústria): a padaria da
  // demonstração, com a fatura vencida que mostra o bloqueio, sai do cenário (inativa, sem faturas)
  await e.db.pool.query(
    `WITH p AS (SELECT emitente_id AS id FROM usuario WHERE login = 'padaria')
     , d AS (DELETE FROM licenca_recebivel WHERE emitente_id IN (SELECT id FROM p))
     UPDATE emitente SET ativo = false WHERE id IN (SELECT id FROM p)`,
  );
});
afterAll(async () => {
  await e?.close();
  await pix?.close();
  await mp?.close();
  process.env = envAntes;
});

/** O PSP de teste liquida a cob da fatura e chama o webhook do produto, como um PSP faria. */
async function pspPaga(faturaId: number): Promise<void> {
  const { rows } = await e.db.pool.query(
    `SELECT identificador FROM cobranca_licenca WHERE licenca_recebivel_id = $1 AND provedor = 'pix' ORDER BY id DESC LIMIT 1`,
    [faturaId],
  );
  expect(rows[0], 'a tela deveria ter criado a cobrança PIX').toBeTruthy();
  const corpo = pix.pagar(rows[0].identificador);
  const r = await fetch(`${e.base}/v1/licencarecebivel/WebhookPix/pix?token=${TOKEN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  expect(r.status).toBe(200);
  expect(((await r.json()) as { Data: { pagas: number } }).Data.pagas).toBe(1);
}

async function pagarPorPix(page: Page, linha: ReturnType<Page['getByTestId']>, faturaId: number, nome: string): Promise<void> {
  await linha.getByRole('button', { name: 'Pagar com PIX' }).click();
  const dialogo = page.getByRole('dialog');
  const copia = dialogo.getByTestId('pix-copia-e-cola');
  await expect.poll(async () => copia.inputValue(), { timeout: 15_000 }).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
  await expect(dialogo.getByRole('img', { name: 'QR Code PIX' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: `${SHOTS}/licencas-${nome}-pix.png` });
  await dialogo.getByRole('button', { name: 'Verificar pagamento' }).click();
  await dialogo.getByText(/Pagamento ainda não identificado/).waitFor();
  await pspPaga(faturaId);
  await dialogo.getByRole('button', { name: 'Verificar pagamento' }).click();
  await dialogo.getByText('Pagamento confirmado. Obrigado!').waitFor();
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
}

describe('licenças: faturas do mês, pagamento PIX pela revenda, bloqueio e desbloqueio', () => {
  it('o administrador gera as faturas do mês (duas vezes: as mesmas faturas)', async () => {
    const page = await e.newPage();
    await entrar(page, e.base, 'admin');
    await page.goto(`${e.base}/erp/licencarecebivel/consultar`);
    await page.getByRole('heading', { name: 'Faturas de licença a receber' }).waitFor();
    await page.getByText(/Nenhuma fatura/).waitFor();
    await page.getByRole('button', { name: 'Gerar faturas do mês' }).click();
    await page.getByText(/2 fatura\(s\) gerada\(s\)/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId(`fatura-${lojaId}-${mes}`).waitFor();
    await page.getByRole('button', { name: 'Gerar faturas do mês' }).click();
    await page.getByText(/0 fatura\(s\) gerada\(s\).*2 já existia/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const { rows } = await e.db.pool.query(`SELECT count(*)::int AS n FROM licenca_recebivel WHERE competencia = $1::date`, [`${mes}-01`]);
    expect(rows[0].n).toBe(2);
    await page.screenshot({ path: `${SHOTS}/licencas-admin.png`, fullPage: true });
    // configuração da cobrança: preço do pacote 1 (vale para as próximas faturas)
    await page.getByRole('button', { name: 'Configurar cobrança' }).click();
    const campo = page.getByLabel('Mensal do pacote 1 (R$)');
    await expect.poll(async () => campo.inputValue()).toBe('89.90');
    await campo.fill('-5');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Valor em R$ com até 2 casas').waitFor();
    await campo.fill('94,90');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(/Configuração da cobrança salva/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect((await e.db.pool.query('SELECT valor_mensal::text FROM plano_licenca WHERE tipo_pacote = 1')).rows[0].valor_mensal).toBe('94.90');
    // Painel do Gestor: MRR pelos planos (R$ 149,90 + R$ 94,90, o preço novo do pacote 1) e os gráficos
    await page.goto(`${e.base}/erp/gestor/gerenciar`);
    await expect.poll(async () => (await page.getByTestId('gestor-mrr').textContent()) ?? '', { timeout: 15_000 }).toMatch(/R\$\s?244,80/);
    expect(await page.getByTestId('gestor-ativos').textContent()).toBe('2');
    // geradas hoje, as faturas do mês ainda não venceram: nada de inadimplência
    expect(await page.getByTestId('gestor-inadimplencia').textContent()).toMatch(/R\$\s?0,00/);
    await expect.poll(async () => page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/licencas-gestor.png`, fullPage: true });
    // Gerenciar empresas: a cadeia e a licença de cada empresa
    await page.goto(`${e.base}/erp/empresas/gerenciar`);
    const linha = page.getByTestId(`empresa-${lojaId}`);
    await linha.waitFor();
    expect(await linha.textContent()).toContain('Parceiro Tecnologia');
    await page.context().close();
  });

  it('a revenda vê a fatura a pagar e paga por PIX; o webhook do PSP marca paga', async () => {
    const page = await e.newPage();
    await entrar(page, e.base, 'revenda');
    await page.goto(`${e.base}/erp/licencarecebivel/consultar`);
    await page.getByRole('heading', { name: 'Faturas de licença a pagar' }).waitFor();
    const linha = page.getByTestId(`fatura-${lojaId}-${mes}`);
    await linha.waitFor();
    const id = (await e.db.pool.query(`SELECT id FROM licenca_recebivel WHERE emitente_id = $1 AND competencia = $2::date`, [lojaId, `${mes}-01`])).rows[0].id;
    await pagarPorPix(page, linha, id, 'revenda');
    await expect.poll(async () => (await linha.textContent()) ?? '').toContain('Paga (PIX)');
    const r = (await e.db.pool.query('SELECT situacao, forma_pagamento FROM licenca_recebivel WHERE id = $1', [id])).rows[0];
    expect(r).toEqual({ situacao: 'pago', forma_pagamento: 'pix' });
    await page.context().close();
  });

  it('empresa vencida vê o aviso de somente leitura, paga pelo link e é liberada na hora', async () => {
    // fatura de três meses atrás, vencida além da tolerância
    const d = new Date(`${hoje}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 3, 1);
    const antiga = d.toISOString().slice(0, 10);
    await e.db.pool.query(
      `INSERT INTO licenca_recebivel (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, competencia, data_geracao, vencimento, tipo_pacote, usuarios, valor, descricao)
       SELECT id, distribuidor_master_id, distribuidor_id, revenda_id, $2::date, $2::date, $2::date + 9, tipo_pacote, 2, 149.90, 'Licença atrasada' FROM emitente WHERE id = $1`,
      [lojaId, antiga],
    );
    const page = await e.newPage();
    await entrar(page, e.base, 'loja');
    const aviso = page.getByTestId('aviso-bloqueio-licenca');
    await aviso.waitFor();
    expect(await aviso.textContent()).toMatch(/somente leitura/);
    await page.screenshot({ path: `${SHOTS}/licencas-bloqueio.png` });
    // gravar é recusado com a mensagem clara (a mesma que as telas mostram)
    // gravar pela API (outra sessão da mesma empresa) é recusado com a mensagem clara
    const login = await fetch(`${e.base}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: 'loja', Password: 'Demo@2026', LembrarMe: false }),
    });
    const token = ((await login.json()) as { Data: { Token: string } }).Data.Token;
    const gravar = () =>
      fetch(`${e.base}/v1/cliente/`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    const recusado = await gravar();
    expect(recusado.status).toBe(423);
    expect(((await recusado.json()) as { Message: string }).Message).toMatch(/bloqueada para alterações/);
    await aviso.getByRole('link', { name: 'Pagar agora' }).click();
    await page.getByTestId('titulo-pagina').filter({ hasText: 'Faturas da licença' }).waitFor();
    const id = (await e.db.pool.query(`SELECT id FROM licenca_recebivel WHERE emitente_id = $1 AND competencia = $2::date`, [lojaId, antiga])).rows[0].id;
    await page.getByLabel('Competência').fill(antiga.slice(0, 7));
    const linha = page.getByTestId(`fatura-${lojaId}-${antiga.slice(0, 7)}`);
    await linha.waitFor();
    await pagarPorPix(page, linha, id, 'empresa');
    await expect.poll(async () => aviso.count(), { timeout: 10_000 }).toBe(0);
    expect((await gravar()).status).toBe(400); // a validação do cadastro: o bloqueio acabou
    await page.screenshot({ path: `${SHOTS}/licencas-liberada.png` });
    await page.context().close();
  });

  it('a revenda troca o plano da indústria pela tela e a lista de licenças mostra o plano novo', async () => {
    const industria = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    const page = await e.newPage();
    await entrar(page, e.base, 'revenda');
    await page.goto(`${e.base}/erp/licencarecebivel/atualizacoesplano`);
    await page.getByText('Nenhuma troca de plano.').waitFor();
    await page.getByRole('button', { name: 'Alterar plano' }).click();
    await page.getByLabel('Empresa').click();
    await page.getByRole('option', { name: /Metalúrgica/ }).click();
    await page.getByLabel('Plano novo').click();
    await page.getByRole('option', { name: /Gestão completa/ }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText(/alterado para o pacote 2/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Pacote 1 → 2').waitFor();
    await page.goto(`${e.base}/erp/licencarecebivel/consultarlicencas`);
    const linha = page.getByTestId(`licenca-${industria}`);
    await linha.waitFor();
    await expect.poll(async () => (await linha.textContent()) ?? '').toMatch(/Gestão completa.*Pacote 2.*149,90/);
    await page.screenshot({ path: `${SHOTS}/licencas-planos.png` });
    await page.context().close();
  });

  it('o administrador dá baixa manual com valor, data e motivo, e bloqueia e desbloqueia uma empresa à mão', async () => {
    const industria = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    const page = await e.newPage();
    await entrar(page, e.base, 'admin');
    await page.goto(`${e.base}/erp/licencarecebivel/consultar`);
    const linha = page.getByTestId(`fatura-${industria}-${mes}`);
    await linha.waitFor();
    await linha.getByRole('button', { name: 'Baixa manual' }).click();
    const baixa = page.getByRole('dialog', { name: 'Baixa manual da fatura' });
    const valor = baixa.getByLabel('Valor pago (R$)');
    expect(await valor.inputValue()).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    await valor.click();
    await valor.pressSequentially('80,00');
    await baixa.getByLabel('Data do pagamento').fill(hoje);
    await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
    await baixa.getByText('Informe o motivo').waitFor(); // sem motivo: recusada, nada gravado
    await baixa.getByLabel('Motivo').pressSequentially('Depósito identificado no extrato');
    await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
    await baixa.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await linha.textContent()) ?? '').toContain('Paga (baixa manual)');
    const f = (
      await e.db.pool.query(`SELECT valor_pago::text, forma_pagamento, motivo_baixa FROM licenca_recebivel WHERE emitente_id = $1 AND competencia = $2::date`, [
        industria,
        `${mes}-01`,
      ])
    ).rows[0];
    expect(f).toEqual({ valor_pago: '80.00', forma_pagamento: 'manual', motivo_baixa: 'Depósito identificado no extrato' });

    await page.goto(`${e.base}/erp/licencarecebivel/consultarlicencas`);
    await page.getByTestId(`licenca-${industria}`).getByRole('button', { name: 'Bloquear' }).click();
    const bloquear = page.getByRole('dialog', { name: 'Bloquear empresa' });
    await bloquear.getByLabel('Motivo').pressSequentially('Cheque devolvido');
    await bloquear.getByRole('button', { name: 'Bloquear' }).click();
    await bloquear.waitFor({ state: 'hidden' });
    await page.goto(`${e.base}/erp/licencarecebivel/consultarbloqueio`);
    const bloqueada = page.getByRole('row').filter({ hasText: 'Metalúrgica' });
    await bloqueada.getByText('Bloqueada pelo administrador').waitFor();
    await bloqueada.getByText('Cheque devolvido').waitFor();
    await page.screenshot({ path: `${SHOTS}/licencas-bloqueio-manual.png` });
    await bloqueada.getByRole('button', { name: 'Desbloquear' }).click();
    const desbloquear = page.getByRole('dialog', { name: 'Desbloquear empresa' });
    await desbloquear.getByLabel('Motivo').pressSequentially('Cheque compensado');
    await desbloquear.getByRole('button', { name: 'Desbloquear' }).click();
    await desbloquear.waitFor({ state: 'hidden' });
    await expect.poll(async () => bloqueada.count()).toBe(0);
    const a = await e.db.pool.query(`SELECT descricao FROM auditoria WHERE entidade = 'licencaBloqueio' AND registro_id = $1 ORDER BY id`, [String(industria)]);
    expect(a.rows.map((r) => r.descricao)).toEqual([
      'Empresa Metalúrgica Vale do Aço Indústria e Comércio Ltda bloqueada manualmente: Cheque devolvido',
      'Empresa Metalúrgica Vale do Aço Indústria e Comércio Ltda desbloqueada manualmente: Cheque compensado',
    ]);
    await page.context().close();
  });

  it('o administrador tira da Revenda a consulta de bloqueios em restricoes/gerenciar', async () => {
    const page = await e.newPage();
    await entrar(page, e.base, 'admin');
    await page.goto(`${e.base}/erp/restricoes/gerenciar`);
    await page.getByLabel('Tipo de usuário').click();
    await page.getByRole('option', { name: 'Revenda' }).click();
    const caixa = page.getByRole('checkbox', { name: 'Bloqueios de licença: consultar' });
    await expect.poll(async () => caixa.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Painel do gestor/ }).count()).toBe(0); // só do administrador
    await caixa.uncheck();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(/Permissões salvas/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const { rows } = await e.db.pool.query(
      `SELECT count(*)::int AS n FROM restricao WHERE tipo_usuario_id = 4 AND regra = 'Permitir.BloqueioLicenca.Consultar'`,
    );
    expect(rows[0].n).toBe(0);
    await page.screenshot({ path: `${SHOTS}/licencas-restricoes.png` });
    await page.context().close();
  });

  it('o administrador envia o ícone do white-label pela aba Imagens (tipo conferido pelo conteúdo)', async () => {
    const id = (await e.db.pool.query(`SELECT id FROM configuracao_white_label WHERE url = 'parceiro'`)).rows[0].id;
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0e5a50000000049454e44ae426082',
      'hex',
    );
    const page = await e.newPage();
    await entrar(page, e.base, 'admin');
    await page.goto(`${e.base}/erp/configuracaowhitelabel/editar/${id}`);
    await page.getByRole('tab', { name: 'Imagens' }).click();
    const arquivo = page.getByLabel('Arquivo: Ícone');
    await arquivo.setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 não é imagem') });
    await page.getByText('O conteúdo não é uma imagem PNG, JPEG, GIF ou WebP').waitFor();
    await arquivo.setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Imagem enviada.').waitFor();
    const { rows } = await e.db.pool.query('SELECT icone FROM configuracao_white_label WHERE id = $1', [id]);
    expect(rows[0].icone).toBe(`data:image/png;base64,${png.toString('base64')}`);
    await page.screenshot({ path: `${SHOTS}/licencas-whitelabel.png` });
    await page.context().close();
  });
});
