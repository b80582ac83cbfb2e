/**
 * Um dono por tabela com regras: só o módulo dono escreve nela, os outros chamam as funções dele.
 * - `receber`/`pagar` (contas a receber e a pagar): src/server/modules/financeiro (lançar, baixar,
 *   estornar, renegociar, cancelar os títulos de um documento, com auditoria). A demonstração
 *   (src/server/seed/demo-financeiro.ts) lança o seu histórico pelas mesmas funções.
 * - a situação da nota (`faturamento`): src/server/modules/nfe/situacao-nota.ts, que confere cada
 *   mudança contra as transições declaradas no registro (faturamento.situacao, x-estados).
 * - a situação da venda do PDV (`venda_cupom`, a NFC-e): src/server/modules/pdv/situacao-venda.ts,
 *   idem (vendasCupom.situacao, x-estados).
 * E os estados e rótulos da nota vêm do registro nos dois lados: o web não declara a lista de
 * situações nem os rótulos por conta própria.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESTADOS_FATURAMENTO, ESTADOS_VENDAS_CUPOM } from '../../../src/generated/estados.ts';
import { transicaoPermitidaVenda } from '../../../src/server/modules/pdv/situacao-venda.ts';
import { SITUACOES, danfeFiscal, podeTransmitir, somenteLeitura } from '../../../src/web/pages/nfe/fiscal.ts';
import { SITUACOES_TRANSMISSIVEIS } from '../../../src/server/modules/nfe/situacao-nota.ts';
import { SITUACOES_EDITAVEIS } from '../../../src/server/modules/fiscal/faturamento.ts';
import { loadRegistry } from '../../../schema/registry.ts';

const RAIZ = join(import.meta.dirname, '..', '..', '..');

function arquivos(pasta: string): string[] {
  const saida: string[] = [];
  for (const e of readdirSync(pasta, { withFileTypes: true })) {
    const p = join(pasta, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'generated') saida.push(...arquivos(p));
    } else if (/\.(ts|tsx)$/.test(e.name)) saida.push(p);
  }
  return saida;
}

/** `arquivo:linha: trecho` de cada escrita SQL que `padrao` acha fora dos donos. */
function escritasForaDosDonos(padrao: RegExp, donos: string[]): string[] {
  const achados: string[] = [];
  for (const arq of arquivos(join(RAIZ, 'src'))) {
    const rel = relative(RAIZ, arq).split(sep).join('/');
    if (donos.some((d) => rel.startsWith(d))) continue;
    const texto = readFileSync(arq, 'utf8');
    for (const m of texto.matchAll(padrao)) {
      const linha = texto.slice(0, m.index).split('\n').length;
      achados.push(`${rel}:${linha}: ${m[0]}`);
    }
  }
  return achados;
}

describe('um dono por tabela e por máquina de estados', () => {
  it('só o financeiro escreve em receber e pagar', () => {
    const achados = escritasForaDosDonos(/\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:receber|pagar)\b(?!_)/gi, ['src/server/modules/financeiro/']);
    expect(achados).toEqual([]);
  });

  it('só nfe/situacao-nota.ts muda a nota (UPDATE faturamento)', () => {
    const achados = escritasForaDosDonos(/\bUPDATE\s+faturamento\b(?!_)/gi, ['src/server/modules/nfe/situacao-nota.ts']);
    expect(achados).toEqual([]);
  });

  it('só pdv/situacao-venda.ts muda a situação da venda do PDV (UPDATE venda_cupom ... situacao, ou SET montado)', () => {
    const achados = escritasForaDosDonos(/\bUPDATE\s+venda_cupom\s+SET\b[^`'";]*?(?:\bsituacao\s*=|\$\{)/gi, ['src/server/modules/pdv/situacao-venda.ts']);
    expect(achados).toEqual([]);
  });

  it('as transições da venda do PDV: a máquina do registro, conferida pelo dono', () => {
    const campo = loadRegistry().get('vendasCupom').properties.situacao;
    expect(ESTADOS_VENDAS_CUPOM.estados).toEqual(campo.enum);
    // a NFC-e autorizada só sai por cancelamento; a que nunca foi autorizada pode ser inutilizada
    expect(transicaoPermitidaVenda('autorizada', 'inutilizada')).toBe(false);
    expect(transicaoPermitidaVenda('autorizada', 'cancelada')).toBe(true);
    expect(transicaoPermitidaVenda('rejeitada', 'inutilizada')).toBe(true);
    expect(transicaoPermitidaVenda('contingencia', 'cancelada')).toBe(false);
    expect(transicaoPermitidaVenda('cancelada', 'autorizada')).toBe(false);
    for (const s of ESTADOS_VENDAS_CUPOM.estados) expect(transicaoPermitidaVenda(s, s)).toBe(true);
    const fonte = readFileSync(join(RAIZ, 'src/web/pages/pdv/Lista.tsx'), 'utf8');
    expect(fonte).not.toMatch(/rotulo: '/);
  });

  it('o web não declara situações nem rótulos da nota: vêm do registro', () => {
    const campo = loadRegistry().get('faturamento').properties.situacao;
    expect(Object.keys(SITUACOES)).toEqual(campo.enum);
    for (const [s, info] of Object.entries(SITUACOES)) expect(info.rotulo).toBe(campo['x-enumLabels']?.[s]);
    expect(campo.enum).not.toContain('assinada');
    for (const s of ESTADOS_FATURAMENTO.estados) {
      expect(podeTransmitir(s)).toBe(SITUACOES_TRANSMISSIVEIS.has(s));
      expect(somenteLeitura(s)).toBe(!SITUACOES_EDITAVEIS.has(s));
      expect(danfeFiscal(s)).toBe((ESTADOS_FATURAMENTO.grupos.danfeFiscal as readonly string[]).includes(s));
    }
    const fonte = readFileSync(join(RAIZ, 'src/web/pages/nfe/fiscal.ts'), 'utf8');
    expect(fonte).not.toMatch(/'assinada'|rotulo: '/);
  });
});
