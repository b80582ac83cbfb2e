/**
 * O pipeline de tributos (kits, predefinição, origem da devolução/complemento, cálculo) é montado
 * num lugar só: src/server/modules/fiscal/tributos-do-documento.ts. Fora dele, ninguém chama as
 * etapas — quem precisa de tributos chama `calcularTributosDoDocumento`. O único outro chamador
 * permitido é o próprio calculo.ts (`calcularFaturamento` lê o cliente e delega a
 * `calcularParaDestinatario`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const DONO = 'src/server/modules/fiscal/tributos-do-documento.ts';
const ETAPAS = ['desmembrarKits', 'aplicarPredefinicao', 'aplicarTributosDaOrigem', 'calcularFaturamento', 'calcularParaDestinatario'];
const PERMITIDOS: Record<string, string[]> = { 'src/server/modules/fiscal/calculo.ts': ['calcularParaDestinatario'] };

function arquivos(pasta: string): string[] {
  const saida: string[] = [];
  for (const e of readdirSync(pasta, { withFileTypes: true })) {
    const p = join(pasta, e.name);
    if (e.isDirectory()) saida.push(...arquivos(p));
    else if (/\.(ts|tsx)$/.test(e.name)) saida.push(p);
  }
  return saida;
}

/** `arquivo:linha: trecho` de cada chamada de uma etapa fora do dono (declarações não contam). */
function chamadasForaDoDono(): string[] {
  const padrao = new RegExp(`(?<!function\\s)\\b(${ETAPAS.join('|')})\\s*\\(`, 'g');
  const achados: string[] = [];
  for (const arq of arquivos(join(RAIZ, 'src'))) {
    const rel = relative(RAIZ, arq).split(sep).join('/');
    if (rel === DONO) continue;
    const texto = readFileSync(arq, 'utf8');
    for (const m of texto.matchAll(padrao)) {
      if (PERMITIDOS[rel]?.includes(m[1])) continue;
      const linha = texto.slice(0, m.index).split('\n').length;
      achados.push(`${rel}:${linha}: ${m[0]}`);
    }
  }
  return achados;
}

describe('pipeline de tributos com um dono', () => {
  it('as etapas do cálculo só são encadeadas em fiscal/tributos-do-documento.ts', () => {
    expect(chamadasForaDoDono()).toEqual([]);
  });

  it('a verificação acha uma montagem fora do dono', () => {
    const padrao = new RegExp(`(?<!function\\s)\\b(${ETAPAS.join('|')})\\s*\\(`, 'g');
    const montagem = 'const itens = await desmembrarKits(c, id, xs);\nawait calcularFaturamento(c, id, fat, itens);';
    expect([...montagem.matchAll(padrao)].map((m) => m[1])).toEqual(['desmembrarKits', 'calcularFaturamento']);
    expect([...'export async function desmembrarKits(c) {}'.matchAll(padrao)]).toEqual([]);
  });

  it('faturamento, pedidos, PDV e simulador calculam pela função única', () => {
    for (const arq of [
      'src/server/modules/fiscal/faturamento.ts',
      'src/server/modules/pedidos/faturar.ts',
      'src/server/modules/pdv/venda.ts',
      'src/server/modules/pdv/edicao.ts',
      'src/server/modules/tributos/simulador.ts',
    ])
      expect(readFileSync(join(RAIZ, arq), 'utf8'), arq).toMatch(/calcularTributosDoDocumento\(/);
  });
});
