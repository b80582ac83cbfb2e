/**
 * Rules of the NF-e records (SPEC §6): registering an inutilização needs
 * Permitir.GerenciadorNFe.Inutilizar and a correction letter Permitir.GerenciadorNFe.CartaCorrecao
 * (the registry's `acoes` mapping), not the generic Incluir/Alterar that the catalogue lacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
});
afterAll(async () => {
  await s?.close();
});

describe('regras das inutilizações e cartas de correção', () => {
  it('quem tem GerenciadorNFe.Inutilizar registra a faixa; o caixa recebe 403', async () => {
    const faixa = { serie: 1, numero_inicial: 900, numero_final: 905, justificativa: 'Numeração pulada por falha no sistema de vendas' };
    const loja = await s.login('loja');
    const ok = await s.call(loja.Token, { method: 'POST', url: '/v1/inutilizacaoNFe/', payload: faixa });
    expect(ok.statusCode, ok.body).toBe(201);
    const caixa = await s.login('caixa');
    const negado = await s.call(caixa.Token, { method: 'POST', url: '/v1/inutilizacaoNFe/', payload: faixa });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().Message).toContain('Permitir.GerenciadorNFe.Inutilizar');
  });

  it('sem a regra CartaCorrecao a inclusão de carta de correção é recusada', async () => {
    const caixa = await s.login('caixa');
    const r = await s.call(caixa.Token, {
      method: 'POST',
      url: '/v1/cartaCorrecaoNFe/',
      payload: { faturamento_id: 1, correcao: 'Correção do endereço de entrega do destinatário' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toContain('Permitir.GerenciadorNFe.CartaCorrecao');
  });
});
