/**
 * Chave de treinamento "SEFAZ fora do ar" (nfe/treinamento.ts): nunca disponível em servidor de
 * produção, sem o simulador deste processo ou para empresa em produção (tpAmb 1). Aqui o runtime
 * fiscal do processo não tem simulador (o caso com simulador está em tests/api/nfe-treinamento.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { estadoTreinamento } from '../../../src/server/modules/nfe/treinamento.ts';

const config = (production: boolean) => ({ production, dataDir: '/nao/usado', nfeSchemasDir: null }) as unknown as Config;

describe('estadoTreinamento sem simulador', () => {
  it('servidor de produção: indisponível, com o motivo', () => {
    expect(estadoTreinamento(config(true), 'SP', 2)).toEqual({
      disponivel: false,
      motivo: 'O treinamento com a SEFAZ fora do ar não existe em servidor de produção.',
      uf: 'SP',
      autorizadores: ['SP'],
      foraDoAr: false,
    });
  });

  it('fora de produção mas sem o simulador deste servidor: indisponível', () => {
    const e = estadoTreinamento(config(false), 'MG', 2);
    expect(e).toMatchObject({ disponivel: false, uf: 'MG', foraDoAr: false });
    expect(e.motivo).toContain('simulador da SEFAZ deste servidor');
  });
});
