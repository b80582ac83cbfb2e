/**
 * Arquivo da tabela de alíquotas internas modais do ICMS por UF (domain/tributos/aliquota-interna-uf.ts):
 * o JSON semeado é válido (27 UFs, uma linha vigente hoje por UF, períodos sem sobreposição, fonte
 * legal em todas) e os erros dizem o item e o campo.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lerAliquotasInternasUf } from '../../../src/domain/tributos/aliquota-interna-uf.ts';
import { aliquotaInternaUf } from '../../../src/domain/tributos/resolucao.ts';
import { SIGLAS_UF } from '../../../src/domain/uf.ts';

const SEMEADO = readFileSync(path.resolve(process.cwd(), 'src/server/seed/dados/icms-aliquota-interna-uf.json'), 'utf8');

describe('lerAliquotasInternasUf', () => {
  it('o JSON semeado é válido e tem uma alíquota vigente em 2026 para cada UF', () => {
    const itens = lerAliquotasInternasUf(SEMEADO);
    for (const uf of SIGLAS_UF) expect(aliquotaInternaUf(itens, uf, '2026-11-24'), uf).toBeDefined();
    expect(itens.every((i) => i.fonte_legal.length > 0)).toBe(true);
  });

  it('recusa UF, data, vigência invertida e fonte vazia com o item', () => {
    const um = (o: Record<string, unknown>) => JSON.stringify([{ uf: 'SP', aliquota: 18, vigencia_inicio: null, vigencia_fim: null, fonte_legal: 'x', ...o }]);
    expect(() => lerAliquotasInternasUf(um({ uf: 'XX' }))).toThrow('aliquotas[0]: uf inválida (XX).');
    expect(() => lerAliquotasInternasUf(um({ vigencia_inicio: '01/01/2026' }))).toThrow(
      'aliquotas[0] (SP) vigencia_inicio: data inválida (01/01/2026); use AAAA-MM-DD ou null.',
    );
    expect(() => lerAliquotasInternasUf(um({ vigencia_inicio: '2026-02-01', vigencia_fim: '2026-01-31' }))).toThrow(
      'aliquotas[0] (SP): vigencia_fim antes de vigencia_inicio.',
    );
    expect(() => lerAliquotasInternasUf(um({ fonte_legal: ' ' }))).toThrow('aliquotas[0] (SP): fonte_legal obrigatória, até 200 caracteres.');
    expect(() => lerAliquotasInternasUf('{"x": 1}')).toThrow('O arquivo deve ter a lista "aliquotas"');
  });
});
